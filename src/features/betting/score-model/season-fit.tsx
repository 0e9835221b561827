import { toCsv } from '../../../../common/csv';
import { fixedHalfUp, formatNumber } from '../../../../common/number-text';
import { simulateSeason, SEASON_COLUMNS, type ScoreFit, type SeasonTruth } from '../../../../workers/betting/score-fit';
import { ToolTable } from '../tools/tool-table';

const EXAMPLE_TEAMS = ['Ashby', 'Barrow', 'Carlton', 'Dunmore', 'Eastleigh', 'Fairford', 'Garston', 'Hexley', 'Irwell', 'Jarrow', 'Kelso', 'Lydney', 'Marlow', 'Newent', 'Oakham', 'Penrith', 'Quorn', 'Rugeley', 'Selby', 'Thame'];

/** The example's strengths: attacks from +0.38 down to −0.38, defences spread, home advantage 0.25, ρ −0.1. */
export const EXAMPLE_TRUTH: SeasonTruth = {
  teams: EXAMPLE_TEAMS.map((name, i) => ({ name, attack: 0.38 - (0.76 * i) / 19, defence: -0.3 + (0.6 * ((i * 7) % 20)) / 19 })),
  home: 0.25,
  rho: -0.1,
};

/** A made-up 380-match season drawn from EXAMPLE_TRUTH (seed 1), as the CSV a visitor would paste. */
export function exampleSeasonCsv(): string {
  const m = simulateSeason(EXAMPLE_TRUTH, 1, '2025-08-09', 2);
  return toCsv(SEASON_COLUMNS, m.map((x) => [x.date, x.home, x.away, x.homeGoals, x.awayGoals]));
}

const est = (p: { estimate: number; standardError: number }) => `${p.estimate >= 0 ? '+' : '\u2212'}${fixedHalfUp(Math.abs(p.estimate), 2)} ± ${fixedHalfUp(p.standardError, 2)}`;

/** The fitted strengths, strongest attack first, each with its standard error. */
export function FitTable({ fit }: { fit: ScoreFit }) {
  const teams = [...fit.teams].sort((a, b) => b.attack.estimate - b.defence.estimate - (a.attack.estimate - a.defence.estimate));
  return (
    <>
      <p className="mt-3 text-sm text-slate-800" data-testid="sm-fit-summary">
        {formatNumber(fit.matches)} matches, {formatNumber(fit.teams.length)} teams. Home advantage {est(fit.home)} (the home side scores e
        <sup>{fixedHalfUp(fit.home.estimate, 2)}</sup> = {fixedHalfUp(Math.exp(fit.home.estimate), 2)} times as many),{' '}
        {fit.rho ? `low-score correction ρ ${est(fit.rho)} (Dixon–Coles)` : 'no low-score correction (Poisson: ρ held at 0, the strengths fitted without it)'}
        {fit.xi > 0 ? `, matches weighted by e^(−${fit.xi} × days before the last)` : ', every match weighted alike'}.
      </p>
      {fit.teams.some((t) => t.matches < 10) ? (
        <p className="mt-1 text-sm text-amber-900">Teams with fewer than 10 matches have wide standard errors: treat their prices with care.</p>
      ) : null}
      <ToolTable label="Fitted strengths" testId="sm-fit-table">
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col" className="num" data-column="attack" data-key-column="">
              Attack
            </th>
            <th scope="col" className="num">Defence</th>
            <th scope="col" className="num">Matches</th>
          </tr>
        </thead>
        <tbody>
          {teams.map((t) => (
            <tr key={t.name}>
              <th scope="row">{t.name}</th>
              <td className="num whitespace-nowrap">{est(t.attack)}</td>
              <td className="num whitespace-nowrap">{est(t.defence)}</td>
              <td className="num">{formatNumber(t.matches)}</td>
            </tr>
          ))}
        </tbody>
      </ToolTable>
      <p className="mt-2 text-sm text-slate-700">
        Strengths on the log scale, ± one standard error. Attack: higher scores more (the attacks average 0). Defence: higher concedes more. Sorted by attack minus
        defence.
      </p>
    </>
  );
}
