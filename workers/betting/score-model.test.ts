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
    const zs: number[] = [z(fit.home, TRUTH.home), z(fit.rho, TRUTH.rho)];
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
