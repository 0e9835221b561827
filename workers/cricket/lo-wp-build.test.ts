import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchLogOf } from './match-log';
import { loMatchPoints, loStateOf, prepareLimited, scoreLimitedArchive, type LoArchiveMatch } from './lo-wp-build';
import { loRatings } from './lo-wp-model';

const fixture = (id: string): LoArchiveMatch => ({
  matchId: id,
  log: matchLogOf(JSON.parse(readFileSync(`tests/fixtures/cricsheet-formats/${id}.json`, 'utf8')))!,
});

describe('the limited-overs state', () => {
  it('takes a D/L chase from the revised target (2000001: 15 off 2 overs after England made 17)', () => {
    const m = prepareLimited(fixture('2000001'), 50);
    // England: 4, 0, 1, 6, 1 wide, 0 (out), 0 | 1, 4, 0, 0, 0, 0 = 17 off 12 legal balls.
    expect(m.ctx).toEqual({ allowed1: 300, allowed2: 12, target: 15, firstTotal: 17 });
    expect(m.y).toBe(0);
    // Cut short by rain: its states do not count in the projection.
    expect(m.firstComplete).toBe(false);
    // Point 13: after England's last ball, the chase's start.
    expect(loStateOf(m, 13)).toEqual({ inns: 2, runs: 0, wickets: 0, balls: 0 });
    // After India's first three balls (4, 4, 4).
    expect(loStateOf(m, 16)).toEqual({ inns: 2, runs: 12, wickets: 0, balls: 3 });
    expect(loStateOf(m, 6)).toEqual({ inns: 1, runs: 12, wickets: 1, balls: 5 });
  });

  it('leaves a tie out of fitting and its super overs out of the match (2000002)', () => {
    const m = prepareLimited(fixture('2000002'), 20);
    expect(m.log.innings.length).toBe(2);
    expect(m.steps.length).toBe(12);
    expect(m.y).toBeNull();
    expect(m.ctx).toMatchObject({ allowed1: 120, allowed2: 120, target: 7 });
  });

  it('uses the match\'s own overs when reduced (2000004: 5 overs a side)', () => {
    const m = prepareLimited(fixture('2000004'), 20);
    expect(m.ctx.allowed1).toBe(30);
    expect(m.ctx.allowed2).toBe(30);
    expect(m.ctx.target).toBe(9);
  });
});

describe('ratings from earlier matches only', () => {
  it('moves by K times the surprise (hand-worked Elo) and never by a held-out season', () => {
    const games = [
      { matchId: '1', startDate: '2020-01-01', season: '2020', teams: ['A', 'B'] as [string, string], result: 1 },
      { matchId: '2', startDate: '2021-01-01', season: '2021', teams: ['B', 'A'] as [string, string], result: 1 },
      { matchId: '3', startDate: '2022-01-01', season: '2022', teams: ['A', 'B'] as [string, string], result: null },
    ];
    const r = loRatings(games, null, 32);
    expect(r.get('1')).toBe(0);
    // After 1: A 1516, B 1484; match 2 is B (first) against A: (1484 - 1516) / 400.
    expect(r.get('2')).toBeCloseTo(-32 / 400, 12);
    // B was expected to win with 1 / (1 + 10^(32/400)); it won: B gains 32 (1 - that).
    const gain = 32 * (1 - 1 / (1 + 10 ** (32 / 400)));
    expect(r.get('3')).toBeCloseTo((32 - 2 * gain) / 400, 10);
    const skip = loRatings(games, '2020', 32);
    expect(skip.get('2')).toBe(0);
  });
});

describe('scoreLimitedArchive', () => {
  it('scores only the matches with a result, each by a model without its season, with a probability on every point', () => {
    const matches = ['2000001', '2000002', '2000003', '2000004', '2000005'].map(fixture);
    const out = scoreLimitedArchive(matches, 50);
    expect(out.scored.map((s) => s.matchId).sort()).toEqual(['2000001', '2000004', '2000005']);
    for (const [season, model] of out.models) expect(model.trainedOn).not.toContain(season);
    const dl = out.prepared.find((m) => m.matchId === '2000001')!;
    const pts = loMatchPoints(dl, out.models.get('2023')!, 0);
    expect(pts.length).toBe(21);
    for (const p of pts) expect(p.p).toBeGreaterThan(0);
    // The projection on first-innings points only; never below the runs already made.
    expect(pts[6].projected!.lo).toBeGreaterThanOrEqual(12);
    expect(pts[14].projected).toBeNull();
  });
});
