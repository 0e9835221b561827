import { useMemo } from 'react';
import { linkTo } from '../../../../../contracts/route-manifest';
import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import { ErrorMessage } from '../../../../components/error-message';
import { Spinner } from '../../../../components/spinner';
import type { InningsRecord, PlayerPartnerships } from '../../api/cricket-types';
import { usePlayerPartnerships } from '../../api/get-player-partnerships';
import { summarisePartnerships, type PartnerTotals } from '../../utils/partnership-summary';
import { ordinal } from '../../utils/scorecard-text';
import { fmtAverage } from '../../utils/summarise';
import { percentText } from '../../../../../common/cricket/exact-round';
import { formatNumber } from '../../../../../common/number-text';

/** Fewer stands than this and the figures are flagged as a small sample. */
export const SMALL_PARTNERSHIP_SAMPLE = 10;
const PARTNERS_PAGE_SIZE = 10;

const highestText = (t: { runs: number; unbroken: boolean } | null) => (t ? `${t.runs}${t.unbroken ? '*' : ''}` : '-');

function partnerColumns(partners: PlayerPartnerships['partners']): DataColumn<PartnerTotals>[] {
  return [
    {
      id: 'partner',
      header: 'Partner',
      rowHeader: true,
      nowrap: true,
      value: (p) => partners[p.partner_id]?.name ?? p.partner_id,
      render: (p) => {
        const who = partners[p.partner_id];
        return who ? (
          <Link href={linkTo('/cricket/player/:slug', { slug: who.url_slug })} className="link">
            {who.name}
          </Link>
        ) : (
          p.partner_id
        );
      },
    },
    { id: 'stands', header: 'Stands', value: (p) => p.partnerships, numeric: true },
    { id: 'runs', header: 'Runs', value: (p) => p.runs, numeric: true, className: 'font-semibold' },
    { id: 'average', header: 'Ave', label: 'Average partnership', value: (p) => p.average, render: (p) => fmtAverage(p.average), numeric: true },
    { id: 'highest', header: 'Best', label: 'Highest partnership', value: (p) => p.highest?.runs ?? null, render: (p) => highestText(p.highest), numeric: true },
    { id: 'hundreds', header: '100s', value: (p) => p.hundreds, numeric: true },
    { id: 'fifties', header: '50s', value: (p) => p.fifties, numeric: true },
  ];
}

/**
 * The player's partnerships in the innings the filter bar keeps: runs added, the average partnership, the
 * highest, and his best partners, with the sample they rest on and the definitions.
 */
export function PartnershipsSection({ slug, name, innings, filtered }: { slug: string; name: string; innings: readonly InningsRecord[]; filtered: boolean }) {
  const q = usePlayerPartnerships(slug);
  const kept = useMemo(() => new Set(innings.filter((r) => r.did_bat).map((r) => `${r.match_id}|${r.match_inns}`)), [innings]);
  const rows = useMemo(() => (q.data ? q.data.rows.filter((r) => kept.has(`${r.match_id}|${r.match_inns}`)) : []), [q.data, kept]);
  const s = useMemo(() => summarisePartnerships(rows), [rows]);
  const inningsWith = new Set(rows.map((r) => `${r.match_id}|${r.match_inns}`)).size;
  const top = s.all.highest;
  return (
    <section className="card mt-6" aria-labelledby="partnerships-heading" data-testid="career-partnerships">
      <h2 id="partnerships-heading" className="text-lg font-semibold text-slate-900">
        Partnerships
      </h2>
      {q.isPending ? (
        <Spinner label="Loading..." />
      ) : q.isError ? (
        <ErrorMessage error={q.error} />
      ) : rows.length === 0 ? (
        <p className="mt-2 text-slate-700">No partnership is recorded for {name} in {filtered ? 'the filtered innings' : 'the archive'}.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700" data-testid="partnerships-sample">
            From {s.all.partnerships} {s.all.partnerships === 1 ? 'partnership' : 'partnerships'} in {inningsWith} innings
            {filtered ? ' (the filtered innings)' : ''}, {s.all.unbroken} unbroken.
            {s.all.partnerships < SMALL_PARTNERSHIP_SAMPLE ? ' A small sample: read the average with care.' : ''}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="partnerships-summary">
            {[
              ['Runs added', formatNumber(s.all.runs)],
              ['Average partnership', fmtAverage(s.all.average)],
              ['His share', s.all.runs ? `${formatNumber(s.all.his_runs)} (${percentText(s.all.his_runs, s.all.runs)})` : '-'],
              ['100 / 50 stands', `${s.all.hundreds} / ${s.all.fifties}`],
            ].map(([k, v]) => (
              <div key={k} className="rounded border border-slate-200 p-3">
                <dt className="text-sm text-slate-600">{k}</dt>
                <dd className="text-xl font-semibold tabular-nums text-slate-900">{v}</dd>
              </div>
            ))}
          </dl>
          {top && (
            <p className="mt-3 text-sm text-slate-700" data-testid="partnerships-highest">
              Highest: {highestText(top)} for the {ordinal(top.wicket)} wicket with{' '}
              {top.partners.map((id) => q.data?.partners[id]?.name ?? id).join(' and ')} (
              <Link href={linkTo('/cricket/match/:matchId', { matchId: top.match_id })} className="link">
                scorecard
              </Link>
              ).
            </p>
          )}
          <h3 className="mt-5 text-base font-semibold text-slate-900">Best partners</h3>
          <div className="mt-2">
            <DataTable
              rows={s.partners}
              columns={partnerColumns(q.data?.partners ?? {})}
              rowKey={(p) => p.partner_id}
              label={`${name}'s partners`}
              pageSize={PARTNERS_PAGE_SIZE}
              testId="partners-table"
            />
          </div>
          <p className="mt-3 text-sm text-slate-600">
            A partnership is every run (extras included) and legal ball from the fall of one wicket to the fall of the next, or to the end of
            the innings (unbroken, *). Runs added are all the runs of his partnerships; his share is his runs off the bat in them. The average
            partnership is runs added divided by the partnerships that ended, as a batting average treats not-outs; a stand with three batters
            (one retired) counts for each partner.
          </p>
        </>
      )}
    </section>
  );
}
