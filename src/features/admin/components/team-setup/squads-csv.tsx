import { useId, useState } from 'react';
import type { TeamImportReport } from '../../../../../contracts/team-league-admin';
import { FormProblem } from '../../../../components/field-error';
import { LabelledField } from '../../../../components/labelled-field';
import { downloadTeamSquads, importTeamSquads } from '../../api/team-setup-api';
import { useCsvImport } from '../../hooks/use-csv-import';
import { errorMessage } from '../../utils/error-text';

const list = (names: string[]) => (names.length ? names.join(', ') : 'none');

/** What a squads import will do (the dry run) or did. */
function Report({ r }: { r: TeamImportReport }) {
  return (
    <ul className="list-disc pl-5 text-sm">
      <li>
        {r.rowsRead} lines read; {r.joins} players join a squad, {r.transfers} move from another team, {r.alreadyPresent} already in their squad
      </li>
      <li>New teams: {list(r.teamsToCreate)}</li>
      <li>New players: {list(r.playersToCreate)}</li>
    </ul>
  );
}

/** The season's teams and squads as CSV: the download, and an import with a dry run before anything is written. */
export function SquadsCsv({ leagueId }: { leagueId: number }) {
  const id = useId();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { csv, dry, done, error, busy, choose, commit } = useCsvImport<TeamImportReport>({
    upload: (text, dryRun) => importTeamSquads(leagueId, text, dryRun),
    tooLarge: 'The file is larger than 2 MiB',
    errorText: errorMessage,
    clearErrorOnCommit: true,
  });
  return (
    <section className="card space-y-3" aria-labelledby={`${id}-title`} data-testid="squads-csv">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Teams and squads as CSV
      </h2>
      <p className="text-sm text-slate-700">
        Columns <code className="break-all">division,team,venue,player,captain,joined_on,left_on</code>, one line a player in a squad (the download is what the import reads).
        Divisions must exist; new teams and players are created; a player in another team&apos;s squad moves on his joining date. You see a dry run before
        anything is written, and a file with a bad line imports nothing.
      </p>
      <button type="button" className="btn-secondary" onClick={() => downloadTeamSquads(leagueId).catch((e: Error) => setDownloadError(e.message))}>
        Download the squads CSV
      </button>
      <FormProblem message={downloadError} />
      <LabelledField id={`${id}-file`} label="Squads CSV to import" labelClassName="block text-sm font-semibold">
        {(control) => <input {...control} className="mt-1 block text-sm" type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />}
      </LabelledField>
      {busy ? <p role="status">Checking...</p> : null}
      <FormProblem message={error} />
      {dry ? (
        <div className="space-y-2" data-testid="squads-import-report">
          <p className="font-semibold">Dry run of {csv?.name}: nothing has been written yet.</p>
          <Report r={dry} />
          {dry.errors.length ? (
            <ul className="list-disc pl-5 text-sm text-red-800">
              {dry.errors.map((e) => (
                <li key={`${e.line}-${e.reason}`}>
                  Line {e.line}: {e.reason}
                </li>
              ))}
            </ul>
          ) : (
            <button type="button" className="btn-primary" onClick={() => void commit()} disabled={busy}>
              Import these squads
            </button>
          )}
        </div>
      ) : null}
      {done ? (
        <div role="status" className="text-emerald-800">
          <p className="font-semibold">Imported.</p>
          <Report r={done} />
        </div>
      ) : null}
    </section>
  );
}
