import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GROUND_TABLE, groundsMatching, resolveVenue } from '../../../api/cricket/import/venues';
import { groundSlug, seriesSlug, teamSlug } from '../../../common/cricket/cricket-slugs';
import { ballAgeBand, isAwarded, resultFor, seriesResult, sideOf, streaks, type TeamResult } from '../../../common/cricket/team-results';

describe('results and home / away from the host country', () => {
  it('gives won, lost, drawn and tied from the outcome, and nothing for a Test without a result', () => {
    expect(resultFor('England', { winner: 'England', result: 'win' })).toBe('won');
    expect(resultFor('India', { winner: 'England', result: 'win' })).toBe('lost');
    expect(resultFor('India', { winner: null, result: 'draw' })).toBe('drawn');
    expect(resultFor('India', { winner: null, result: 'tie' })).toBe('tied');
    expect(resultFor('India', { winner: null, result: 'unknown' })).toBeNull();
    // The Oval 2006: awarded to England, a win for England and a loss for Pakistan, marked.
    expect(isAwarded('England won (Awarded)')).toBe(true);
    expect(isAwarded('England won by 10 runs')).toBe(false);
  });

  it('places a Test by the ground host country against the team', () => {
    const galle = resolveVenue('Galle International Stadium').hostCountry;
    expect(sideOf('Sri Lanka', 'England', galle)).toBe('home');
    expect(sideOf('England', 'Sri Lanka', galle)).toBe('away');
    // Pakistan's "home" Tests in the Emirates are neutral for both sides; Cardiff is England.
    const abuDhabi = resolveVenue('Sheikh Zayed Stadium').hostCountry;
    expect(sideOf('Pakistan', 'England', abuDhabi)).toBe('neutral');
    expect(sideOf('England', 'Pakistan', abuDhabi)).toBe('neutral');
    expect(sideOf('England', 'Australia', resolveVenue('Sophia Gardens, Cardiff').hostCountry)).toBe('home');
    expect(sideOf('England', 'Australia', null)).toBe('neutral');
  });
});

describe('the ground alias table', () => {
  it('maps each spelling the archive uses to one ground', () => {
    const pairs: [string, string][] = [
      ["Lord's", "Lord's"],
      ["Lord's, London", "Lord's"],
      ['Kennington Oval', 'Kennington Oval'],
      ['Kennington Oval, London', 'Kennington Oval'],
      ['M.Chinnaswamy Stadium', 'M Chinnaswamy Stadium'],
      ['Feroz Shah Kotla', 'Arun Jaitley Stadium'],
      ['Sardar Patel Stadium, Motera', 'Narendra Modi Stadium'],
      ['Beausejour Stadium, Gros Islet', 'Daren Sammy National Cricket Stadium'],
      ['Darren Sammy National Cricket Stadium, Gros Islet', 'Daren Sammy National Cricket Stadium'],
      ['Western Australia Cricket Association Ground, Perth', 'W.A.C.A. Ground'],
      ['Chittagong Divisional Stadium', 'Zahur Ahmed Chowdhury Stadium'],
      ['Punjab Cricket Association Stadium, Mohali', 'Punjab Cricket Association IS Bindra Stadium'],
    ];
    for (const [venue, ground] of pairs) expect(groundsMatching(venue).map((g) => g.ground), venue).toEqual([ground]);
    // Two grounds of one city stay two: the old Nagpur ground and the Jamtha stadium; Karachi's and Grenada's.
    expect(groundsMatching('Vidarbha C.A. Ground')[0].ground).not.toBe(groundsMatching('Vidarbha Cricket Association Stadium, Jamtha')[0].ground);
    expect(groundsMatching('National Stadium, Karachi')[0].country).toBe('Pakistan');
    expect(groundsMatching("National Cricket Stadium, St George's")[0].country).toBe('West Indies');
    expect(groundsMatching('Nowhere Park')).toEqual([]);
  });

  it('maps every venue of the fixture matches to exactly one ground, and every ground has its own slug', () => {
    const root = 'tests/fixtures';
    const venues = new Set<string>();
    for (const dir of readdirSync(root).filter((d) => d.startsWith('cricsheet') && d !== 'cricsheet-bad')) {
      for (const f of readdirSync(join(root, dir)).filter((n) => n.endsWith('.json'))) {
        const venue = (JSON.parse(readFileSync(join(root, dir, f), 'utf8')) as { info?: { venue?: string } }).info?.venue;
        if (venue) venues.add(venue);
      }
    }
    expect(venues.size).toBeGreaterThan(0);
    for (const v of venues) expect(groundsMatching(v), v).toHaveLength(1);
    const slugs = GROUND_TABLE.map((g) => g.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(groundSlug("Lord's")).toBe('lords');
    expect(groundSlug('W.A.C.A. Ground')).toBe('waca-ground');
    expect(teamSlug('South Africa')).toBe('south-africa');
    expect(seriesSlug('2016/17', 'Border-Gavaskar Trophy', null)).toBe('2016-17-border-gavaskar-trophy');
    expect(seriesSlug('2017/18', 'England tour of Australia and New Zealand', ['England', 'New Zealand'])).toBe(
      '2017-18-england-tour-of-australia-and-new-zealand-england-v-new-zealand',
    );
  });
});

describe('ball-age bands', () => {
  it('bands the over of the innings: 1-20, 21-40, 41-80, 81 onward', () => {
    // Cricsheet's over index 0 is the first over.
    expect([0, 19, 20, 39, 40, 79, 80, 150].map(ballAgeBand)).toEqual(['1-20', '1-20', '21-40', '21-40', '41-80', '41-80', '81+', '81+']);
  });
});

describe('streaks', () => {
  const seq = (s: string) =>
    [...s].map((c, i): { key: string; result: TeamResult | null } => ({
      key: `t${i + 1}`,
      result: ({ W: 'won', L: 'lost', D: 'drawn', T: 'tied', N: null } as const)[c as 'W' | 'L' | 'D' | 'T' | 'N'],
    }));
  it('finds the longest winning and unbeaten runs and the current ones', () => {
    // W W L W W W D W L D W W
    const s = streaks(seq('WWLWWWDWLDWW'));
    expect(s.longestWinning).toEqual({ length: 3, from: 't4', to: 't6' });
    expect(s.longestUnbeaten).toEqual({ length: 5, from: 't4', to: 't8' });
    expect(s.currentWinning).toEqual({ length: 2, from: 't11', to: 't12' });
    expect(s.currentUnbeaten).toEqual({ length: 3, from: 't10', to: 't12' });
  });
  it('ends both runs on a defeat and on a Test without a result; the first longest run is kept', () => {
    const s = streaks(seq('WWNWWL'));
    expect(s.longestWinning).toEqual({ length: 2, from: 't1', to: 't2' });
    expect(s.currentWinning.length).toBe(0);
    expect(s.currentUnbeaten.length).toBe(0);
    expect(streaks([]).longestWinning).toEqual({ length: 0, from: null, to: null });
  });
});

describe('series results', () => {
  const t = (matchNumber: number | null, winner: string | null) => ({ matchNumber, winner, result: winner ? 'win' : 'draw' });
  const pair = ['Australia', 'England'] as const;
  it('states the result of a complete series', () => {
    const r = seriesResult(pair, [t(1, 'Australia'), t(2, 'Australia'), t(3, 'England'), t(4, null), t(5, 'Australia')]);
    expect(r).toMatchObject({ complete: true, wins: [3, 1], drawn: 1, gaps: [], text: 'Australia won 3\u20131' });
    expect(seriesResult(pair, [t(1, 'England'), t(2, 'Australia'), t(3, null)]).text).toBe('Drawn 1\u20131');
    expect(seriesResult(pair, [t(1, null), t(2, null)]).text).toBe('Drawn 0\u20130');
    // A one-off Test the file does not number (a final) is a series of one.
    expect(seriesResult(['India', 'New Zealand'], [t(null, 'New Zealand')]).text).toBe('New Zealand won 1\u20130');
  });
  it('names a missing Test and claims no result', () => {
    // The archive lacks Test 1 of a four-Test series: three held, no series result.
    const r = seriesResult(['Australia', 'India'], [t(2, 'India'), t(3, null), t(4, 'India')]);
    expect(r.complete).toBe(false);
    expect(r.gaps).toEqual(["Test 1 of the series is not in the archive under this series' name and season"]);
    expect(r.text).toBe('As far as the archive holds (3 Tests): Australia 0, India 2, 1 drawn');
    expect(r.text).not.toMatch(/won/);
    // A missing Test of the archive that may belong to it, and one the numbering already names.
    const m = seriesResult(pair, [t(1, 'England'), t(3, 'England')], [
      { testNumber: 2001, seriesMatch: 2 },
      { testNumber: 2004, seriesMatch: null },
    ]);
    expect(m.gaps).toEqual(["Test 2 of the series is not in the archive under this series' name and season", 'Test no. 2004, which may belong to this series']);
    expect(seriesResult(pair, [t(1, 'England'), t(null, 'England')]).complete).toBe(false);
  });
});
