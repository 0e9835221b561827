/** Shapes of the cricket API's `data` fields (see api/cricket/queries.ts). */
export interface CricketPlayer {
  player_id: string;
  name: string;
  url_slug: string;
  team: string;
  first_test: string;
  last_test: string;
  matches: number;
  innings: number;
  runs: number;
}

export interface CareerSummary {
  matches: number;
  innings: number;
  not_outs: number;
  outs: number;
  runs: number;
  balls_faced: number;
  average: number | null;
  strike_rate: number | null;
  fours: number;
  sixes: number;
  fifties: number;
  centuries: number;
  highest_score: number | null;
  highest_not_out: boolean;
}

export interface TestRef {
  match_id: string;
  date: string;
  opposition: string;
  ground: string;
}

export interface DataCoverage {
  matches: number;
  first_match_date: string | null;
  last_match_date: string | null;
}

export interface PlayerDetail {
  player_id: string;
  name: string;
  url_slug: string;
  teams: string[];
  first_test: TestRef;
  last_test: TestRef;
  matches: number;
  summary: CareerSummary;
  data_coverage: DataCoverage;
}

export interface InningsRecord {
  match_id: string;
  match_inns: number;
  team: string;
  opposition: string;
  runs: number;
  balls_faced: number;
  did_bat: number;
  is_out: number;
  is_fifty: number;
  is_century: number;
  fours: number;
  sixes: number;
  strike_rate: number | null;
  batting_position: number | null;
  dismissal: string;
  match_start_date: string;
  match_year: number;
  ground: string;
  host_country: string | null;
  run_bin: string | null;
}

export interface CoverageStatus extends DataCoverage {
  import_status: string | null;
}
