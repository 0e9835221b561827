import { Link } from 'wouter';
import { countText, formatNumber, signed } from '../../../../../common/number-text';
import { cricketFormat } from '../../../../../common/cricket/formats';
import { useCricketFormat } from '../../hooks/use-cricket-format';
import { linkTo } from '../../../../../contracts/route-manifest';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import type { WpaTest } from '../../api/cricket-types';
import { usePlayerWpa } from '../../api/get-win-probability';
import { fmtDate } from '../../utils/summarise';
import { MethodLink } from './win-probability-section';

/** WPA as the pages print it: in matches, signed, two decimals ("+0.35": 35 % of a win). */
export const wpaText = (x: number) => signed(x, 2);

const COLUMNS: DataColumn<WpaTest>[] = [
  {
    id: 'date',
    header: 'Match Date',
    value: (r) => `${r.start_date} ${r.match_id}`,
    render: (r) => (
      <Link href={linkTo('/cricket/match/:matchId', { matchId: r.match_id })} className="link">
        {fmtDate(r.start_date)}
      </Link>
    ),
    rowHeader: true,
    nowrap: true,
  },
  { id: 'wpa', header: 'WPA', label: 'Win probability added', value: (r) => r.wpa, render: (r) => wpaText(r.wpa), numeric: true, className: 'font-semibold' },
  { id: 'deliveries', header: 'Balls', label: 'Deliveries', value: (r) => r.deliveries, render: (r) => formatNumber(r.deliveries), numeric: true },
  { id: 'opposition', header: 'Opposition', value: (r) => r.opposition },
  { id: 'ground', header: 'Ground', value: (r) => r.ground },
];

/**
 * Win probability added over the career in the page's format, batting or bowling: the total and each match (every
 * match of the format in the archive with a result, whatever the filters above).
 */
export function WpaSection({ slug, role }: { slug: string; role: 'batting' | 'bowling' }) {
  const fmt = useCricketFormat();
  const q = usePlayerWpa(slug, fmt);
  const word = cricketFormat(fmt).matchWord;
  const limited = cricketFormat(fmt).overs !== null;
  const side = q.data?.[role];
  if (!side || side.tests === 0) return null;
  const verb = role === 'batting' ? 'faced' : 'bowled';
  return (
    <section className="card mt-6" aria-labelledby={`wpa-${role}-heading`} data-testid={`wpa-${role}`}>
      <h2 id={`wpa-${role}-heading`} className="text-lg font-semibold text-slate-900">
        Win probability added, {role}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {limited
          ? `Each ball ${verb} moved the batting side's chance of winning by the model's figures; `
          : `Each ball ${verb} moved the batting side's share of the match (its chance of winning plus half the chance of a draw) by the model's figures; `}
        {role === 'batting' ? 'the change counts for the batter' : 'the change counts against the bowler, so a wicket adds to the total'}. A whole match
        swung is 1.00. Every {word} in the archive with a result, whatever the filters above{limited ? ' (ties and no results are left out)' : ''}. <MethodLink />
      </p>
      <p className="mt-3 text-slate-900" data-testid={`wpa-${role}-total`}>
        <span className="text-2xl font-semibold tabular-nums">{wpaText(side.total)}</span> in {countText(side.tests, word)}
        {side.tests > 0 && (
          <>
            {' '}
            ({wpaText(side.total / side.tests)} a{/^[AEIOU]/.test(word) ? 'n' : ''} {word})
          </>
        )}
      </p>
      <DataTable
        rows={side.by_test}
        columns={COLUMNS}
        rowKey={(r) => r.match_id}
        label={`Win probability added ${role} per ${word}`}
        pageSize={50}
        testId={`wpa-${role}-table`}
        className="mt-3 [&_.dt-scroll]:max-h-[24rem] [&_.dt-scroll]:overflow-y-auto [&_thead_th]:sticky [&_thead_th]:top-0 [&_thead_th]:z-20"
        empty={`No ${word}s`}
      />
    </section>
  );
}
