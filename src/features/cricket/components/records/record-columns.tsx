import { Link } from 'wouter';
import type { DataColumn } from '../../../../components/data-table';
import type { RecordRow, RecordTable } from '../../api/cricket-types';
import { figuresText } from '../../utils/bowling-summary';
import { fmtAverage, fmtDate, fmtRate } from '../../utils/summarise';
import { overText } from '../../../../../common/cricket/over-text';
import { formatNumber, signed } from '../../../../../common/number-text';

/** A row of any records table. */
export type AnyRow = RecordRow<RecordTable>;
type Col = DataColumn<AnyRow>;

/** A field of a row by name (the tables' rows differ in shape). */
export const get = (r: AnyRow, k: string) => (r as unknown as Record<string, unknown>)[k];

const rank: Col = { id: 'rank', header: '#', render: (r) => r.rank, numeric: true };
const player: Col = {
  id: 'player',
  header: 'Player',
  rowHeader: true,
  render: (r) => (
    <>
      <Link href={`/cricket/player/${r.url_slug}`} className="link whitespace-nowrap">
        {r.name}
      </Link>
      {get(r, 'partial') === true && (
        <abbr title="The archive may hold only part of this career" className="ml-1 no-underline" data-testid="partial-career">
          †
        </abbr>
      )}
    </>
  ),
};
const team: Col = { id: 'team', header: 'Team', render: (r) => r.team, nowrap: true };
const span: Col = {
  id: 'span',
  header: 'Span',
  render: (r) => (get(r, 'first_year') === get(r, 'last_year') ? String(get(r, 'first_year')) : `${get(r, 'first_year')}–${get(r, 'last_year')}`),
  nowrap: true,
};
const n = (id: string, header: string, label?: string, format?: (v: number | null) => string, bold = false): Col => ({
  id,
  header,
  label,
  keyColumn: bold || undefined,
  render: (r) => {
    const v = get(r, id) as number | null;
    return format ? format(v) : v === null ? '-' : formatNumber(v);
  },
  numeric: true,
  className: bold ? 'font-semibold' : undefined,
});
const matchLink: Col = {
  id: 'date',
  header: 'Match',
  render: (r) => (
    <Link href={`/cricket/match/${get(r, 'match_id')}`} className="link whitespace-nowrap">
      {fmtDate(get(r, 'match_start_date') as string)}
    </Link>
  ),
  nowrap: true,
};
const opposition: Col = { id: 'opposition', header: 'Opposition', render: (r) => `v ${get(r, 'opposition')}`, nowrap: true };
const ground: Col = { id: 'ground', header: 'Ground', render: (r) => get(r, 'ground') as string };
const figures = (bold: boolean): Col => ({
  id: 'figures',
  header: 'Figures',
  keyColumn: bold || undefined,
  render: (r) => `${get(r, 'wickets')}/${get(r, 'runs')}`,
  numeric: true,
  className: bold ? 'font-semibold' : undefined,
});
const hs: Col = { id: 'hs', header: 'HS', label: 'Highest score', render: (r) => (get(r, 'highest_score') === null ? '-' : `${get(r, 'highest_score')}${get(r, 'highest_not_out') ? '*' : ''}`), numeric: true };
const bbi: Col = { id: 'bbi', header: 'BBI', label: 'Best bowling in an innings', render: (r) => figuresText(get(r, 'best_innings') as never), numeric: true };

const batting = (key: string): Col[] => keyFirst([
  rank,
  player,
  team,
  span,
  n('matches', 'Mat', 'Tests'),
  n('innings', 'Inns', 'Innings'),
  n('not_outs', 'NO', 'Not outs'),
  n('runs', 'Runs', undefined, undefined, key === 'runs'),
  hs,
  n('average', 'Ave', 'Average', fmtAverage, key === 'average'),
  n('strike_rate', 'SR', 'Strike rate', fmtRate),
  n('hundreds', '100s', 'Centuries', undefined, key === 'hundreds'),
  n('fifties', '50s', 'Fifties'),
  ...(key === 'sixes' ? [n('fours', '4s', 'Fours'), n('sixes', '6s', 'Sixes', undefined, true)] : []),
]);
const bowling = (key: string): Col[] => keyFirst([
  rank,
  player,
  team,
  span,
  n('matches', 'Mat', 'Tests'),
  n('innings', 'Inns', 'Innings bowled in'),
  n('balls', 'Balls', 'Legal balls'),
  n('runs', 'Runs', "Bowler's runs"),
  n('wickets', 'Wkts', 'Wickets', undefined, key === 'wickets'),
  bbi,
  n('average', 'Ave', 'Runs per wicket', fmtAverage, key === 'average'),
  n('economy', 'Econ', 'Runs per six balls', fmtRate, key === 'economy'),
  n('strike_rate', 'SR', 'Balls per wicket', fmtRate),
  n('five_wickets', '5w', 'Innings with five or more wickets', undefined, key === 'five'),
  n('ten_wickets', '10w', 'Matches with ten or more wickets'),
]);
const fielding = (key: string): Col[] => keyFirst([
  rank,
  player,
  team,
  span,
  n('matches', 'Mat', 'Tests'),
  n('catches', 'Ct', 'Catches', undefined, key === 'catches'),
  n('caught_and_bowled', 'c&b', 'Caught and bowled (in Ct)'),
  n('stumpings', 'St', 'Stumpings', undefined, key === 'stumpings'),
  n('run_outs', 'RO', 'Run outs'),
]);

/**
 * The figure a table ranks by, moved next to the player (#, Player, the ranked figure, then the rest), so it stays on
 * a phone's screen beside the sticky rank and name.
 */
const keyFirst = (cols: Col[]): Col[] => {
  const key = cols.find((c) => c.keyColumn);
  if (!key) return cols;
  const rest = cols.filter((c) => c !== key);
  return [...rest.slice(0, 2), key, ...rest.slice(2)];
};

const wpaCol = (id: string, header: string, label: string, bold = false): Col => ({
  id,
  header,
  label,
  keyColumn: bold || undefined,
  render: (r) => {
    const v = get(r, id);
    return typeof v === 'number' ? signed(v, 2) : '-';
  },
  numeric: true,
  className: bold ? 'font-semibold' : undefined,
});
const wpaCols = [wpaCol('wpa', 'WPA', 'Win probability added, batting and bowling', true), wpaCol('batting_wpa', 'Bat', 'Batting WPA'), wpaCol('bowling_wpa', 'Bowl', 'Bowling WPA')];

/** An innings' balls to 50 or 100 first (the figure ranked), then the innings it was part of. */
const fastest = (label: string): Col[] => [
  rank,
  player,
  n('balls_to', 'Balls', label, undefined, true),
  { id: 'score', header: 'Runs', label: 'Final score', render: (r) => `${formatNumber(get(r, 'runs') as number)}${get(r, 'not_out') ? '*' : ''}`, numeric: true },
  n('balls', 'BF', 'Balls faced in the innings'),
  n('fours', '4s'),
  n('sixes', '6s'),
  team,
  opposition,
  ground,
  matchLink,
];

/** The columns of each records table: rank, player and the figures it ranks on, with their context. */
export const COLUMNS: Record<RecordTable, Col[]> = {
  'most-wpa-test': [rank, player, ...wpaCols, team, opposition, ground, matchLink],
  'most-wpa-career': keyFirst([rank, player, team, span, n('matches', 'Mat', 'Tests'), ...wpaCols]),
  'most-runs': batting('runs'),
  'most-centuries': batting('hundreds'),
  'best-batting-average': batting('average'),
  'most-wickets': bowling('wickets'),
  'most-five-wickets': bowling('five'),
  'best-bowling-average': bowling('average'),
  'most-catches': fielding('catches'),
  'most-keeper-dismissals': keyFirst([
    rank,
    player,
    team,
    span,
    n('matches', 'Mat', 'Tests'),
    n('kept', 'Kept', 'Tests in which he kept wicket'),
    n('dismissals', 'Dis', 'Dismissals as wicket-keeper (catches and stumpings)', undefined, true),
    n('catches', 'Ct', 'Catches as wicket-keeper'),
    n('stumpings', 'St', 'Stumpings'),
  ]),
  'most-stumpings': fielding('stumpings'),
  'most-sixes': batting('sixes'),
  'fastest-fifties': fastest('Balls to 50'),
  'fastest-hundreds': fastest('Balls to 100'),
  'best-economy': bowling('economy'),
  'highest-scores': [
    rank,
    player,
    { id: 'score', header: 'Runs', keyColumn: true, render: (r) => `${formatNumber(get(r, 'runs') as number)}${get(r, 'not_out') ? '*' : ''}`, numeric: true, className: 'font-semibold' },
    n('balls', 'Balls'),
    n('fours', '4s'),
    n('sixes', '6s'),
    team,
    opposition,
    ground,
    matchLink,
  ],
  'best-bowling-innings': [
    rank,
    player,
    figures(true),
    { id: 'overs', header: 'Overs', render: (r) => overText(get(r, 'balls') as number), numeric: true },
    n('maidens', 'Mdns', 'Maidens'),
    team,
    opposition,
    ground,
    matchLink,
  ],
  'best-bowling-match': [
    rank,
    player,
    figures(true),
    { id: 'overs', header: 'Overs', render: (r) => overText(get(r, 'balls') as number), numeric: true },
    team,
    opposition,
    ground,
    matchLink,
  ],
};
