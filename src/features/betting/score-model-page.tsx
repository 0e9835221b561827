import { useId, useState } from 'react';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';
import { useWorkerRun } from '../../hooks/use-worker-run';
import { simulationWorkers } from '../../../workers/runtime/simulation-workers';
import { parseOdds } from '../../../workers/betting/odds-format';
import { MARGIN_METHODS, METHOD_LABEL, type MarginMethod } from '../../../workers/betting/fair-odds';
import { MAX_XI } from '../../../workers/betting/score-fit';
import type { ScoreModelField, ScoreModelRequest } from '../../../workers/betting/score-model';
import { fixedHalfUp, sharePercent } from '../../../common/number-text';
import { HowItWorks } from '../../components/how-it-works';
import { LABEL, LabelledField } from '../../components/labelled-field';
import { OddsInput, TextField } from './tools/odds-input';
import { ToolNotes, ToolPage } from './tools/tool-page';
import { NO_VALUE } from './tools/tool-input';
import { useToolParams } from './utils/tool-params';
import { MarketTables, ScoreGridTable, YourPrice } from './score-model/score-markets';
import { exampleSeasonCsv, FitTable } from './score-model/season-fit';
import { CompareModels } from './score-model/compare-models';

type Source = 'odds' | 'results' | 'rates';
const DEFAULTS = { src: 'odds', h: '1.80', d: '3.90', a: '4.50', ov: '1.85', un: '1.95', method: 'shin', rho: '0', lam: '1.5', mu: '1.1', xi: '0', home: '', away: '', dc: '1', sel: 'btts:yes', price: '1.80' };
const SOURCE_TEXT: Record<Source, string> = { odds: 'From the odds', results: 'From a season’s results', rates: 'Expected goals as I set them' };

const num = (t: string): number | null => (/^\s*[+-\u2212]?\d*\.?\d+\s*$/.test(t) ? Number(t.trim().replace('\u2212', '-')) : null);

/** The request for the engine from the inputs, or the field that stops it. */
function buildRequest(v: Record<keyof typeof DEFAULTS, string>, season: string): { request: ScoreModelRequest | null; errors: Partial<Record<string, string>> } {
  const errors: Partial<Record<string, string>> = {};
  const src = (['odds', 'results', 'rates'] as const).includes(v.src as Source) ? (v.src as Source) : 'odds';
  const rho = num(v.rho);
  if (rho === null || rho < -1 || rho > 1) errors.rho = 'A number from −1 to 1 (0: plain Poisson).';
  if (src === 'odds') {
    const prices = [v.h, v.d, v.a].map(parseOdds);
    const ou = [v.ov, v.un].map((t) => (t.trim() === '' ? null : parseOdds(t)));
    if (ou.some((p) => p !== null && !p.ok) || (ou[0] === null) !== (ou[1] === null)) errors.ou = 'Both Over and Under 2.5 prices, or neither.';
    if (prices.some((p) => !p.ok) || Object.keys(errors).length) return { request: null, errors };
    const method = (MARGIN_METHODS as readonly string[]).includes(v.method) ? (v.method as MarginMethod) : 'shin';
    const dec = prices.map((p) => (p.ok ? p.value : 0)) as [number, number, number];
    const overUnder = ou[0] && ou[1] && ou[0].ok && ou[1].ok ? ([ou[0].value, ou[1].value] as [number, number]) : null;
    return { request: { source: 'odds', oneXTwo: dec, overUnder, method, rho: rho! }, errors };
  }
  if (src === 'rates') {
    const lambda = num(v.lam);
    const mu = num(v.mu);
    if (lambda === null || lambda <= 0 || lambda > 6) errors.lambda = 'Expected goals above 0 and at most 6.';
    if (mu === null || mu <= 0 || mu > 6) errors.mu = 'Expected goals above 0 and at most 6.';
    if (Object.keys(errors).length) return { request: null, errors };
    return { request: { source: 'rates', lambda: lambda!, mu: mu!, rho: rho! }, errors };
  }
  const xi = num(v.xi);
  if (xi === null || xi < 0 || xi > MAX_XI) errors.xi = `From 0 (every match alike) to ${MAX_XI} a day.`;
  if (season.trim() === '') errors.season = 'Paste a season, or load the example.';
  if (Object.keys(errors).length) return { request: null, errors };
  return { request: { source: 'results', season, xi: xi!, home: v.home, away: v.away, useRho: v.dc !== '0' }, errors };
}

function ScoreModelNotes() {
  return (
    <ToolNotes>
      <h2>How the model works</h2>
      <p>
        Each side&apos;s goals are counted as independent Poisson draws with the expected goals as their averages: the chance of exactly k goals is e<sup>−λ</sup>λ
        <sup>k</sup>/k!. Every score&apos;s chance is the home chance times the away chance, and every market is a sum over those scores. Real matches have
        more 0–0s and 1–1s and fewer 1–0s and 0–1s than that: Dixon and Coles (1997) correct the four low scores by a factor that depends on ρ (negative ρ
        adds draws), and the grid still adds up to 100 %.
      </p>
      <h3>From the odds</h3>
      <p>
        The margin is taken off the 1X2 prices (and the Over/Under 2.5 pair) by the method you choose, then the two expected goals are searched for until the
        model&apos;s home and away chances equal the fair ones to within 0.00000001 %. With Over/Under too there are three chances and two unknowns: the page
        finds the closest fit and says how far off it stays.
      </p>
      <h3>From results</h3>
      <p>
        Each team gets an attack and a defence strength, plus one home advantage: the home side&apos;s expected goals are e<sup>home + attack + opponent&apos;s defence</sup>.
        The strengths are those that make the season&apos;s scores most likely (maximum likelihood), older matches counting less when you set a time-decay weight
        ξ (a match d days before the last counts e<sup>−ξd</sup>; 0.0065 halves a match&apos;s weight in about 107 days). The ± figures are standard errors:
        about two in three true strengths lie within one of them, if the model is right.
      </p>
      <h3>Quarter-goal handicaps</h3>
      <p>
        Settled as the{' '}
        <a href={linkTo('/betting/asian-handicap-calculator')} className="link">
          Asian handicap calculator
        </a>{' '}
        settles them: −0.75 is half the stake on −0.5 and half on −1, so a one-goal win is a half win. The fair price of a bet that can be partly refunded is (1 −
        chance of a refund) / chance of a win.
      </p>
    </ToolNotes>
  );
}

export default function ScoreModelPage() {
  usePageMeta({
    title: withBrand('Football Score Model: Correct Score, BTTS and Asian Handicap Prices'),
    description:
      'Expected goals from the 1X2 odds or fitted to a season of results (Dixon–Coles), the correct-score grid and the fair price of every market: both teams to score, totals, Asian handicaps, winning margin, with EV and Kelly.',
    keywords: ['poisson football model', 'dixon coles calculator', 'correct score odds calculator', 'btts fair odds', 'expected goals from odds'],
    canonicalPath: linkTo('/betting/score-model'),
  });
  const id = useId();
  const [v, set] = useToolParams(DEFAULTS);
  const [season, setSeason] = useState('');
  const src: Source = (['odds', 'results', 'rates'] as const).includes(v.src as Source) ? (v.src as Source) : 'odds';
  const { request, errors } = buildRequest(v, season);
  const key = request ? JSON.stringify(request) : null;
  const run = useWorkerRun(key, (ctx) => simulationWorkers().onIdleWorker(ctx.signal, (h) => h.api.scoreModel(request!)));
  const r = key ? run.data : undefined;
  const fit = r ? (r.ok ? r.fit : (r.fit ?? null)) : null;
  const engineError = (f: ScoreModelField) => (r && !r.ok && r.field === f ? r.message : null);
  const homeName = src === 'results' && v.home ? v.home : 'Home';
  const awayName = src === 'results' && v.away ? v.away : 'Away';

  return (
    <ToolPage
      title="Football score model"
      lead="From the match odds or a season's results to the chance of every score, and from that the fair price of every market: both teams to score, total goals, Asian handicaps, correct score. Enter a price you are offered to see whether it is value."
    >
      <section className="card mt-6" aria-labelledby={`${id}-in`} data-testid="sm-inputs">
        <h2 id={`${id}-in`} className="text-lg font-semibold">
          The match
        </h2>
        <fieldset className="mt-3">
          <legend className={LABEL.medium}>Expected goals</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {(['odds', 'results', 'rates'] as const).map((s) => (
              <label key={s} className="flex items-center gap-2 text-sm">
                <input type="radio" name={`${id}-src`} value={s} checked={src === s} onChange={() => set({ src: s })} data-testid={`sm-src-${s}`} />
                {SOURCE_TEXT[s]}
              </label>
            ))}
          </div>
        </fieldset>
        {src === 'odds' ? (
          <OddsInputs v={v} set={set} errors={errors} engineError={engineError} />
        ) : src === 'rates' ? (
          <div className="mt-3 grid gap-4 sm:grid-cols-3">
            <TextField id={`${id}-lam`} label="Home expected goals" value={v.lam} onChange={(x) => set({ lam: x })} error={errors.lambda ?? engineError('lambda')} testId="sm-lambda" />
            <TextField id={`${id}-mu`} label="Away expected goals" value={v.mu} onChange={(x) => set({ mu: x })} error={errors.mu ?? engineError('mu')} testId="sm-mu" />
          </div>
        ) : (
          <SeasonInputs v={v} set={set} season={season} setSeason={setSeason} errors={errors} engineError={engineError} teams={fit ? fit.teams.map((t) => t.name) : []} />
        )}
        {src !== 'results' ? (
          <div className="mt-3 grid gap-4 sm:grid-cols-3">
            <TextField id={`${id}-rho`} label="Low-score correction ρ" value={v.rho} onChange={(x) => set({ rho: x })} error={errors.rho ?? engineError('rho')} testId="sm-rho" />
          </div>
        ) : null}
        {engineError('oneXTwo') ? (
          <p className="mt-3 text-sm text-red-800" data-testid="sm-odds-error">
            {engineError('oneXTwo')}
          </p>
        ) : null}
      </section>

      {src === 'results' && fit ? <FitTable fit={fit} /> : null}

      <section className="mt-6" aria-labelledby={`${id}-out`} data-testid="sm-results">
        <h2 id={`${id}-out`} className="text-xl font-bold">
          Expected goals and every score
        </h2>
        <p className="mt-2 text-slate-800" data-testid="sm-rates">
          {r && r.ok
            ? `${homeName} ${fixedHalfUp(r.lambda, 3)}, ${awayName} ${fixedHalfUp(r.mu, 3)} expected goals; ${r.rho === 0 ? 'plain Poisson (ρ = 0)' : `Dixon–Coles ρ ${fixedHalfUp(r.rho, 3)}`}.`
            : run.running && key
              ? 'Working it out…'
              : NO_VALUE}
        </p>
        {r && r.ok && r.fromOdds ? (
          <p className="mt-1 text-sm text-slate-700" data-testid="sm-odds-fit">
            Fair chances after the margin: home {sharePercent(r.fromOdds.fair.home, 2)}, draw {sharePercent(r.fromOdds.fair.draw, 2)}, away {sharePercent(r.fromOdds.fair.away, 2)}
            {r.fromOdds.fair.over25 !== null ? `, over 2.5 ${sharePercent(r.fromOdds.fair.over25, 2)}` : ''}.{' '}
            {r.fromOdds.exact
              ? 'The model matches them exactly.'
              : `No pair of expected goals matches all of them: the closest misses by up to ${sharePercent(r.fromOdds.maxDifference, 2)} (model: over 2.5 ${sharePercent(r.fromOdds.model.over25, 2)}, home ${sharePercent(r.fromOdds.model.home, 2)}).`}
          </p>
        ) : null}
        {r && r.ok ? (
          <>
            <ScoreGridTable cells={r.cells} home={homeName} away={awayName} />
            <p className="mt-2 text-sm text-slate-700">Chance of each score in %: {homeName} goals down (H), {awayName} goals across (A), up to 5 a side.</p>
          </>
        ) : null}
      </section>

      {r && r.ok ? <CompareModels c={r.compare} source={src} home={homeName} away={awayName} /> : null}

      {r && r.ok ? (
        <>
          <YourPrice grid={r.grid} markets={r.markets} selection={v.sel} price={v.price} onChange={(c) => set(c)} />
          <section className="mt-6" aria-labelledby={`${id}-mk`}>
            <h2 id={`${id}-mk`} className="text-xl font-bold">
              Every market
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              Fair prices: the model&apos;s odds with no margin. &ldquo;Stake back&rdquo; is the chance of a refund (a void, or half of a quarter-goal line).
              Asian handicaps shown for the home side from −2.5 to +2.5; the away side at +0.75 is the other side of home −0.75. Every line from −3 to +3, either
              side, is in &ldquo;Your price&rdquo;.
            </p>
            <MarketTables markets={r.markets} showAllLines={false} />
            <HowItWorks testId="sm-how-it-works">
              <p>
                Worked out in your browser, away from the page itself. The grid runs to 20 goals a side and is divided by its sum (the part cut off was{' '}
                {r.truncated.toExponential(1)}). From the odds: Newton&apos;s method on the logarithms of the two expected goals, the slopes by central differences,
                each step halved until the error falls, to a largest difference of 10<sup>−10</sup>
                {r.fromOdds ? ` (${r.fromOdds.iterations} steps)` : ''}. From results: Newton&apos;s method on the weighted log-likelihood, the attacks summing to 0, to a
                slope under 10<sup>−8</sup> per match{r.fit ? ` (${r.fit.iterations} steps)` : ''}; standard errors from the inverse of its curvature. Kelly:
                the stake where the slope of the expected log growth is zero, by bisection.
              </p>
            </HowItWorks>
          </section>
        </>
      ) : null}
      <ScoreModelNotes />
    </ToolPage>
  );
}

function SeasonInputs({
  v,
  set,
  season,
  setSeason,
  errors,
  engineError,
  teams,
}: {
  v: Record<keyof typeof DEFAULTS, string>;
  set: (c: Partial<Record<keyof typeof DEFAULTS, string>>) => void;
  season: string;
  setSeason: (s: string) => void;
  errors: Partial<Record<string, string>>;
  engineError: (f: ScoreModelField) => string | null;
  teams: string[];
}) {
  const id = useId();
  const seasonError = errors.season ?? engineError('season');
  return (
    <div className="mt-3 grid gap-4">
      <LabelledField id={`${id}-season`} label="The season (CSV: date, home, away, home_goals, away_goals)" labelClassName={LABEL.medium} error={seasonError} errorTestId="sm-season-error">
        {(control) => (
          <textarea
            {...control}
            className="input mt-1 h-32 font-mono text-sm"
            spellCheck={false}
            value={season}
            placeholder={'date,home,away,home_goals,away_goals\n2025-08-09,Ashby,Barrow,2,1'}
            onChange={(e) => setSeason(e.target.value)}
            data-testid="sm-season"
          />
        )}
      </LabelledField>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" onClick={() => { setSeason(exampleSeasonCsv()); set({ home: 'Ashby', away: 'Thame' }); }} data-testid="sm-example">
          Load an example season
        </button>
        <span className="text-sm text-slate-700">A made-up 20-team, 380-match season drawn from known strengths (home advantage 0.25, ρ −0.1).</span>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TeamSelect label="Home team" value={v.home} teams={teams} onChange={(x) => set({ home: x })} error={engineError('fixture')} testId="sm-home-team" />
        <TeamSelect label="Away team" value={v.away} teams={teams} onChange={(x) => set({ away: x })} error={null} testId="sm-away-team" />
        <TextField id={`${id}-xi`} label="Time-decay weight ξ (per day)" value={v.xi} onChange={(x) => set({ xi: x })} error={errors.xi ?? engineError('xi')} testId="sm-xi" />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={v.dc !== '0'} onChange={(e) => set({ dc: e.target.checked ? '1' : '0' })} data-testid="sm-dc" />
        Price the markets with Dixon–Coles (ρ fitted); unticked, with the Poisson fit (ρ held at 0)
      </label>
    </div>
  );
}

function TeamSelect({ label, value, teams, onChange, error, testId }: { label: string; value: string; teams: string[]; onChange: (x: string) => void; error: string | null; testId: string }) {
  const id = useId();
  return (
    <LabelledField id={id} label={label} labelClassName={LABEL.medium} error={error}>
      {(control) => (
        <select {...control} className="input mt-1" value={teams.includes(value) ? value : ''} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
          <option value="">{teams.length ? 'Choose a team' : 'Paste a season first'}</option>
          {teams.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

type Values = Record<keyof typeof DEFAULTS, string>;
type SetValues = (c: Partial<Values>) => void;

function OddsInputs({ v, set, errors, engineError }: { v: Values; set: SetValues; errors: Partial<Record<string, string>>; engineError: (f: ScoreModelField) => string | null }) {
  const id = useId();
  return (
    <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-3 sm:grid-cols-3">
      <div className="col-span-2 grid grid-cols-3 gap-3 sm:col-span-3">
        <OddsInput id={`${id}-h`} label="Home win" value={v.h} onChange={(x) => set({ h: x })} testId="sm-home-odds" />
        <OddsInput id={`${id}-d`} label="Draw" value={v.d} onChange={(x) => set({ d: x })} testId="sm-draw-odds" />
        <OddsInput id={`${id}-a`} label="Away win" value={v.a} onChange={(x) => set({ a: x })} testId="sm-away-odds" />
      </div>
      <TextField id={`${id}-ov`} label="Over 2.5 (if known)" inputMode="text" value={v.ov} onChange={(x) => set({ ov: x })} error={errors.ou ?? null} testId="sm-over" />
      <TextField id={`${id}-un`} label="Under 2.5 (if known)" inputMode="text" value={v.un} onChange={(x) => set({ un: x })} error={errors.ou ?? engineError('overUnder')} testId="sm-under" />
      <LabelledField id={`${id}-method`} label="Remove the margin by" labelClassName={LABEL.medium} className="col-span-2 sm:col-span-1">
        {(control) => (
          <select {...control} className="input mt-1" value={v.method} onChange={(e) => set({ method: e.target.value })} data-testid="sm-method">
            {MARGIN_METHODS.map((m) => (
              <option key={m} value={m}>
                {METHOD_LABEL[m]}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
    </div>
  );
}
