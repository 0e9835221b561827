import { type ImportReport } from '../api/league-admin-api';

/**
 * What an import will do (the dry run) or did (after the commit): the same counts, in the future before and in the
 * past after, so the summary shown after importing is current ("Matches added 3", not "Matches to add 3").
 */
export function ReportView({ report }: { report: ImportReport }) {
  const done = report.committed;
  const names = (list: string[]) => (list.length ? `${list.length}: ${list.join(', ')}` : 0);
  const items: [string, string | number][] = [
    ['Rows read', report.rowsRead],
    [done ? 'Matches added' : 'Matches to add', report.matchesToAdd],
    [done ? 'Matches skipped (already in the league)' : 'Matches already in the league', report.matchesAlreadyPresent],
    [done ? 'Players created' : 'Players to create', names(report.playersToCreate)],
    [done ? 'Groups created' : 'Groups to create', names(report.groupsToCreate)],
    [done ? 'Memberships added' : 'Memberships to add', report.membershipsToAdd],
    [done ? 'Seasons created' : 'Seasons to create', names(report.seasonsToCreate)],
    [done ? 'Fixtures added' : 'Fixtures to add', report.fixturesToAdd],
    [done ? 'Fixtures skipped (already in their season)' : 'Fixtures already in their season', report.fixturesAlreadyPresent],
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
export function importCount(r: ImportReport) {
  const matches = `${r.matchesToAdd} match${r.matchesToAdd === 1 ? '' : 'es'}`;
  return r.fixturesToAdd > 0 ? `${matches} and ${r.fixturesToAdd} fixture${r.fixturesToAdd === 1 ? '' : 's'}` : matches;
}
