import { groundSlug } from '../../../common/cricket/cricket-slugs';

/**
 * The ground alias table (reviewed by hand): one ground per venue. The venue-to-country table the project maintains. Cricsheet spells grounds
 * several ways ("Lord's", "Lord's, London"; "M Chinnaswamy Stadium",
 * "M.Chinnaswamy Stadium, Bengaluru"); a venue is matched on its name before
 * the first comma, with dots and case ignored, against each ground's name and
 * aliases (old names and sponsor names of the same ground).
 *
 * Host country is the Test nation that hosts at the ground ("West Indies" for
 * Caribbean grounds, "England" for Cardiff, "U.A.E." for the neutral grounds
 * in the Emirates). A venue that matches nothing is reported by the importer.
 */
interface GroundDef {
  ground: string;
  country: string;
  aliases?: string[];
}

const GROUNDS: GroundDef[] = [
  // Australia
  { ground: 'Adelaide Oval', country: 'Australia' },
  { ground: 'Bellerive Oval', country: 'Australia' },
  { ground: 'Brisbane Cricket Ground', country: 'Australia', aliases: ['The Gabba', 'Woolloongabba'] },
  { ground: 'Manuka Oval', country: 'Australia' },
  { ground: 'Marrara Cricket Ground', country: 'Australia' },
  { ground: 'Melbourne Cricket Ground', country: 'Australia' },
  { ground: 'Perth Stadium', country: 'Australia', aliases: ['Optus Stadium'] },
  { ground: 'Sydney Cricket Ground', country: 'Australia' },
  { ground: 'W.A.C.A. Ground', country: 'Australia', aliases: ['Western Australia Cricket Association Ground', 'WACA Ground'] },
  { ground: 'Cazaly\'s Stadium', country: 'Australia' },
  // Australia: grounds of women's Tests
  { ground: 'Bankstown Oval', country: 'Australia' },
  { ground: 'Bradman Oval', country: 'Australia' },
  { ground: 'Carrara Oval', country: 'Australia', aliases: ['Metricon Stadium', 'Heritage Bank Stadium'] },
  { ground: 'North Sydney Oval', country: 'Australia' },
  // Bangladesh
  { ground: 'Bangabandhu National Stadium', country: 'Bangladesh' },
  { ground: 'Khan Shaheb Osman Ali Stadium', country: 'Bangladesh' },
  { ground: 'MA Aziz Stadium', country: 'Bangladesh' },
  { ground: 'Shaheed Chandu Stadium', country: 'Bangladesh' },
  { ground: 'Sheikh Abu Naser Stadium', country: 'Bangladesh' },
  { ground: 'Shere Bangla National Stadium', country: 'Bangladesh' },
  { ground: 'Sylhet International Cricket Stadium', country: 'Bangladesh', aliases: ['Sylhet Stadium'] },
  {
    ground: 'Zahur Ahmed Chowdhury Stadium',
    country: 'Bangladesh',
    aliases: ['Zohur Ahmed Chowdhury Stadium', 'Chittagong Divisional Stadium'],
  },
  // England (England and Wales)
  { ground: 'Edgbaston', country: 'England' },
  // England: grounds of women's Tests
  { ground: 'County Ground, Bristol', country: 'England' },
  { ground: 'County Ground, Taunton', country: 'England', aliases: ['The Cooper Associates County Ground'] },
  { ground: 'Grace Road', country: 'England' },
  { ground: 'New Road', country: 'England', aliases: ['County Ground, New Road'] },
  { ground: "Sir Paul Getty's Ground", country: 'England' },
  { ground: 'St Lawrence Ground', country: 'England' },
  { ground: 'Headingley', country: 'England' },
  { ground: 'Kennington Oval', country: 'England', aliases: ['The Oval'] },
  { ground: "Lord's", country: 'England' },
  { ground: 'Old Trafford', country: 'England' },
  { ground: 'Riverside Ground', country: 'England' },
  { ground: 'Sophia Gardens', country: 'England' },
  { ground: 'The Rose Bowl', country: 'England', aliases: ['Rose Bowl', 'Ageas Bowl', 'Utilita Bowl'] },
  { ground: 'Trent Bridge', country: 'England' },
  // India
  { ground: 'Arun Jaitley Stadium', country: 'India', aliases: ['Feroz Shah Kotla'] },
  { ground: 'Dr DY Patil Sports Academy', country: 'India' },
  { ground: 'Barsapara Cricket Stadium', country: 'India' },
  { ground: 'Brabourne Stadium', country: 'India' },
  {
    ground: 'Dr. Y.S. Rajasekhara Reddy ACA-VDCA Cricket Stadium',
    country: 'India',
    aliases: ['ACA-VDCA Stadium'],
  },
  { ground: 'Eden Gardens', country: 'India' },
  { ground: 'Green Park', country: 'India' },
  { ground: 'Himachal Pradesh Cricket Association Stadium', country: 'India' },
  { ground: 'Holkar Cricket Stadium', country: 'India' },
  { ground: 'JSCA International Stadium Complex', country: 'India' },
  { ground: 'M Chinnaswamy Stadium', country: 'India' },
  { ground: 'MA Chidambaram Stadium', country: 'India' },
  { ground: 'Maharashtra Cricket Association Stadium', country: 'India' },
  { ground: 'Narendra Modi Stadium', country: 'India', aliases: ['Sardar Patel Stadium'] },
  {
    ground: 'Punjab Cricket Association IS Bindra Stadium',
    country: 'India',
    aliases: ['Punjab Cricket Association Stadium'],
  },
  { ground: 'Rajiv Gandhi International Stadium', country: 'India' },
  { ground: 'Saurashtra Cricket Association Stadium', country: 'India' },
  { ground: 'Vidarbha C.A. Ground', country: 'India' },
  { ground: 'Vidarbha Cricket Association Stadium', country: 'India' },
  { ground: 'Wankhede Stadium', country: 'India' },
  { ground: 'Bharat Ratna Shri Atal Bihari Vajpayee Ekana Cricket Stadium', country: 'India' },
  // Ireland
  { ground: 'Civil Service Cricket Club', country: 'Ireland' },
  { ground: 'The Village', country: 'Ireland' },
  // New Zealand
  { ground: 'AMI Stadium', country: 'New Zealand', aliases: ['Lancaster Park', 'Jade Stadium'] },
  { ground: 'Basin Reserve', country: 'New Zealand' },
  { ground: 'Bay Oval', country: 'New Zealand' },
  { ground: 'Eden Park', country: 'New Zealand' },
  { ground: 'Hagley Oval', country: 'New Zealand' },
  { ground: 'McLean Park', country: 'New Zealand' },
  { ground: 'Seddon Park', country: 'New Zealand' },
  { ground: 'University Oval', country: 'New Zealand' },
  // Pakistan
  { ground: 'Gaddafi Stadium', country: 'Pakistan' },
  { ground: 'Iqbal Stadium', country: 'Pakistan' },
  { ground: 'Multan Cricket Stadium', country: 'Pakistan' },
  { ground: 'National Stadium', country: 'Pakistan' },
  { ground: 'Rawalpindi Cricket Stadium', country: 'Pakistan' },
  // South Africa
  { ground: 'Kingsmead', country: 'South Africa' },
  { ground: 'Mangaung Oval', country: 'South Africa', aliases: ['OUTsurance Oval', 'Goodyear Park'] },
  { ground: 'Newlands', country: 'South Africa' },
  { ground: "St George's Park", country: 'South Africa' },
  { ground: 'Senwes Park', country: 'South Africa' },
  { ground: 'SuperSport Park', country: 'South Africa' },
  { ground: 'The Wanderers Stadium', country: 'South Africa', aliases: ['New Wanderers Stadium', 'Wanderers Stadium'] },
  { ground: 'Buffalo Park', country: 'South Africa' },
  // Sri Lanka
  { ground: 'Asgiriya Stadium', country: 'Sri Lanka' },
  { ground: 'Galle International Stadium', country: 'Sri Lanka' },
  { ground: 'P Sara Oval', country: 'Sri Lanka', aliases: ['P Saravanamuttu Stadium'] },
  { ground: 'Pallekele International Cricket Stadium', country: 'Sri Lanka' },
  { ground: 'R Premadasa Stadium', country: 'Sri Lanka' },
  { ground: 'Sinhalese Sports Club Ground', country: 'Sri Lanka' },
  // United Arab Emirates (neutral venues)
  { ground: 'Dubai International Cricket Stadium', country: 'U.A.E.' },
  { ground: 'Sharjah Cricket Stadium', country: 'U.A.E.' },
  { ground: 'Sheikh Zayed Stadium', country: 'U.A.E.' },
  // West Indies
  { ground: 'Antigua Recreation Ground', country: 'West Indies' },
  { ground: 'Arnos Vale Ground', country: 'West Indies' },
  {
    ground: 'Daren Sammy National Cricket Stadium',
    country: 'West Indies',
    aliases: ['Darren Sammy National Cricket Stadium', 'Beausejour Stadium'],
  },
  { ground: 'Kensington Oval', country: 'West Indies' },
  { ground: 'National Cricket Stadium', country: 'West Indies' },
  { ground: 'Providence Stadium', country: 'West Indies' },
  { ground: "Queen's Park Oval", country: 'West Indies' },
  { ground: 'Sabina Park', country: 'West Indies' },
  { ground: 'Sir Vivian Richards Stadium', country: 'West Indies' },
  { ground: 'Warner Park', country: 'West Indies' },
  { ground: 'Windsor Park', country: 'West Indies' },
  // Zimbabwe
  { ground: 'Harare Sports Club', country: 'Zimbabwe' },
  { ground: 'Queens Sports Club', country: 'Zimbabwe' },
];

/** Names shared by several grounds: the part after the first comma (the town, or the road) tells them apart. */
const SHARED_NAMES = new Set(['county ground']);

/**
 * The part before the first comma (with the next part when that is a shared name: "County Ground, Bristol"),
 * lower-case, dots to spaces, curly apostrophes straightened, spaces collapsed.
 */
export function venueKey(name: string): string {
  const parts = name.split(',');
  const first = clean(parts[0]);
  return SHARED_NAMES.has(first) && parts.length > 1 ? `${first}, ${clean(parts[1])}` : first;
}

function clean(name: string): string {
  return name
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const BY_KEY = new Map<string, GroundDef>();
const SLUGS = new Set<string>();
/** Each ground's every name (its name and aliases), as venue keys. */
const namesOf = (g: GroundDef) => [g.ground, ...(g.aliases ?? [])].map(venueKey);
for (const g of GROUNDS) {
  for (const name of [g.ground, ...(g.aliases ?? [])]) {
    const key = venueKey(name);
    if (BY_KEY.has(key)) throw new Error(`Venue table: "${name}" is listed twice`);
    BY_KEY.set(key, g);
  }
  if (SLUGS.has(groundSlug(g.ground))) throw new Error(`Venue table: two grounds have the page slug "${groundSlug(g.ground)}"`);
  SLUGS.add(groundSlug(g.ground));
}

/** A ground of the table: its name shown on the site, its page's slug and its host country. */
export interface Ground {
  ground: string;
  slug: string;
  country: string;
}

/** Every ground of the table, in the table's order. */
export const GROUND_TABLE: readonly Ground[] = GROUNDS.map((g) => ({ ground: g.ground, slug: groundSlug(g.ground), country: g.country }));

/**
 * The grounds of the table a venue string names, found by scanning every ground's names (not through the lookup
 * map): the alias test asserts exactly one for every venue of the archive.
 */
export function groundsMatching(venue: string): Ground[] {
  const key = venueKey(venue);
  return GROUNDS.filter((g) => namesOf(g).includes(key)).map((g) => ({ ground: g.ground, slug: groundSlug(g.ground), country: g.country }));
}

export interface ResolvedVenue {
  /** Canonical ground name shown on the site. */
  ground: string;
  /** Host Test nation, or null when the venue is not in the table. */
  hostCountry: string | null;
}

/** Map a Cricsheet venue string to its canonical ground and host country. */
export function resolveVenue(venueGiven: string, city?: string | null): ResolvedVenue {
  // "County Ground" alone (no town): the match's city tells which.
  const venue = !venueGiven.includes(',') && SHARED_NAMES.has(clean(venueGiven)) && city ? `${venueGiven}, ${city}` : venueGiven;
  const def = BY_KEY.get(venueKey(venue));
  if (def) return { ground: def.ground, hostCountry: def.country };
  // Outside the table (limited-overs grounds that never held a Test): the name as the key reads it, no host.
  const parts = venue.split(',').map((p) => p.trim());
  const shared = SHARED_NAMES.has(clean(parts[0])) && parts.length > 1;
  return { ground: (shared ? `${parts[0]}, ${parts[1]}` : parts[0]) || venue, hostCountry: null };
}

