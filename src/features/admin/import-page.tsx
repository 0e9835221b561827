import { useId } from 'react';
import { Link } from 'wouter';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { importCsv, type ImportReport } from './api/league-admin-api';
import { AdminSubpage } from './components/admin-subpage';
import { useCsvImport } from './hooks/use-csv-import';
import { downloadCsv } from '../../lib/download-csv';
import { linkTo } from '../../../contracts/route-manifest';
import { importCount, ReportView } from './components/import-report';
import { IMPORT_COLUMN_HELP, TEMPLATE_CSV } from './utils/import-columns';
import { LABEL, LabelledField } from '../../components/labelled-field';

function ImportContent() {
  const fileId = useId();
  const { csv, dry, done, error, busy, choose, commit } = useCsvImport<ImportReport>({
    upload: importCsv,
    tooLarge: 'The file is larger than 2 MiB; split the season into smaller files',
    errorText: (e) => (e as Error).message,
    clearErrorOnCommit: true,
  });

  const nothingToDo =
    dry !== null &&
    dry.matchesToAdd + dry.playersToCreate.length + dry.groupsToCreate.length + dry.membershipsToAdd + dry.seasonsToCreate.length + dry.fixturesToAdd === 0;

  return (
    <div className="mt-6 space-y-6">
      <div className="card space-y-3 text-sm [overflow-wrap:anywhere]">
        <p>
          One line per frame, with a header line naming the columns (any order), or without one the first seven columns in
          this order. Players and groups are matched by name ignoring case and accents and created when new; a match with a
          group makes both players members. Results already in the league are skipped, so importing a file twice adds nothing
          the second time. At most 8 MiB (about 150,000 lines).
        </p>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]" data-testid="import-columns">
          {IMPORT_COLUMN_HELP.map(([column, help]) => (
            <div key={column} className="contents">
              <dt className="font-mono font-semibold text-slate-800">{column}</dt>
              <dd className="mb-1 text-slate-700 sm:mb-0" data-figure-forms="as-written">{help}</dd>
            </div>
          ))}
        </dl>
        <p>
          A line with only <code>player1</code> and/or <code>group</code> creates that player, group or membership (the export
          writes such lines so a league rebuilds exactly). A line with a <code>season</code> (the header must name that column)
          is a season, with its start date and group only, or one of its fixtures, with the date, both players and the group
          but no scores; a fixture&apos;s players, group and season must be in the league or in the file.
        </p>
        <p>
          <button type="button" className="btn-secondary" onClick={() => downloadCsv('pool-league-template.csv', TEMPLATE_CSV)}>
            Download a template CSV
          </button>
        </p>
      </div>
      <LabelledField id={fileId} label="CSV file" labelClassName={LABEL.bold}>
        {(control) => (
           <input
            {...control}
            // The browser's file button, styled as the site's secondary button; the chosen file's name beside it.
            className="mt-1 block w-full max-w-full rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2 text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-100"
            type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />
        )}
      </LabelledField>
      {busy ? <p role="status">Checking...</p> : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {dry ? (
        <section className="card space-y-4 [overflow-wrap:anywhere]" aria-label="Dry run">
          <h2 className="text-xl font-bold">Dry run of {csv?.name}: nothing has been written yet</h2>
          <ReportView report={dry} />
          {dry.errors.length === 0 && !nothingToDo ? (
            <button type="button" className="btn-primary" onClick={() => void commit()} disabled={busy}>
              Import {importCount(dry)}
            </button>
          ) : null}
          {nothingToDo && dry.errors.length === 0 ? <p>Everything in this file is already in the league.</p> : null}
        </section>
      ) : null}
      {done ? (
        <section className="card space-y-3" aria-label="Import done">
          <p role="status" className="text-lg font-semibold text-emerald-800">
            Imported {importCount(done)}
          </p>
          <ReportView report={done} />
          <p>
            <Link href={linkTo('/pool/matches')} className="link">
              See the standings
            </Link>{' '}
            ·{' '}
            <Link href={linkTo('/admin/league')} className="link">
              Players and groups
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}

export default function ImportPage() {
  usePageMeta({ title: withBrand('Import results'), description: 'Import a season of results from CSV.', noindex: true });
  return (
    <AdminSubpage title="Import results from CSV">
      <ImportContent />
    </AdminSubpage>
  );
}
