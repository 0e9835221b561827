import { type ImportReport } from '../api/league-admin-api';

export function ReportView({ report }: { report: ImportReport }) {
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
export function importCount(r: ImportReport) {
  const matches = `${r.matchesToAdd} match${r.matchesToAdd === 1 ? '' : 'es'}`;
  return r.fixturesToAdd > 0 ? `${matches} and ${r.fixturesToAdd} fixture${r.fixturesToAdd === 1 ? '' : 's'}` : matches;
}
