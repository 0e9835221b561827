import { Link } from 'wouter';
import { linkTo } from '../../../../../contracts/route-manifest';
import { RECORD_TABLE_INFO } from '../../../../../common/cricket/record-tables';
import { ordinal } from '../../../../../common/cricket/scorecard-text';
import { withFormat, type CricketFormatKey } from '../../../../../common/cricket/formats';
import { formatNumber } from '../../../../../common/number-text';
import { formatDate } from '../../../../lib/format-date';
import type { RecordChange, RecordsChanges } from '../../../../../contracts/cricket-records';

/** How many changes the page lists before "and n more". */
const SHOWN = 6;

function ChangeLine({ c, fmt }: { c: RecordChange; fmt: CricketFormatKey }) {
  const table = RECORD_TABLE_INFO[c.table].title;
  return (
    <li>
      <Link href={withFormat(linkTo('/cricket/player/:slug', { slug: c.url_slug }), fmt)} className="link font-medium">
        {c.name}
      </Link>{' '}
      {c.previous_rank === null ? 'entered' : 'moved up to'}{' '}
      <Link href={withFormat(linkTo('/cricket/records', {}, { table: c.table }), fmt)} className="link">
        {table}
      </Link>{' '}
      {c.previous_rank === null ? 'at' : ''} {ordinal(c.rank)}
      {c.previous_rank === null ? '' : `, from ${ordinal(c.previous_rank)}`}:{' '}
      {c.match_id ? (
        <Link href={withFormat(linkTo('/cricket/match/:matchId', { matchId: c.match_id }), fmt)} className="link">
          {c.figure}
        </Link>
      ) : (
        c.figure
      )}
      .
    </li>
  );
}

/**
 * The records the last import changed (rows that entered a table's top ten or moved up in it), stored when the
 * import finished and rendered on the server with the page. Nothing is shown before a second import: the first has
 * nothing to compare with.
 */
export function RecordsChanged({ data, fmt }: { data: RecordsChanges | undefined; fmt: CricketFormatKey }) {
  if (!data?.compared || data.imported_at === null) return null;
  const { changes } = data;
  return (
    <section className="card mt-6" aria-labelledby="records-changed-heading" data-testid="records-changed">
      <h2 id="records-changed-heading" className="text-lg font-semibold text-slate-900">
        Records changed at the last import
      </h2>
      <p className="text-sm text-slate-600">
        The top ten of each table in the records book, compared with the import before ({formatDate(data.imported_at)}).
      </p>
      {changes.length === 0 ? (
        <p className="mt-2 text-slate-800">No top ten changed.</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {changes.slice(0, SHOWN).map((c) => (
            <ChangeLine key={`${c.table} ${c.url_slug} ${c.match_id ?? ''} ${c.rank}`} c={c} fmt={fmt} />
          ))}
          {changes.length > SHOWN ? <li>and {formatNumber(changes.length - SHOWN)} more across the tables.</li> : null}
        </ul>
      )}
    </section>
  );
}
