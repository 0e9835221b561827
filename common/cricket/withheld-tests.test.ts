import { describe, expect, it } from 'vitest';
import { WITHHELD_TESTS, withheldRecord, withheldResultText, withheldTest } from './withheld-tests';

describe("the Tests Cricsheet withholds (Afghanistan's)", () => {
  it("gives Ireland's record with them: the archive's 10 Tests and 2 wins become 12 and 3", () => {
    const w = withheldRecord('Ireland');
    expect(w).toMatchObject({ played: 2, won: 1, lost: 1, drawn: 0 });
    expect(10 + w.played).toBe(12);
    expect(2 + w.won).toBe(3);
    expect(w.tests.map((t) => withheldResultText(t))).toEqual(['Afghanistan won by 7 wickets', 'Ireland won by 6 wickets']);
  });
  it('every row is an Afghanistan Test with one official number, in date order', () => {
    expect(WITHHELD_TESTS.every((t) => t.teams.includes('Afghanistan'))).toBe(true);
    expect(new Set(WITHHELD_TESTS.map((t) => t.number)).size).toBe(WITHHELD_TESTS.length);
    const dates = WITHHELD_TESTS.map((t) => t.date);
    expect([...dates].sort()).toEqual(dates);
    expect(withheldTest(2351)?.teams).toEqual(['Afghanistan', 'Ireland']);
    expect(withheldTest(2352)).toBeNull();
    expect(withheldResultText(withheldTest(2573)!)).toBe('Drawn');
  });
});
