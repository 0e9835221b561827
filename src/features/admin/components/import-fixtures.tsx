import { useId } from 'react';
import type { FixtureImportReport } from '../../../../contracts/season';
import { importFixtures } from '../api/season-admin-api';
import { useCsvImport } from '../hooks/use-csv-import';
import { errorMessage as message } from '../utils/error-text';
import { LabelledField } from '../../../components/labelled-field';

export function ImportFixtures({ seasonId }: { seasonId: number }) {
  const id = useId();
  const { csv, dry, done, error, busy, choose, commit } = useCsvImport<FixtureImportReport>({
    upload: (text, dryRun) => importFixtures(seasonId, text, dryRun),
    tooLarge: 'The file is larger than 2 MiB',
    errorText: message,
    clearErrorOnCommit: false,
  });
  return (
    <section className="card space-y-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Import fixtures from CSV
      </h2>
      <p className="text-sm">
        One line per fixture: <code>date,player1,player2</code> (a header line naming the columns is optional). Dates are{' '}
        <code>YYYY-MM-DD</code>, on or after the start date; players are matched by name ignoring case and must be members of the group.
        Fixtures the season already has (same date and pair) are skipped. You see a dry run before anything is written.
      </p>
      <LabelledField id={`${id}-file`} label="CSV file" labelClassName="block text-sm font-semibold">
        {(control) => (
          <input {...control} className="mt-1 block text-sm" type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />
        )}
      </LabelledField>
      {busy ? <p role="status">Checking...</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {dry ? (
        <div className="space-y-2" data-testid="fixture-import-report">
          <p className="font-semibold">
            Dry run of {csv?.name}: {dry.rowsRead} line{dry.rowsRead === 1 ? '' : 's'} read, {dry.fixturesToAdd} fixture
            {dry.fixturesToAdd === 1 ? '' : 's'} to add, {dry.fixturesAlreadyPresent} already in the season. Nothing has been written yet.
          </p>
          {dry.errors.length ? (
            <ul className="list-disc pl-5 text-sm text-red-800">
              {dry.errors.map((e, i) => (
                <li key={i}>
                  Line {e.line}: {e.reason}
                </li>
              ))}
            </ul>
          ) : dry.fixturesToAdd > 0 ? (
            <button type="button" className="btn-primary" onClick={() => void commit()} disabled={busy}>
              Import {dry.fixturesToAdd} fixture{dry.fixturesToAdd === 1 ? '' : 's'}
            </button>
          ) : null}
        </div>
      ) : null}
      {done ? (
        <p role="status" className="font-semibold text-emerald-800">
          Imported {done.fixturesToAdd} fixture{done.fixturesToAdd === 1 ? '' : 's'}
        </p>
      ) : null}
    </section>
  );
}
