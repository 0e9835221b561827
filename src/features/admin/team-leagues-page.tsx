import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { TeamLeagueSetup } from '../../../contracts/team-league-admin';
import { linkTo } from '../../../contracts/route-manifest';
import { localToday } from '../../../common/date-text';
import { DateField } from '../../components/date-field';
import { ErrorMessage } from '../../components/error-message';
import { FormProblem } from '../../components/field-error';
import { LabelledField } from '../../components/labelled-field';
import { Spinner } from '../../components/spinner';
import { formatDate } from '../../lib/format-date';
import { teamLeaguesOptions } from '../../lib/league-queries';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { AdminSubpage } from './components/admin-subpage';
import { DivisionForm } from './components/team-setup/division-form';
import { FixtureDraw } from './components/team-setup/fixture-draw';
import { SquadsCsv } from './components/team-setup/squads-csv';
import { RearrangementList } from './components/team-setup/rearrangement-list';
import { NIGHTS } from '../../../common/pool-teams/division-format';
import { SquadEditor } from './components/team-setup/squad-editor';
import { TeamForm } from './components/team-setup/team-form';
import { useFieldErrors } from './components/team-setup/use-field-errors';
import { useLeague } from './api/league-admin-api';
import { useCreateTeamLeague, useEditTeamLeague, useTeamSetup } from './api/team-setup-api';

function NewLeagueForm({ onMade }: { onMade: (id: number) => void }) {
  const create = useCreateTeamLeague();
  const { errors, run } = useFieldErrors(['name', 'urlSlug', 'seasonName', 'startDate'] as const);
  const [name, setName] = useState('');
  const [seasonName, setSeasonName] = useState('');
  const [startDate, setStartDate] = useState(() => localToday());
  async function submit(e: FormEvent) {
    e.preventDefault();
    let id = 0;
    const ok = await run(async () => (id = (await create.mutateAsync({ name: name.trim(), seasonName: seasonName.trim(), startDate })).league.id));
    if (ok) onMade(id);
  }
  return (
    <form className="card space-y-3" onSubmit={submit} noValidate aria-label="New team league" data-testid="new-team-league-form">
      <h2 className="text-xl font-bold">New team league</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <LabelledField label="League name" error={errors.name ?? errors.urlSlug}>
          {(control) => <input {...control} className="input mt-1" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />}
        </LabelledField>
        <LabelledField label="First season's name" error={errors.seasonName}>
          {(control) => <input {...control} className="input mt-1" maxLength={60} value={seasonName} onChange={(e) => setSeasonName(e.target.value)} />}
        </LabelledField>
        <DateField label="Season starts" value={startDate} onChange={setStartDate} error={errors.startDate} />
      </div>
      <FormProblem message={errors.form} />
      <button type="submit" className="btn-primary" disabled={create.isPending}>
        Create league
      </button>
    </form>
  );
}

/** The league's name, and its season's confirmation window and whether a rearranged date needs approval. */
function LeagueSettings({ setup }: { setup: TeamLeagueSetup }) {
  const edit = useEditTeamLeague();
  const { errors, run } = useFieldErrors(['name', 'confirmWindowHours', 'rearrangeNeedsApproval'] as const);
  const [name, setName] = useState(setup.league.name);
  const [hours, setHours] = useState(String(setup.season?.confirm_window_hours ?? 48));
  const [approval, setApproval] = useState(setup.season?.rearrange_needs_approval ?? false);
  const [saved, setSaved] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const body = { name: name.trim(), ...(setup.season ? { confirmWindowHours: Number(hours), rearrangeNeedsApproval: approval } : {}) };
    setSaved(await run(() => edit.mutateAsync({ id: setup.league.id, body })));
  }
  return (
    <form className="card space-y-3" onSubmit={submit} noValidate aria-label="League settings" data-testid="team-league-settings">
      <h2 className="text-xl font-bold">League</h2>
      <p className="text-sm text-slate-700">
        {setup.season ? `Current season: ${setup.season.name}, from ${formatDate(setup.season.start_date)}.` : 'No season yet.'}{' '}
        <Link href={linkTo('/pool/league/:leagueSlug', { leagueSlug: setup.league.url_slug })} className="link">
          See the league&apos;s page
        </Link>
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <LabelledField label="League name" error={errors.name}>
          {(control) => <input {...control} className="input mt-1" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />}
        </LabelledField>
        <LabelledField label="Hours the away captain has to confirm a card" error={errors.confirmWindowHours}>
          {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={720} className="input mt-1" value={hours} onChange={(e) => setHours(e.target.value)} />}
        </LabelledField>
        <label className="flex items-center gap-2 self-end text-sm">
          <input type="checkbox" checked={approval} onChange={(e) => setApproval(e.target.checked)} />
          A rearranged date needs my approval
        </label>
      </div>
      <FormProblem message={errors.rearrangeNeedsApproval ?? errors.form} />
      <div className="flex items-center gap-3">
        <button type="submit" className="btn-primary" disabled={edit.isPending}>
          Save league
        </button>
        {saved ? (
          <span role="status" className="text-sm text-emerald-800">
            Saved.
          </span>
        ) : null}
      </div>
    </form>
  );
}

type SetupTeam = TeamLeagueSetup['divisions'][number]['teams'][number];

function TeamBlock({ setup, team, divisionId, players }: { setup: TeamLeagueSetup; team: SetupTeam; divisionId?: number; players: Parameters<typeof SquadEditor>[0]['players'] }) {
  return (
    <details className="rounded border border-slate-200 p-3" data-testid={`team-${team.id}`}>
      <summary className="cursor-pointer font-semibold">
        {team.name} <span className="font-normal text-slate-600">· {team.squad.filter((m) => m.left_on === null).length} players · {team.venue || 'no venue yet'}</span>
      </summary>
      <div className="mt-3 space-y-4">
        <TeamForm setup={setup} team={team} divisionId={divisionId} />
        <SquadEditor team={team} players={players} />
      </div>
    </details>
  );
}

function Setup({ id }: { id: number }) {
  const setup = useTeamSetup(id);
  const league = useLeague();
  if (setup.isPending) return <Spinner label="Loading the league..." />;
  if (setup.isError) return <ErrorMessage error={setup.error} />;
  const s = setup.data;
  const players = league.data?.players ?? [];
  return (
    <div className="space-y-6" data-testid="team-league-setup">
      <LeagueSettings key={s.league.id} setup={s} />
      {s.divisions.map((d) => (
        <section key={d.id} className="card space-y-4" aria-labelledby={`division-${d.id}-title`} data-testid={`division-${d.id}`}>
          <h2 id={`division-${d.id}-title`} className="text-xl font-bold">
            {d.rank}. {d.name}
          </h2>
          <p className="text-sm text-slate-700">
            {NIGHTS[d.night]}s · {d.format.frames} frames ({d.format.doublesFrames} doubles) · {d.teams.length} teams · {d.fixtures} fixtures drawn · {d.cards} cards
          </p>
          <details>
            <summary className="cursor-pointer text-sm font-semibold">Edit the division and its format</summary>
            <div className="mt-3">
              <DivisionForm key={d.id} leagueId={s.league.id} division={d} />
            </div>
          </details>
          <div className="space-y-2">
            {d.teams.map((t) => (
              <TeamBlock key={t.id} setup={s} team={t} divisionId={d.id} players={players} />
            ))}
          </div>
        </section>
      ))}
      {s.unplaced.length ? (
        <section className="card space-y-2" aria-label="Teams not in a division this season">
          <h2 className="text-xl font-bold">Not in a division this season</h2>
          {s.unplaced.map((t) => (
            <TeamBlock key={t.id} setup={s} team={t} players={players} />
          ))}
        </section>
      ) : null}
      <FixtureDraw key={`${s.league.id}-${s.season?.id ?? 0}`} setup={s} />
      <section className="card space-y-3" aria-labelledby="new-team-title">
        <h2 id="new-team-title" className="text-xl font-bold">
          Add a team
        </h2>
        {s.divisions.length ? <TeamForm setup={s} /> : <p className="text-sm text-slate-700">Add a division first.</p>}
      </section>
      <RearrangementList leagueId={s.league.id} needsApproval={s.season?.rearrange_needs_approval ?? false} />
      <SquadsCsv leagueId={s.league.id} />
      <section className="card space-y-3" aria-labelledby="new-division-title">
        <h2 id="new-division-title" className="text-xl font-bold">
          Add a division
        </h2>
        <DivisionForm leagueId={s.league.id} />
      </section>
    </div>
  );
}

export default function TeamLeaguesPage() {
  usePageMeta({ title: withBrand('Team leagues'), description: 'Team leagues: divisions, teams, squads and captains.', noindex: true });
  const leagues = useQuery(teamLeaguesOptions());
  const [chosen, setChosen] = useState<number | null>(null);
  const id = chosen ?? leagues.data?.[0]?.id ?? null;
  return (
    <AdminSubpage title="Team leagues">
      <div className="mt-6 space-y-6">
        <p className="text-sm text-slate-700">
          A team league&apos;s divisions (each with its format and match night), its teams with their home venues, and each team&apos;s squad and
          captains. A captain enters his home matches&apos; cards with the invite link of his player page.
        </p>
        {leagues.isError ? <ErrorMessage error={leagues.error} /> : null}
        {leagues.data?.length ? (
          <LabelledField label="League">
            {(control) => (
              <select {...control} className="input mt-1 max-w-sm" value={id ?? ''} onChange={(e) => setChosen(Number(e.target.value))} data-testid="team-league-choice">
                {leagues.data.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
        ) : null}
        {id !== null ? <Setup id={id} /> : null}
        <NewLeagueForm onMade={setChosen} />
      </div>
    </AdminSubpage>
  );
}
