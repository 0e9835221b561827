import { Link, useLocation, useSearch } from 'wouter';
import { CRICKET_FORMAT_PARAM, CRICKET_FORMATS, cricketFormat, formatName, type CricketFormatKey } from '../../../../../common/cricket/formats';
import { useCricketFormat } from '../../hooks/use-cricket-format';

/** The parameters a page keeps when the format changes (the others, filters and pages, belong to one format). */
const KEPT = ['view'];

/** The same page in another format: the format always written, so the link never takes the current one. */
function formatHref(path: string, search: string, fmt: CricketFormatKey): string {
  const now = new URLSearchParams(search);
  const next = new URLSearchParams();
  for (const k of KEPT) {
    const v = now.get(k);
    if (v !== null) next.set(k, v);
  }
  next.set(CRICKET_FORMAT_PARAM, fmt);
  return `${path}?${next.toString()}`;
}

const pill = (current: boolean) =>
  `inline-block rounded-full border px-2.5 py-0.5 font-medium sm:px-3 sm:py-1 ${current ? 'border-sky-800 bg-sky-800 text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-100'}`;

/**
 * Format and sex, one choice (common/cricket/formats.ts): Tests, ODIs or T20Is, men's or women's. Every cricket page
 * shows it under its menu; the choice is the address's `format` and links carry it from page to page
 * (src/app/format-carrying-location.ts). Men's Tests are the default.
 */
export function FormatControl() {
  const [path] = useLocation();
  const search = useSearch();
  const fmt = useCricketFormat();
  const current = cricketFormat(fmt);
  const kinds = [...new Set(CRICKET_FORMATS.map((f) => f.matchType))];
  const keyOf = (matchType: string, sex: string) => CRICKET_FORMATS.find((f) => f.matchType === matchType && f.sex === sex)!.key;
  return (
    <div role="group" aria-label="Format and sex" className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm" data-testid="cricket-format-control">
      <ul className="flex flex-wrap gap-2" aria-label="Format of the matches">
        {kinds.map((kind) => {
          const key = keyOf(kind, current.sex);
          const isCurrent = kind === current.matchType;
          return (
            <li key={kind}>
              <Link href={formatHref(path, search, key)} aria-current={isCurrent ? 'true' : undefined} className={pill(isCurrent)}>
                {cricketFormat(key).matchWord === 'Test' ? 'Tests' : `${cricketFormat(key).matchWord}s`}
              </Link>
            </li>
          );
        })}
      </ul>
      <ul className="flex flex-wrap gap-2" aria-label="Men or women">
        {(['male', 'female'] as const).map((sex) => {
          const key = keyOf(current.matchType, sex);
          const isCurrent = sex === current.sex;
          return (
            <li key={sex}>
              <Link href={formatHref(path, search, key)} aria-current={isCurrent ? 'true' : undefined} className={pill(isCurrent)}>
                {sex === 'male' ? 'Men' : 'Women'}
              </Link>
            </li>
          );
        })}
      </ul>
      {/* On a phone the pills alone say it, so the data starts a line higher. */}
      <span className="text-slate-700 max-sm:sr-only">
        Showing <strong>{formatName(fmt)}</strong>
      </span>
    </div>
  );
}
