/**
 * A Test's title as cricket writes it, the home side first: "Australia v England" at Perth, "England v Australia" at
 * Lord's. The home side is the team whose country hosts the ground (the venue table, api/cricket/import/venues.ts, gives
 * each ground's host country; "West Indies" hosts the Caribbean grounds). At a neutral ground, or when the ground's
 * country is not known, the teams keep the order of the match file.
 */
export function homeFirst(teams: readonly [string, string], hostCountry: string | null): [string, string] {
  return hostCountry !== null && teams[1] === hostCountry && teams[0] !== hostCountry ? [teams[1], teams[0]] : [teams[0], teams[1]];
}

/** "Australia v England" (home side first). */
export const matchTitle = (m: { teams: readonly [string, string]; host_country: string | null }) => homeFirst(m.teams, m.host_country).join(' v ');
