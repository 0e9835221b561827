import { describe, expect, it } from 'vitest';
import { matchLogOf } from './match-log';
import { matchSteps, startState, type BallState } from './match-state';
import { cricsheetMatch, type Ball } from '../../tests/fixtures/win-prob-fixtures';

const w = (player_out: string, kind = 'bowled') => ({ kind, player_out });
const steps = (json: unknown) => {
  const log = matchLogOf(json, 'England')!;
  return { log, steps: matchSteps(log), start: startState(log) };
};
const pick = (s: BallState) => [s.inns, s.batting, s.lead, s.wickets, s.innsBalls, s.matchBalls, s.followOn, s.needed, s.over];

describe('the state after every delivery (hand-worked fixtures)', () => {
  it('follows a follow-on and a fourth-innings chase to the winning run', () => {
    const a: Ball[] = [['E1', 'A9', 4], ['E1', 'A9', 6], ['E2', 'A9', 0, undefined, w('E2')]];
    const b: Ball[] = [['A1', 'E9', 1], ['A1', 'E9', 0, undefined, w('A1', 'caught')]];
    const c: Ball[] = [['A2', 'E9', 4], ['A2', 'E9', 0, { wides: 1 }], ['A2', 'E9', 20]];
    const d: Ball[] = [['E1', 'A9', 2], ['E1', 'A9', 4]];
    const { steps: s, start } = steps(
      cricsheetMatch({ innings: [{ team: 'England', overs: [a] }, { team: 'Australia', overs: [b] }, { team: 'Australia', overs: [c] }, { team: 'England', overs: [d] }], outcome: { winner: 'England', by: { wickets: 10 } } }),
    );
    expect(pick(start)).toEqual([1, 0, 0, 0, 0, 0, false, null, false]);
    // England 10 for 1 wicket after three balls; the innings ends: the state is Australia's first ball.
    expect(pick(s[0].after)).toEqual([1, 0, 4, 0, 1, 1, false, null, false]);
    expect(pick(s[2].after)).toEqual([2, 1, 10, 0, 0, 3, false, null, false]);
    // Australia 1 all out (here: one wicket ends the innings) and follow on: 9 behind.
    expect(pick(s[4].after)).toEqual([3, 1, 9, 0, 0, 5, true, null, false]);
    // The wide is a delivery but not a ball; 4 + 1 + 20 = 25: Australia lead by 16, England need 17.
    expect(s[6]).toMatchObject({ seq: 7, inns: 3, place: '0.2', legal: false, total: 1 });
    expect(pick(s[7].after)).toEqual([4, 0, -16, 0, 0, 7, true, 17, false]);
    expect(pick(s[8].after)).toEqual([4, 0, -14, 0, 1, 8, true, 15, false]);
    // Not the winning total here (the fixture stops short): the last delivery ends the match anyway.
    expect(pick(s[9].after)).toEqual([4, 0, -10, 0, 2, 9, true, 11, true]);
    expect(s.map((x) => x.place)).toEqual(['0.1', '0.2', '0.3', '0.1', '0.2', '0.1', '0.2', '0.2', '0.1', '0.2']);
  });

  it('counts penalty runs before and after an innings, a declaration and a retired-hurt batter', () => {
    const a: Ball[] = [['E1', 'A9', 1], ['E1', 'A9', 0, undefined, w('E1', 'retired hurt')], ['E3', 'A9', 0, { penalty: 5 }]];
    const b: Ball[] = [['A1', 'E9', 2], ['A1', 'E9', 0, undefined, w('A1', 'lbw')]];
    const { steps: s, start } = steps(
      cricsheetMatch({
        innings: [
          { team: 'England', overs: [a], declared: true, penalty: { pre: 5, post: 5 } },
          { team: 'Australia', overs: [b], penalty: { pre: 5 } },
        ],
        outcome: { result: 'draw' },
      }),
    );
    // Five penalty runs before England's first ball count from the start.
    expect(start.lead).toBe(5);
    // Retired hurt is not a wicket.
    expect(pick(s[1].after)).toEqual([1, 0, 6, 0, 2, 2, false, null, false]);
    // After the declaration: +5 in the last delivery's extras, +5 recorded after the innings, and Australia's own 5
    // before its first ball: 5 + 1 + 5 + 5 - 5 = 11.
    expect(pick(s[2].after)).toEqual([2, 1, 11, 0, 0, 3, false, null, false]);
    expect(s[2].after.declared).toEqual([1, 0]);
    expect(s[3].after.lead).toBe(9);
    expect(pick(s[4].after)).toEqual([2, 1, 9, 1, 2, 5, false, null, true]);
  });

  it('skips a forfeited innings to the fourth-innings target', () => {
    const a: Ball[] = [['E1', 'A9', 4], ['E1', 'A9', 4]];
    const b: Ball[] = [['A1', 'E9', 6]];
    const d: Ball[] = [['A1', 'E9', 1], ['A1', 'E9', 2]];
    const { steps: s } = steps(
      cricsheetMatch({
        innings: [
          { team: 'England', overs: [a], declared: true },
          { team: 'Australia', overs: [b], declared: true },
          { team: 'England', forfeited: true },
          { team: 'Australia', overs: [d] },
        ],
        outcome: { winner: 'Australia', by: { wickets: 10 } },
      }),
    );
    // Australia declare 2 behind; England forfeit: Australia need 3 in the fourth innings.
    expect(pick(s[2].after)).toEqual([4, 1, 2, 0, 0, 3, false, 3, false]);
    expect(s[2].after.forfeited).toBe(1);
    expect(pick(s[3].after)).toEqual([4, 1, 1, 0, 1, 4, false, 2, false]);
    expect(pick(s[4].after)).toEqual([4, 1, -1, 0, 2, 5, false, 0, true]);
    expect(s[4].after.oversLeft).toBeCloseTo(450 - 5 / 6, 10);
  });

  it('reads the result from the side that batted first; an awarded Test has none', () => {
    const one: Ball[] = [['E1', 'A9', 1]];
    const base = { teams: ['Australia', 'England'] as [string, string], innings: [{ team: 'England', overs: [one] }] };
    expect(matchLogOf(cricsheetMatch({ ...base, outcome: { winner: 'England' } }))!.teams).toEqual(['England', 'Australia']);
    expect(matchLogOf(cricsheetMatch({ ...base, outcome: { winner: 'England' } }))!.result).toBe('first');
    expect(matchLogOf(cricsheetMatch({ ...base, outcome: { winner: 'Australia' } }))!.result).toBe('other');
    expect(matchLogOf(cricsheetMatch({ ...base, outcome: { result: 'tie' } }))!.result).toBe('draw');
    expect(matchLogOf(cricsheetMatch({ ...base, outcome: { winner: 'England', method: 'Awarded' } }))!.result).toBeNull();
    expect(matchLogOf(cricsheetMatch({ ...base, outcome: { result: 'no result' } }))!.result).toBeNull();
  });
});
