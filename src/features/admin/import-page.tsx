import { useId, useState } from 'react';
import { Link } from 'wouter';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { useQueryClient } from '@tanstack/react-query';
import { importCsv, type ImportReport } from './api/league-admin-api';
import { RequireAuth } from './components/require-auth';
import { downloadCsv } from '../../lib/download-csv';
import { linkTo } from '../../../contracts/route-manifest';

const MAX_BYTES = 2 * 1024 * 1024;

function ReportView({ report }: { report: ImportReport }) {
  const items: [string, string | number][] = [
    ['Rows read', report.rowsRead],
    ['Matches to add', report.matchesToAdd],
    ['Matches already in the league', report.matchesAlreadyPresent],
    ['Players to create', report.playersToCreate.length ? `${report.playersToCreate.length}: ${report.playersToCreate.join(', ')}` : 0],
    ['Groups to create', report.groupsToCreate.length ? `${report.groupsToCreate.length}: ${report.groupsToCreate.join(', ')}` : 0],
    ['Memberships to add', report.membershipsToAdd],
    ['Seasons to create', report.seasonsToCreate.length ? `${report.seasonsToCreate.length}: ${report.seasonsToCreate.join(', ')}` : 0],
    ['Fixtures to add', report.fixturesToAdd],
    ['Fixtures already in their season', report.fixturesAlreadyPresent],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]" data-testid="import-report">
        {items.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold text-slate-800">{k}</dt>
            <dd className="tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 ? (
        <div>
          <h3 className="font-bold text-red-800">
            {report.errors.length} bad line{report.errors.length === 1 ? '' : 's'}: nothing can be imported until they are fixed
          </h3>
          <table className="mt-2 w-full table-fixed text-sm [overflow-wrap:anywhere]">
            <thead>
              <tr>
                <th scope="col" className="w-14 pr-4 text-left">
                  Line
                </th>
                <th scope="col" className="text-left">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((e, i) => (
                <tr key={i}>
                  <td className="pr-4 align-top tabular-nums">{e.line}</td>
                  <td>{e.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/** "3 matches", or "3 matches and 12 fixtures" when the file holds fixtures. */
function importCount(r: ImportReport) {
  const matches = `${r.matchesToAdd} match${r.matchesToAdd === 1 ? '' : 'es'}`;
  return r.fixturesToAdd > 0 ? `${matches} and ${r.fixturesToAdd} fixture${r.fixturesToAdd === 1 ? '' : 's'}` : matches;
}

function ImportContent() {
  const qc = useQueryClient();
  const fileId = useId();
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [dry, setDry] = useState<ImportReport | null>(null);
  const [done, setDone] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(file: File | undefined) {
    setDry(null);
    setDone(null);
    setError(null);
    setCsv(null);
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setError('The file is larger than 2 MiB; split the season into smaller files');
      return;
    }
    const text = await file.text();
    setCsv({ name: file.name, text });
    setBusy(true);
    try {
      setDry(await importCsv(text, true));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function commit() {
    if (!csv || busy) return;
    setBusy(true);
    setError(null);
    try {
      const report = await importCsv(csv.text, false);
      if (report.committed) {
        setDone(report);
        setDry(null);
        await qc.invalidateQueries();
      } else setDry(report);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

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
      <div>
        <label htmlFor={fileId} className="block text-sm font-semibold text-slate-800">
          CSV file
        </label>
        <input id={fileId} className="mt-1 block w-full max-w-full text-sm" type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />
      </div>
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

/** Every column the import reads (the export writes the same ones), with its rules. */
const IMPORT_COLUMN_HELP: [string, string][] = [
  ['date', 'Date of play, ISO 8601: 2025-03-04 or 2025-03-04T19:30Z (no offset means UTC); at most a day ahead.'],
  ['player1', 'A player name: 1-60 characters, not beginning with =, +, - or @; no invisible or direction-control characters.'],
  ['player2', 'The other player, under the same rules.'],
  ['score1', "Player 1's frames: 0-7 or 10; exactly one of the two scores is 10."],
  ['score2', "Player 2's frames, as score1."],
  ['fixture_weight', 'Optional: above 0 and at most 10 (a cup night counts more); empty means 1.'],
  ['group', 'Optional: a group name; both players become members of it.'],
  ['deleted', 'Optional: empty for a live match, or the date-time the match was deleted (the export writes it), so deleted matches rebuild too. On a fixture line: when the fixture was removed.'],
  ['season', 'Optional: a season name (unique in its group ignoring case). With only date (the start date) and group it is a season line; with date, player1, player2 and group it is a fixture of that season.'],
  ['round', 'Optional, fixture lines only: the round of a generated round robin, a whole number from 1.'],
];

const TEMPLATE_CSV = [
  'date,player1,player2,score1,score2,fixture_weight,group,deleted,season,round',
  '2025-03-04T19:30Z,Bea Munro,Ann Smith,10,6,1,Banff,,,',
  '2025-03-04T20:10Z,Ann Smith,Cal Reid,4,10,2,Banff,,,',
  ',Dee Lowe,,,,,Banff,,,',
  '2025-03-01,,,,,,Banff,,Spring 2025,',
  '2025-03-11,Dee Lowe,Bea Munro,,,,Banff,,Spring 2025,',
  '',
].join('\r\n');

export default function ImportPage() {
  usePageMeta({ title: withBrand('Import results'), description: 'Import a season of results from CSV.', noindex: true });
  return (
    <RequireAuth>
      <div className="page">
        <Link href={linkTo('/admin')} className="link text-sm">
          ← Back to admin
        </Link>
        <h1 className="mt-3 text-3xl font-bold">Import results from CSV</h1>
        <ImportContent />
      </div>
    </RequireAuth>
  );
}
