import { useId, useState } from 'react';
import { linkTo } from '../../../../contracts/route-manifest';
import { allFormats, parseOdds } from '../../../../workers/betting/odds-format';
import { OddsInput } from '../tools/odds-input';
import { NO_VALUE } from '../tools/tool-input';

/**
 * A small converter beside the calculators that take decimal odds only (the specification's Kelly and two-provider
 * odds calculators): a price in any format gives the decimal odds to type there.
 */
export function OddsConverterInline() {
  const id = useId();
  const [text, setText] = useState('5/2');
  const parsed = parseOdds(text);
  const f = parsed.ok ? allFormats(parsed.decimal) : null;
  return (
    <aside className="card not-prose my-6" aria-labelledby={`${id}-t`} data-toc-skip data-testid="inline-converter">
      <p id={`${id}-t`} className="font-semibold">
        Odds in another format?
      </p>
      <p className="mt-1 text-sm text-slate-700">The calculator above takes decimal odds. Type a fractional or American price to get them.</p>
      <div className="mt-2 flex flex-wrap items-start gap-4">
        <OddsInput id={`${id}-p`} label="Price (5/2, evens, +150, −200, 40 %)" className="w-56" value={text} parsed={parsed} onChange={setText} testId="inline-converter-input" />
        <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="inline text-slate-600">Decimal </dt>
            <dd className="inline font-semibold tabular-nums" data-testid="inline-converter-decimal">
              {f ? f.decimal.text : NO_VALUE}
            </dd>
          </div>
          <div>
            <dt className="inline text-slate-600">Implied probability </dt>
            <dd className="inline font-semibold tabular-nums">{f ? f.probability.text : NO_VALUE}</dd>
          </div>
        </dl>
      </div>
      <p className="mt-2 text-sm">
        <a href={linkTo('/betting/odds-converter')} className="link">
          Every format, and the nearest traditional fraction
        </a>
      </p>
    </aside>
  );
}
