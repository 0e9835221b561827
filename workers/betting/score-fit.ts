/**
 * Attack, defence and home advantage fitted to a season's results by maximum likelihood (Dixon & Coles 1997;
 * penaltyblog's `DixonColesGoalModel`, worked from its definition; docs/betting.md "Score models").
 *
 * Match k, home team h against away team a: home goals ~ Poisson(λ), away goals ~ Poisson(μ) with
 * λ = exp(home + attack_h + defence_a) and μ = exp(attack_a + defence_h) (a higher defence concedes more), the
 * low scores corrected by τ(x, y; λ, μ, ρ) (`score-grid.ts`), and each match weighted by w = exp(−ξ·t), t its age
 * in days at the season's last date. The attacks sum to 0 (the last is minus the sum of the others).
 * The weighted log-likelihood Σ w·[ln τ + x ln λ − λ + y ln μ − μ] is maximised by Newton's method: the gradient
 * exact, the Hessian by central differences of the gradient, the step halved until the likelihood rises (and every
 * τ stays above 0), until the largest gradient entry is under 1e-8 per match. Standard errors are the square roots of
 * the inverse observed information (−Hessian) at the optimum; with ξ > 0 they treat the weights as counts.
 */
import { parseCsv } from '../../common/csv';
import { createRng, type Seed } from '../core/rng';
import { generateFixtureRounds } from '../league-sim/fixtures';
import { dixonColesTau, scoreGrid, MAX_GOALS } from './score-grid';

export interface SeasonMatch {
  date: string;
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
}

export const SEASON_COLUMNS = ['date', 'home', 'away', 'home_goals', 'away_goals'] as const;
export const MAX_SEASON_MATCHES = 5000;
export const MAX_SEASON_TEAMS = 60;
export const MAX_XI = 0.05;

export type SeasonRead = { ok: true; matches: SeasonMatch[] } | { ok: false; line: number | null; message: string };

const norm = (h: string) => h.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** Reads a pasted season: a header naming the five columns (any order), one match a line. */
export function readSeason(text: string): SeasonRead {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, line: parsed.line, message: parsed.reason };
  if (parsed.records.length < 2) return { ok: false, line: null, message: 'Paste a header line and at least one match.' };
  const header = parsed.records[0].fields.map(norm);
  const missing = SEASON_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) return { ok: false, line: 1, message: `The header needs the columns ${SEASON_COLUMNS.join(', ')} (missing: ${missing.join(', ')}).` };
  const at = Object.fromEntries(SEASON_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<(typeof SEASON_COLUMNS)[number], number>;
  const matches: SeasonMatch[] = [];
  for (const rec of parsed.records.slice(1)) {
    const f = (c: (typeof SEASON_COLUMNS)[number]) => (rec.fields[at[c]] ?? '').trim();
    const date = f('date');
    const t = Date.parse(`${date}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== date) {
      return { ok: false, line: rec.line, message: `date: a date as YYYY-MM-DD, not "${date.slice(0, 20)}".` };
    }
    const home = f('home');
    const away = f('away');
    if (!home || !away || home.length > 60 || away.length > 60) return { ok: false, line: rec.line, message: 'home and away: team names of 1 to 60 characters.' };
    if (home === away) return { ok: false, line: rec.line, message: 'home and away are the same team.' };
    const goals = [f('home_goals'), f('away_goals')].map((g) => (/^\d{1,2}$/.test(g) ? Number(g) : null));
    if (goals[0] === null || goals[1] === null) return { ok: false, line: rec.line, message: 'home_goals and away_goals: whole numbers of goals, 0 to 99.' };
    matches.push({ date, home, away, homeGoals: goals[0], awayGoals: goals[1] });
    if (matches.length > MAX_SEASON_MATCHES) return { ok: false, line: rec.line, message: `At most ${MAX_SEASON_MATCHES} matches.` };
  }
  return { ok: true, matches };
}

/** Dixon–Coles (ρ fitted) or the independent Poisson model (ρ held at 0). */
export type ScoreModelKind = 'dixon-coles' | 'poisson';

export interface FittedParameter {
  estimate: number;
  standardError: number;
}

export interface ScoreFit {
  ok: true;
  teams: { name: string; matches: number; attack: FittedParameter; defence: FittedParameter }[];
  home: FittedParameter;
  /** The low-score correction with its standard error; null for the Poisson fit (ρ held at 0). */
  rho: FittedParameter | null;
  model: ScoreModelKind;
  xi: number;
  matches: number;
  logLikelihood: number;
  iterations: number;
}

export type ScoreFitResult = ScoreFit | { ok: false; message: string };

interface Prepared {
  n: number;
  hi: Int32Array;
  ai: Int32Array;
  x: Int32Array;
  y: Int32Array;
  w: Float64Array;
}

/** The weighted log-likelihood (constants left out) and its gradient in the reduced parameters θ. */
function evaluate(d: Prepared, theta: Float64Array, grad: Float64Array | null): number {
  const { n } = d;
  const att = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n - 1; i++) {
    att[i] = theta[i];
    sum += theta[i];
  }
  att[n - 1] = -sum;
  const def = theta.subarray(n - 1, 2 * n - 1);
  const home = theta[2 * n - 1];
  const rho = theta[2 * n];
  const gAtt = new Float64Array(n);
  const gDef = new Float64Array(n);
  let gHome = 0;
  let gRho = 0;
  let ll = 0;
  for (let k = 0; k < d.x.length; k++) {
    const h = d.hi[k];
    const a = d.ai[k];
    const x = d.x[k];
    const y = d.y[k];
    const w = d.w[k];
    const e1 = home + att[h] + def[a];
    const e2 = att[a] + def[h];
    const l = Math.exp(e1);
    const m = Math.exp(e2);
    let tau = 1;
    let t1 = 0;
    let t2 = 0;
    let tr = 0;
    if (x < 2 && y < 2) {
      tau = dixonColesTau(x, y, l, m, rho);
      if (!(tau > 0)) return -Infinity;
      if (x === 0 && y === 0) {
        t1 = (-l * m * rho) / tau;
        t2 = t1;
        tr = (-l * m) / tau;
      } else if (x === 0 && y === 1) {
        t1 = (l * rho) / tau;
        tr = l / tau;
      } else if (x === 1 && y === 0) {
        t2 = (m * rho) / tau;
        tr = m / tau;
      } else tr = -1 / tau;
    }
    ll += w * (Math.log(tau) + x * e1 - l + y * e2 - m);
    if (grad) {
      const d1 = w * (x - l + t1);
      const d2 = w * (y - m + t2);
      gAtt[h] += d1;
      gDef[a] += d1;
      gHome += d1;
      gAtt[a] += d2;
      gDef[h] += d2;
      gRho += w * tr;
    }
  }
  if (grad) {
    for (let i = 0; i < n - 1; i++) grad[i] = gAtt[i] - gAtt[n - 1];
    for (let i = 0; i < n; i++) grad[n - 1 + i] = gDef[i];
    grad[2 * n - 1] = gHome;
    grad[2 * n] = gRho;
  }
  return ll;
}

/** Cholesky factor of a symmetric positive-definite matrix (row-major, size P), or null. */
function cholesky(A: Float64Array, P: number): Float64Array | null {
  const L = new Float64Array(P * P);
  for (let i = 0; i < P; i++) {
    for (let j = 0; j <= i; j++) {
      let s = A[i * P + j];
      for (let k = 0; k < j; k++) s -= L[i * P + k] * L[j * P + k];
      if (i === j) {
        if (!(s > 0)) return null;
        L[i * P + i] = Math.sqrt(s);
      } else L[i * P + j] = s / L[j * P + j];
    }
  }
  return L;
}

function cholSolve(L: Float64Array, P: number, b: Float64Array): Float64Array {
  const z = new Float64Array(P);
  for (let i = 0; i < P; i++) {
    let s = b[i];
    for (let k = 0; k < i; k++) s -= L[i * P + k] * z[k];
    z[i] = s / L[i * P + i];
  }
  const x = new Float64Array(P);
  for (let i = P - 1; i >= 0; i--) {
    let s = z[i];
    for (let k = i + 1; k < P; k++) s -= L[k * P + i] * x[k];
    x[i] = s / L[i * P + i];
  }
  return x;
}

/** −Hessian by central differences of the exact gradient, symmetrised. */
function information(d: Prepared, theta: Float64Array, P: number): Float64Array {
  const H = new Float64Array(P * P);
  const gp = new Float64Array(theta.length);
  const gm = new Float64Array(theta.length);
  const h = 1e-5;
  for (let j = 0; j < P; j++) {
    const keep = theta[j];
    theta[j] = keep + h;
    evaluate(d, theta, gp);
    theta[j] = keep - h;
    evaluate(d, theta, gm);
    theta[j] = keep;
    for (let i = 0; i < P; i++) H[i * P + j] = -(gp[i] - gm[i]) / (2 * h);
  }
  for (let i = 0; i < P; i++) {
    for (let j = 0; j < i; j++) {
      const s = (H[i * P + j] + H[j * P + i]) / 2;
      H[i * P + j] = s;
      H[j * P + i] = s;
    }
  }
  return H;
}

/**
 * Fits the season; ξ per day (0: every match counts the same). `model` 'poisson' holds ρ at 0 and fits the rest
 * (the independent Poisson model, fitted in its own right, not the Dixon–Coles strengths with ρ dropped).
 */
export function fitScoreModel(matches: readonly SeasonMatch[], xi = 0, model: ScoreModelKind = 'dixon-coles'): ScoreFitResult {
  if (!(xi >= 0 && xi <= MAX_XI)) return { ok: false, message: `The time-decay weight ξ runs from 0 to ${MAX_XI} a day.` };
  const names = [...new Set(matches.flatMap((m) => [m.home, m.away]))].sort((a, b) => a.localeCompare(b));
  const n = names.length;
  if (n < 3) return { ok: false, message: 'At least 3 teams are needed.' };
  if (n > MAX_SEASON_TEAMS) return { ok: false, message: `At most ${MAX_SEASON_TEAMS} teams.` };
  const index = new Map(names.map((t, i) => [t, i]));
  const scored = new Float64Array(n);
  const conceded = new Float64Array(n);
  const played = new Int32Array(n);
  const last = Math.max(...matches.map((m) => Date.parse(m.date)));
  const K = matches.length;
  const d: Prepared = { n, hi: new Int32Array(K), ai: new Int32Array(K), x: new Int32Array(K), y: new Int32Array(K), w: new Float64Array(K) };
  matches.forEach((m, k) => {
    const h = index.get(m.home)!;
    const a = index.get(m.away)!;
    d.hi[k] = h;
    d.ai[k] = a;
    d.x[k] = m.homeGoals;
    d.y[k] = m.awayGoals;
    d.w[k] = Math.exp((-xi * (last - Date.parse(m.date))) / 86_400_000);
    scored[h] += m.homeGoals;
    scored[a] += m.awayGoals;
    conceded[h] += m.awayGoals;
    conceded[a] += m.homeGoals;
    played[h]++;
    played[a]++;
  });
  const never = names.findIndex((_, i) => scored[i] === 0 || conceded[i] === 0);
  if (never >= 0) {
    return { ok: false, message: `${names[never]} ${scored[never] === 0 ? 'never scored' : 'never conceded'}: its strength has no finite estimate. Add more of its matches or leave it out.` };
  }
  // θ always holds ρ last; the Poisson fit leaves it at 0 and optimises only the first P.
  const theta = new Float64Array(2 * n + 1);
  const P = model === 'poisson' ? 2 * n : 2 * n + 1;
  const meanGoals = (scored.reduce((a, b) => a + b, 0) / 2 / K) || 1;
  const logs = Array.from(scored, (s, i) => Math.log(s / played[i] / meanGoals));
  const meanLog = logs.reduce((a, b) => a + b, 0) / n;
  for (let i = 0; i < n - 1; i++) theta[i] = logs[i] - meanLog;
  for (let i = 0; i < n; i++) theta[n - 1 + i] = Math.log(Math.max(conceded[i], 0.5) / played[i]);
  theta[2 * n - 1] = 0.2;
  const grad = new Float64Array(2 * n + 1);
  let ll = evaluate(d, theta, grad);
  const totalW = d.w.reduce((a, b) => a + b, 0);
  let iterations = 0;
  for (; iterations < 100; iterations++) {
    if (Math.max(...grad.subarray(0, P).map(Math.abs)) < 1e-8 * totalW) break;
    const I = information(d, theta, P);
    const L = cholesky(I, P);
    // Not concave here (far from the optimum): a gradient step instead.
    const step = L ? cholSolve(L, P, grad) : grad.subarray(0, P).map((g) => g / totalW);
    let s = 1;
    let accepted = false;
    const trial = Float64Array.from(theta);
    for (let k = 0; k < 50; k++, s /= 2) {
      for (let i = 0; i < P; i++) trial[i] = theta[i] + s * step[i];
      const t = evaluate(d, trial, null);
      if (t > ll - 1e-12 * Math.abs(ll)) {
        accepted = true;
        break;
      }
    }
    if (!accepted) break;
    theta.set(trial);
    ll = evaluate(d, theta, grad);
  }
  const I = information(d, theta, P);
  const L = cholesky(I, P);
  if (!L) return { ok: false, message: 'The fit has no unique optimum (some teams are not linked by matches to the rest).' };
  const cov = new Float64Array(P * P);
  for (let j = 0; j < P; j++) {
    const e = new Float64Array(P);
    e[j] = 1;
    const col = cholSolve(L, P, e);
    for (let i = 0; i < P; i++) cov[i * P + j] = col[i];
  }
  const se = (i: number) => Math.sqrt(cov[i * P + i]);
  let lastAttack = 0;
  let lastVar = 0;
  for (let i = 0; i < n - 1; i++) {
    lastAttack -= theta[i];
    for (let j = 0; j < n - 1; j++) lastVar += cov[i * P + j];
  }
  return {
    ok: true,
    teams: names.map((name, i) => ({
      name,
      matches: played[i],
      attack: i < n - 1 ? { estimate: theta[i], standardError: se(i) } : { estimate: lastAttack, standardError: Math.sqrt(lastVar) },
      defence: { estimate: theta[n - 1 + i], standardError: se(n - 1 + i) },
    })),
    home: { estimate: theta[2 * n - 1], standardError: se(2 * n - 1) },
    rho: model === 'poisson' ? null : { estimate: theta[2 * n], standardError: se(2 * n) },
    model,
    xi,
    matches: K,
    logLikelihood: ll,
    iterations,
  };
}

/** λ and μ for a fixture from a fit. */
export function fixtureRates(fit: ScoreFit, home: string, away: string): { lambda: number; mu: number } | null {
  const h = fit.teams.find((t) => t.name === home);
  const a = fit.teams.find((t) => t.name === away);
  if (!h || !a || h === a) return null;
  return {
    lambda: Math.exp(fit.home.estimate + h.attack.estimate + a.defence.estimate),
    mu: Math.exp(a.attack.estimate + h.defence.estimate),
  };
}

export interface SeasonTruth {
  teams: { name: string; attack: number; defence: number }[];
  home: number;
  rho: number;
}

/** A double round-robin season drawn from known parameters (seeded), a match a week per round from `start`. */
export function simulateSeason(truth: SeasonTruth, seed: Seed, start = '2025-08-09', rounds = 2): SeasonMatch[] {
  const rng = createRng(seed);
  const ids = truth.teams.map((_, i) => i);
  const out: SeasonMatch[] = [];
  const t0 = Date.parse(`${start}T00:00:00Z`);
  const side = MAX_GOALS + 1;
  for (const r of generateFixtureRounds(ids, rounds, rng)) {
    const date = new Date(t0 + (r.round - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
    for (const f of r.matches) {
      const h = truth.teams[f.player1];
      const a = truth.teams[f.player2];
      const g = scoreGrid(Math.exp(truth.home + h.attack + a.defence), Math.exp(a.attack + h.defence), truth.rho);
      let u = rng.next();
      let c = 0;
      while (c < g.p.length - 1 && u >= g.p[c]) u -= g.p[c++];
      out.push({ date, home: h.name, away: a.name, homeGoals: Math.floor(c / side), awayGoals: c % side });
    }
  }
  return out;
}
