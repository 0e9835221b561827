import { describe, expect, it } from 'vitest';
import { planPromotion, type FinalDivision } from './promotion';

const div = (divisionId: number, teams: number[], promote = 1, relegate = 1, ranks?: number[]): FinalDivision => ({
  divisionId,
  name: `Division ${divisionId}`,
  promote,
  relegate,
  table: teams.map((teamId, i) => ({ teamId, rank: ranks?.[i] ?? i + 1 })),
});

describe('promotion and relegation on a fixture league', () => {
  it('three divisions of four, one up and one down: the top division promotes nobody, the bottom relegates nobody', () => {
    const plan = planPromotion([div(1, [11, 12, 13, 14]), div(2, [21, 22, 23, 24]), div(3, [31, 32, 33, 34])]);
    const ids = plan.divisions.map((d) => d.teams.map((t) => `${t.teamId}${t.move === 'stays' ? '' : t.move === 'up' ? '↑' : '↓'}`));
    expect(ids).toEqual([
      ['11', '12', '13', '21↑'],
      ['14↓', '22', '23', '31↑'],
      ['24↓', '32', '33', '34'],
    ]);
    expect(plan.warnings).toEqual([]);
  });

  it('two up and two down keeps the sizes; a tie across the line is named', () => {
    const plan = planPromotion([div(1, [1, 2, 3, 4, 5, 6], 2, 2, [1, 2, 3, 4, 5, 5]), div(2, [7, 8, 9, 10, 11, 12], 2, 2)]);
    expect(plan.divisions.map((d) => d.teams.map((t) => t.teamId))).toEqual([
      [1, 2, 3, 4, 7, 8],
      [5, 6, 9, 10, 11, 12],
    ]);
    expect(plan.warnings).toEqual([]);
    const level = planPromotion([div(1, [1, 2, 3, 4, 5, 6], 2, 2, [1, 2, 3, 4, 4, 6]), div(2, [7, 8, 9, 10, 11, 12], 2, 2, [1, 2, 2, 4, 5, 6])]);
    expect(level.warnings).toEqual([
      'Division 1: places 4 and 5 are level on every tie-break across the relegation line; the table\'s order (by name) was used',
      'Division 2: places 2 and 3 are level on every tie-break across the promotion line; the table\'s order (by name) was used',
    ]);
  });
});
