import { DataTable, type DataColumn } from '../../../components/data-table';
import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';
import type { PlayerDetail, PlayerFielding } from '../api/cricket-types';
import { usePlayerFielding } from '../api/get-player-bowling';
import { Definitions } from './bowling-view';

type Counts = PlayerFielding['summary'];
type YearRow = PlayerFielding['by_year'][number];

const n = <T extends Counts | YearRow>(id: keyof Counts & keyof T, header: string, label: string): DataColumn<T> => ({
  id,
  header: <abbr title={label} className="no-underline">{header}</abbr>,
  label: header,
  value: (r) => r[id] as number,
  numeric: true,
});

const SUMMARY: DataColumn<Counts>[] = [
  n('matches', 'Mat', 'Tests'),
  n('catches', 'Ct', 'Catches (caught and bowled included)'),
  n('caught_and_bowled', 'c&b', 'Of which caught and bowled'),
  n('stumpings', 'St', 'Stumpings'),
  n('run_outs', 'RO', 'Run outs he took part in'),
];

const BY_YEAR: DataColumn<YearRow>[] = [{ id: 'year', header: 'Year', value: (r) => r.year, rowHeader: true }, ...(SUMMARY as unknown as DataColumn<YearRow>[])];

export const FIELDING_DEFINITIONS = [
  'Catches are caught dismissals crediting him as a fielder, plus every caught and bowled (which is also counted on its own); a substitute fielder is credited nothing.',
  'Stumpings are stumped dismissals crediting him; a run out credits every fielder the scorer names (not substitutes).',
  "Cricsheet's data does not say who kept wicket, so catches taken as wicket-keeper are not told apart.",
];

/** The career page's Fielding view: career credits and one row per year he played a Test. */
export function FieldingView({ d }: { d: PlayerDetail }) {
  const fielding = usePlayerFielding(d.url_slug);
  const f = fielding.data;
  return (
    <div data-testid="fielding-view">
      {fielding.error ? (
        <div className="mt-6">
          <ErrorMessage error={fielding.error} />
        </div>
      ) : !f ? (
        <Spinner label="Loading..." />
      ) : (
        <>
          <section className="card mt-6">
            <h2 className="text-lg font-semibold text-slate-900">Fielding career summary</h2>
            <div className="mt-3">
              <DataTable rows={[f.summary]} columns={SUMMARY} rowKey={() => 'summary'} label="Fielding career summary" narrow="cards" sortable={false} testId="fielding-summary" />
            </div>
          </section>
          <section className="card mt-6">
            <h2 className="mb-3 text-lg font-semibold text-slate-900">Fielding by year</h2>
            <DataTable rows={f.by_year} columns={BY_YEAR} rowKey={(r) => String(r.year)} label="Fielding by year" testId="fielding-by-year" />
          </section>
        </>
      )}
      <Definitions items={FIELDING_DEFINITIONS} />
    </div>
  );
}
