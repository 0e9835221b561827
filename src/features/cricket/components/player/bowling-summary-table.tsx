import { DataTable, type DataColumn } from '../../../../components/data-table';
import type { BowlingSummary } from '../../api/cricket-types';
import { figuresText } from '../../utils/bowling-summary';
import { fmtAverage, fmtRate } from '../../utils/summarise';
import { formatNumber } from '../../../../../common/number-text';

const col = (id: string, header: string, label: string, render: (s: BowlingSummary) => string | number): DataColumn<BowlingSummary> => ({
  id,
  header: <abbr title={label} className="no-underline">{header}</abbr>,
  label: header,
  // Counts grouped as the site writes them ("33,696"); figures and rates are already text.
  render: (row) => {
    const v = render(row);
    return typeof v === 'number' ? formatNumber(v) : v;
  },
  numeric: true,
});

const COLUMNS: DataColumn<BowlingSummary>[] = [
  col('matches', 'Mat', 'Tests', (s) => s.matches),
  col('innings', 'Inns', 'Innings bowled in', (s) => s.innings),
  col('balls', 'Balls', 'Legal balls bowled', (s) => s.balls),
  col('maidens', 'Mdns', 'Maidens', (s) => s.maidens),
  col('runs', 'Runs', "Bowler's runs conceded", (s) => s.runs),
  col('wickets', 'Wkts', 'Wickets', (s) => s.wickets),
  col('bbi', 'BBI', 'Best bowling in an innings', (s) => figuresText(s.best_innings)),
  col('bbm', 'BBM', 'Best bowling in a match', (s) => figuresText(s.best_match)),
  col('average', 'Ave', 'Runs per wicket', (s) => fmtAverage(s.average)),
  col('economy', 'Econ', 'Runs per six balls', (s) => fmtRate(s.economy)),
  col('sr', 'SR', 'Balls per wicket', (s) => fmtRate(s.strike_rate)),
  col('four', '4w', 'Innings with exactly four wickets', (s) => s.four_wickets),
  col('five', '5w', 'Innings with five or more wickets', (s) => s.five_wickets),
  col('ten', '10w', 'Matches with ten or more wickets', (s) => s.ten_wickets),
];

/** The bowling summary: one row of Statsguru's figures; a card of "label: value" lines on phones. */
export function BowlingSummaryTable({ summary, caption }: { summary: BowlingSummary; caption: string }) {
  return <DataTable rows={[summary]} columns={COLUMNS} rowKey={() => 'summary'} label={caption} narrow="cards" sortable={false} testId="bowling-summary" />;
}
