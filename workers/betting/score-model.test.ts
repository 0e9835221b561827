import { describe, expect, it } from 'vitest';
import { goalsFromOdds } from './score-from-odds';
import { fitScoreModel, fixtureRates, readSeason, simulateSeason, type SeasonTruth } from './score-fit';
import { headlineChances } from './score-grid';

describe('expected goals backed out of the odds', () => {
  it('Arsenal 1.80, draw 3.90, Brighton 4.50 (multiplicative): the model reproduces the fair 1X2 within 1e-6', () => {
    const r = goalsFromOdds({ oneXTwo: [1.8, 3.9, 4.5], method: 'multiplicative' });
    if (!r.ok) throw new Error(r.message);
    const B = 1 / 1.8 + 1 / 3.9 + 1 / 4.5; // 1.03419
    const fair = [1 / 1.8 / B, 1 / 3.9 / B, 1 / 4.5 / B];
    const c = headlineChances(r.lambda, r.mu);
    expect(Math.abs(c.home - fair[0])).toBeLessThan(1e-6);
    expect(Math.abs(c.draw - fair[1])).toBeLessThan(1e-6);
    expect(Math.abs(c.away - fair[2])).toBeLessThan(1e-6);
    expect(r.exact).toBe(true);
    expect(r.lambda).toBeGreaterThan(r.mu);
  });

  it('round trip: prices made from λ 1.7, μ 0.9 (ρ −0.1) give back those rates', () => {
    const c = headlineChances(1.7, 0.9, -0.1);
    const r = goalsFromOdds({ oneXTwo: [1 / c.home, 1 / c.draw, 1 / c.away], method: 'shin', rho: -0.1 });
    if (!r.ok) throw new Error(r.message);
    expect(r.lambda).toBeCloseTo(1.7, 7);
    expect(r.mu).toBeCloseTo(0.9, 7);
    // with the over/under made from the same rates, the three chances agree exactly
    const r3 = goalsFromOdds({ oneXTwo: [1 / c.home, 1 / c.draw, 1 / c.away], overUnder: [1 / c.over25, 1 / (1 - c.over25)], method: 'power', rho: -0.1 });
    if (!r3.ok) throw new Error(r3.message);
    expect(r3.exact).toBe(true);
    expect(r3.lambda).toBeCloseTo(1.7, 6);
  });

  it('1X2 and over 2.5 that a Poisson model cannot match at once: a least-squares answer, said to differ', () => {
    // a short home side and a long total of goals do not fit one Poisson pair
    const r = goalsFromOdds({ oneXTwo: [1.3, 5.5, 11], overUnder: [3.2, 1.33], method: 'multiplicative' });
    if (!r.ok) throw new Error(r.message);
    expect(r.exact).toBe(false);
    expect(r.maxDifference).toBeGreaterThan(1e-3);
  });

  it('a book under 100 % has no margin to remove: named on the 1X2 field', () => {
    const r = goalsFromOdds({ oneXTwo: [3, 4, 5], method: 'shin' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.field).toBe('oneXTwo');
  });
});

const NAMES = ['Ashby', 'Barrow', 'Carlton', 'Dunmore', 'Eastleigh', 'Fairford', 'Garston', 'Hexley', 'Irwell', 'Jarrow', 'Kelso', 'Lydney', 'Marlow', 'Newent', 'Oakham', 'Penrith', 'Quorn', 'Rugeley', 'Selby', 'Thame'];
const TRUTH: SeasonTruth = {
  teams: NAMES.map((name, i) => ({ name, attack: 0.4 - (0.8 * i) / 19, defence: -0.35 + (0.6 * ((i * 7) % 20)) / 19 })),
  home: 0.25,
  rho: -0.1,
};
// attacks sum to 0 as the fit's constraint wants
const meanAttack = TRUTH.teams.reduce((a, t) => a + t.attack, 0) / 20;

describe('Dixon–Coles fitted to results', () => {
  it('a season simulated from known parameters (3 × 380 matches): they are recovered within their standard errors', () => {
    const matches = simulateSeason(TRUTH, 'fit-recovery', '2023-08-05', 6);
    expect(matches).toHaveLength(1140);
    const fit = fitScoreModel(matches);
    if (!fit.ok) throw new Error(fit.message);
    const z = (est: { estimate: number; standardError: number }, truth: number) => Math.abs(est.estimate - truth) / est.standardError;
    const zs: number[] = [z(fit.home, TRUTH.home), z(fit.rho!, TRUTH.rho)];
    for (const t of fit.teams) {
      const tr = TRUTH.teams.find((x) => x.name === t.name)!;
      zs.push(z(t.attack, tr.attack - meanAttack), z(t.defence, tr.defence + meanAttack));
    }
    // 42 parameters: about 68 % within one standard error, 95 % within two, all within 3.5
    expect(Math.max(...zs)).toBeLessThan(3.5);
    expect(zs.filter((v) => v <= 1).length / zs.length).toBeGreaterThan(0.5);
    expect(zs.filter((v) => v <= 2).length / zs.length).toBeGreaterThan(0.85);
    expect(fit.home.standardError).toBeLessThan(0.05);
  });

  it('the time-decay weight: with ξ = 0 every match counts alike; a heavy ξ leans on the recent matches', () => {
    const matches = simulateSeason(TRUTH, 'decay', '2024-08-03', 2);
    const flat = fitScoreModel(matches, 0);
    const decayed = fitScoreModel(matches, 0.02);
    if (!flat.ok || !decayed.ok) throw new Error('fit failed');
    expect(decayed.home.standardError).toBeGreaterThan(flat.home.standardError);
    const r = fixtureRates(flat, 'Ashby', 'Thame')!;
    expect(r.lambda).toBeGreaterThan(r.mu);
  });

  it('a pasted season is read with its errors named by line and field; a team that never scored is refused', () => {
    const ok = readSeason('date,home,away,home_goals,away_goals\n2025-08-09,A,B,2,1\n');
    expect(ok.ok).toBe(true);
    expect(readSeason('date,home,away,home_goals\n2025-08-09,A,B,2\n')).toMatchObject({ ok: false, line: 1 });
    expect(readSeason('date,home,away,home_goals,away_goals\n09/08/2025,A,B,2,1\n')).toMatchObject({ ok: false, line: 2, message: expect.stringMatching(/^date/) });
    expect(readSeason('date,home,away,home_goals,away_goals\n2025-08-09,A,B,two,1\n')).toMatchObject({ ok: false, line: 2, message: expect.stringMatching(/home_goals/) });
    const blank = readSeason('date,home,away,home_goals,away_goals\n2025-08-09,A,B,0,1\n2025-08-16,B,C,1,1\n2025-08-23,C,A,2,0\n');
    if (!blank.ok) throw new Error(blank.message);
    expect(fitScoreModel(blank.matches)).toEqual({ ok: false, message: expect.stringMatching(/^A never scored/) });
  });
});

describe('Poisson and Dixon–Coles side by side', () => {
  it('the Poisson fit (ρ held at 0) meets its score equations: every team scores and concedes what it is expected to', () => {
    // A hand-written season of 4 teams, each pair home and away.
    const rows = [
      ['A', 'B', 2, 0], ['A', 'C', 1, 1], ['A', 'D', 3, 1], ['B', 'A', 1, 1], ['B', 'C', 0, 2], ['B', 'D', 2, 2],
      ['C', 'A', 0, 1], ['C', 'B', 1, 0], ['C', 'D', 2, 1], ['D', 'A', 0, 0], ['D', 'B', 1, 2], ['D', 'C', 1, 3],
    ] as const;
    const matches = rows.map(([home, away, homeGoals, awayGoals], i) => ({ date: `2025-08-${String(9 + i).padStart(2, '0')}`, home, away, homeGoals, awayGoals }));
    const fit = fitScoreModel(matches, 0, 'poisson');
    if (!fit.ok) throw new Error(fit.message);
    expect(fit.rho).toBeNull();
    // The likelihood's derivatives are zero at its maximum: in log λ = home + attack_h + defence_a, the derivative in
    // attack_i is Σ (goals i scored − expected), in defence_i Σ (goals conceded − expected), in home Σ (home goals −
    // expected): so each sum of expectations equals the goals (the attacks' sum-to-0 leaves the attack equations
    // tied, but with the defences' they all hold).
    const scored = new Map<string, number>();
    const expectedScored = new Map<string, number>();
    const conceded = new Map<string, number>();
    const expectedConceded = new Map<string, number>();
    const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
    let homeGoals = 0;
    let homeExpected = 0;
    for (const m of matches) {
      const r = fixtureRates(fit, m.home, m.away)!;
      add(scored, m.home, m.homeGoals);
      add(scored, m.away, m.awayGoals);
      add(expectedScored, m.home, r.lambda);
      add(expectedScored, m.away, r.mu);
      add(conceded, m.home, m.awayGoals);
      add(conceded, m.away, m.homeGoals);
      add(expectedConceded, m.home, r.mu);
      add(expectedConceded, m.away, r.lambda);
      homeGoals += m.homeGoals;
      homeExpected += r.lambda;
    }
    for (const t of ['A', 'B', 'C', 'D']) {
      expect(expectedScored.get(t)).toBeCloseTo(scored.get(t)!, 6);
      expect(expectedConceded.get(t)).toBeCloseTo(conceded.get(t)!, 6);
    }
    expect(homeExpected).toBeCloseTo(homeGoals, 6);
    // The Dixon–Coles fit of the same season has a ρ with its standard error.
    const dc = fitScoreModel(matches, 0, 'dixon-coles');
    if (!dc.ok) throw new Error(dc.message);
    expect(dc.rho!.standardError).toBeGreaterThan(0);
  });

  it('at λ 1.2, μ 0.9, ρ −0.1 only the four low scores differ, by the τ factors worked by hand', async () => {
    const { scoreModel } = await import('./score-model');
    const r = scoreModel({ source: 'rates', lambda: 1.2, mu: 0.9, rho: -0.1 });
    if (!r.ok) throw new Error(r.message);
    const { poisson, dixonColes } = r.compare;
    const e = Math.exp(-2.1); // P(0, 0) under Poisson: e^−λ e^−μ
    // Poisson: P(x, y) = e^−2.1 · 1.2^x / x! · 0.9^y / y!.
    expect(poisson.cells[0][0]).toBeCloseTo(e, 12);
    expect(poisson.cells[2][1]).toBeCloseTo((e * 1.2 ** 2 * 0.9) / 2, 12);
    // τ(0,0) = 1 − λμρ = 1.108; τ(0,1) = 1 + λρ = 0.88; τ(1,0) = 1 + μρ = 0.91; τ(1,1) = 1 − ρ = 1.1.
    const diff = (x: number, y: number) => dixonColes.cells[x][y] - poisson.cells[x][y];
    expect(diff(0, 0)).toBeCloseTo(0.108 * e, 12);
    expect(diff(0, 1)).toBeCloseTo(-0.12 * 0.9 * e, 12);
    expect(diff(1, 0)).toBeCloseTo(-0.09 * 1.2 * e, 12);
    expect(diff(1, 1)).toBeCloseTo(0.1 * 1.2 * 0.9 * e, 12);
    // The changes cancel: 0.108 − 0.108 − 0.108 + 0.108 (times e^−2.1), and every other score is the same.
    expect(diff(0, 0) + diff(0, 1) + diff(1, 0) + diff(1, 1)).toBeCloseTo(0, 12);
    for (let x = 0; x < 6; x++) for (let y = 0; y < 6; y++) if (x > 1 || y > 1) expect(diff(x, y)).toBeCloseTo(0, 12);
    expect(r.compare.rho).toBeNull();
  });

  it('from a season: two fits, the Dixon–Coles ρ with its standard error; from the odds: two solves of the same prices', async () => {
    const { scoreModel } = await import('./score-model');
    const matches = simulateSeason(TRUTH, 'compare', '2025-08-09', 2);
    const season = 'date,home,away,home_goals,away_goals\n' + matches.map((m) => `${m.date},${m.home},${m.away},${m.homeGoals},${m.awayGoals}`).join('\n');
    const r = scoreModel({ source: 'results', season, xi: 0, home: 'Ashby', away: 'Thame', useRho: true });
    if (!r.ok) throw new Error(r.message);
    const dc = fitScoreModel(matches, 0, 'dixon-coles');
    const po = fitScoreModel(matches, 0, 'poisson');
    if (!dc.ok || !po.ok) throw new Error('fit failed');
    expect(r.compare.rho).toEqual(dc.rho);
    expect(r.compare.poisson.lambda).toBeCloseTo(fixtureRates(po, 'Ashby', 'Thame')!.lambda, 12);
    expect(r.compare.dixonColes.lambda).toBeCloseTo(fixtureRates(dc, 'Ashby', 'Thame')!.lambda, 12);
    // Unticked, the markets come from the Poisson fit, not from the Dixon–Coles strengths with ρ dropped.
    const plain = scoreModel({ source: 'results', season, xi: 0, home: 'Ashby', away: 'Thame', useRho: false });
    expect(plain.ok && [plain.lambda, plain.rho]).toEqual([r.compare.poisson.lambda, 0]);
    // From the odds: each model's expected goals reproduce the same fair 1X2.
    const o = scoreModel({ source: 'odds', oneXTwo: [1.8, 3.9, 4.5], overUnder: null, method: 'multiplicative', rho: -0.1 });
    if (!o.ok) throw new Error(o.message);
    const a = headlineChances(o.compare.poisson.lambda, o.compare.poisson.mu, 0);
    const b = headlineChances(o.compare.dixonColes.lambda, o.compare.dixonColes.mu, -0.1);
    expect(Math.abs(a.home - b.home)).toBeLessThan(1e-6);
    expect(Math.abs(a.away - b.away)).toBeLessThan(1e-6);
    expect(Math.abs(a.draw - b.draw)).toBeLessThan(1e-6);
    // Same 1X2, different scores: the correction moves chance between the low scores, the rates make up the rest.
    expect(Math.abs(o.compare.dixonColes.cells[0][0] - o.compare.poisson.cells[0][0])).toBeGreaterThan(1e-3);
  });
});

describe("the page's engine call", () => {
  it('from the odds, from rates and from a season; each refusal names its field', async () => {
    const { scoreModel } = await import('./score-model');
    const odds = scoreModel({ source: 'odds', oneXTwo: [1.8, 3.9, 4.5], overUnder: null, method: 'shin', rho: 0 });
    expect(odds.ok && odds.fromOdds?.exact).toBe(true);
    expect(odds.ok && odds.cells.length).toBe(6);
    expect(scoreModel({ source: 'rates', lambda: 0, mu: 1, rho: 0 })).toMatchObject({ ok: false, field: 'lambda' });
    expect(scoreModel({ source: 'rates', lambda: 2, mu: 2, rho: 0.5 })).toMatchObject({ ok: false, field: 'rho' });
    const season = 'date,home,away,home_goals,away_goals\n' + simulateSeason(TRUTH, 's', '2025-08-09', 2).map((m) => `${m.date},${m.home},${m.away},${m.homeGoals},${m.awayGoals}`).join('\n');
    expect(scoreModel({ source: 'results', season, xi: 0, home: '', away: '', useRho: true })).toMatchObject({ ok: false, field: 'fixture', fit: { ok: true } });
    const r = scoreModel({ source: 'results', season, xi: 0, home: 'Ashby', away: 'Thame', useRho: false });
    expect(r.ok && r.rho).toBe(0);
    expect(scoreModel({ source: 'results', season: 'nonsense', xi: 0, home: 'A', away: 'B', useRho: false })).toMatchObject({ ok: false, field: 'season' });
    expect(scoreModel({ source: 'results', season, xi: 1, home: 'Ashby', away: 'Thame', useRho: false })).toMatchObject({ ok: false, field: 'xi' });
  });
});
