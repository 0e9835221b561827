import { useOddsFormat } from '../../../lib/odds-format-preference';
import { ODDS_FORMAT_LABEL, ODDS_FORMATS, type OddsFormat } from '../../../../workers/betting/odds-format';
import { LabelledField } from '../../../components/labelled-field';

/** The site-wide choice of how odds are shown (kept in this browser); every calculator shows it. */
export function OddsFormatPicker({ className = 'mt-4' }: { className?: string }) {
  const [format, setFormat] = useOddsFormat();
  return (
    <LabelledField label="Show odds as" className={`flex flex-wrap items-center gap-2 ${className}`} labelClassName="text-sm font-medium text-slate-700">
      {(control) => (
        <>
          <select {...control} className="input w-auto" value={format} onChange={(e) => setFormat(e.target.value as OddsFormat)} data-testid="odds-format">
            {ODDS_FORMATS.map((f) => (
              <option key={f} value={f}>
                {ODDS_FORMAT_LABEL[f]}
              </option>
            ))}
          </select>
          <span className="text-sm text-slate-600">Prices can be typed in any format.</span>
        </>
      )}
    </LabelledField>
  );
}
