import { useState } from 'react';
import type { FixturePlan, TeamLeagueSetup } from '../../../../../contracts/team-league-admin';
import { DateField } from '../../../../components/date-field';
import { FormProblem } from '../../../../components/field-error';
import { formatDate } from '../../../../lib/format-date';
import { useDrawFixtures } from '../../api/team-setup-api';
import { useFieldErrors } from './use-field-errors';

/** The preview: each division's rounds, one line a match. */
function PlanView({ plan }: { plan: FixturePlan }) {
  return (
    <div className="space-y-3" data-testid="fixture-plan">
      <p className="text-sm text-slate-700" role="status">
        {plan.dry_run ? 'Preview (nothing is published yet)' : 'Published'}: from {formatDate(plan.start_date)}
        {plan.blackouts.length ? `, no matches on ${plan.blackouts.map(formatDate).join(', ')}` : ''}.
      </p>
      {plan.divisions.map((d) => (
        <details key={d.id} className="rounded border border-slate-200 p-2" open={plan.divisions.length === 1}>
          <summary className="cursor-pointer text-sm font-semibold">
            {d.name}: {d.fixtures.length} matches on {d.night}s{d.replaced ? ` (replacing ${d.replaced})` : ''}
          </summary>
          <ol className="mt-2 space-y-1 text-sm">
            {d.fixtures.map((f) => (
              <li key={`${f.round}-${f.home.id}-${f.away.id}`}>
                Round {f.round}, {formatDate(f.date)}: {f.home.name} v {f.away.name}
              </li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}

/**
 * The season's fixtures as their own step: the first week and the blackout nights, a preview of every division's
 * double round robin on its night, then the same fixtures published. A division with a card keeps its fixtures
 * (the server says so here).
 */
export function FixtureDraw({ setup }: { setup: TeamLeagueSetup }) {
  const draw = useDrawFixtures();
  const { errors, setErrors, run } = useFieldErrors(['startDate', 'blackouts', 'divisionIds', 'dryRun'] as const);
  const [startDate, setStartDate] = useState(setup.season?.start_date ?? '');
  const [blackouts, setBlackouts] = useState<string[]>(setup.season?.blackouts ?? []);
  const [next, setNext] = useState('');
  const [plan, setPlan] = useState<FixturePlan | null>(null);
  if (!setup.season) return null;
  const body = (dryRun: boolean) => ({ dryRun, startDate, blackouts });
  const send = async (dryRun: boolean) => {
    let answer: FixturePlan | null = null;
    if (await run(async () => (answer = await draw.mutateAsync({ id: setup.league.id, body: body(dryRun) })))) setPlan(answer);
  };
  const drawn = setup.divisions.reduce((n, d) => n + d.fixtures, 0);
  return (
    <section className="card space-y-3" aria-labelledby="fixture-draw-title" data-testid="fixture-draw">
      <h2 id="fixture-draw-title" className="text-xl font-bold">
        Fixtures of {setup.season.name}
      </h2>
      <p className="text-sm text-slate-700">
        Every team plays every other in its division twice, once at home, one round a week on the division&apos;s night. {drawn} fixtures are drawn now.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField label="First week from" value={startDate} onChange={setStartDate} error={errors.startDate} />
        <div className="space-y-1">
          <DateField label="A night with no matches" value={next} onChange={setNext} error={errors.blackouts} />
          <button
            type="button"
            className="btn-secondary text-sm"
            disabled={!next}
            onClick={() => {
              if (blackouts.includes(next)) return setErrors({ blackouts: `${formatDate(next)} is listed already` });
              setBlackouts([...blackouts, next].sort());
              setNext('');
            }}
          >
            Add this night
          </button>
        </div>
      </div>
      {blackouts.length ? (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label="Nights with no matches">
          {blackouts.map((b) => (
            <li key={b} className="rounded bg-slate-100 px-2 py-1">
              {formatDate(b)}{' '}
              <button type="button" className="link" aria-label={`Remove ${formatDate(b)}`} onClick={() => setBlackouts(blackouts.filter((x) => x !== b))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormProblem message={errors.divisionIds ?? errors.dryRun ?? errors.form} />
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" disabled={draw.isPending} onClick={() => void send(true)} data-testid="preview-fixtures">
          Preview the fixtures
        </button>
        <button type="button" className="btn-primary" disabled={draw.isPending || !plan?.dry_run} onClick={() => void send(false)} data-testid="publish-fixtures">
          Publish these fixtures
        </button>
      </div>
      {plan ? <PlanView plan={plan} /> : null}
    </section>
  );
}
