import { useId } from 'react';
import { useOddsFormat } from '../../../lib/odds-format-preference';
import { ODDS_FORMAT_LABEL, ODDS_FORMATS, type OddsFormat } from '../../../../workers/betting/odds-format';

/** The site-wide choice of how odds are shown (kept in this browser); every calculator shows it. */
export function OddsFormatPicker({ className = 'mt-4' }: { className?: string }) {
  const id = useId();
  const [format, setFormat] = useOddsFormat();
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Show odds as
      </label>
      <select id={id} className="input w-auto" value={format} onChange={(e) => setFormat(e.target.value as OddsFormat)} data-testid="odds-format">
        {ODDS_FORMATS.map((f) => (
          <option key={f} value={f}>
            {ODDS_FORMAT_LABEL[f]}
          </option>
        ))}
      </select>
      <span className="text-sm text-slate-600">Prices can be typed in any format.</span>
    </div>
  );
}
