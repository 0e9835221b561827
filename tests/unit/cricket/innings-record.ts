import type { InningsRecord } from '../../../src/features/cricket/api/cricket-types';

/** An innings record for unit tests: an England batter's innings v Australia at Lord's in 2020, out for 0, with `p` over it. */
export function rec(p: Partial<InningsRecord>): InningsRecord {
  return {
    match_id: 'm', match_inns: 1, team: 'England', opposition: 'Australia', runs: 0, balls_faced: 0, did_bat: 1, is_out: 1,
    is_fifty: 0, is_century: 0, fours: 0, sixes: 0, strike_rate: null, batting_position: 1, dismissal: 'caught',
    match_start_date: '2020-01-01', match_year: 2020, ground: "Lord's", host_country: 'England', run_bin: '0-9',
    balls_by_runs: null, ball_50: null, ball_100: null, ...p,
  };
}
