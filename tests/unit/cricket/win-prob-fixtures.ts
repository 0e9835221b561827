/**
 * Hand-written Cricsheet-shaped Tests for the win-probability tests. A delivery is written
 * [batter, bowler, runs.batter, extras?, wicket?]; non-strikers are filled in; each over holds the deliveries given.
 */
type Extras = Record<string, number>;
export type Ball = [string, string, number, Extras?, { kind: string; player_out: string }?];

export interface InningsSpec {
  team: string;
  overs?: Ball[][];
  declared?: boolean;
  forfeited?: boolean;
  penalty?: { pre?: number; post?: number };
}

export function cricsheetMatch(opts: {
  teams?: [string, string];
  innings: InningsSpec[];
  outcome: Record<string, unknown>;
  season?: string;
  date?: string;
}) {
  const teams = opts.teams ?? ['England', 'Australia'];
  const people: Record<string, string> = {};
  const innings = opts.innings.map((inn) => ({
    team: inn.team,
    ...(inn.declared ? { declared: true } : {}),
    ...(inn.forfeited ? { forfeited: true } : {}),
    ...(inn.penalty ? { penalty_runs: inn.penalty } : {}),
    overs: (inn.overs ?? []).map((balls, over) => ({
      over,
      deliveries: balls.map(([batter, bowler, bat, extras, wicket]) => {
        for (const n of [batter, bowler, 'NS']) people[n] = `id-${n}`;
        const ex = extras ?? {};
        const total = bat + Object.values(ex).reduce((a, b) => a + b, 0);
        return {
          batter,
          bowler,
          non_striker: 'NS',
          runs: { batter: bat, extras: total - bat, total },
          ...(extras ? { extras } : {}),
          ...(wicket ? { wickets: [wicket] } : {}),
        };
      }),
    })),
  }));
  return {
    meta: { data_version: '1.1.0' },
    info: {
      match_type: 'Test',
      gender: 'male',
      teams,
      dates: [opts.date ?? '2019-08-14'],
      season: opts.season ?? '2019',
      venue: "Lord's, London",
      outcome: opts.outcome,
      registry: { people },
      players: { [teams[0]]: [], [teams[1]]: [] },
      balls_per_over: 6,
    },
    innings,
  };
}
