import { parseOdds, type OddsParse } from '../../../../workers/betting/odds-format';

/**
 * A price input of the betting tools: any format (5/2, evens, 3.5, +150, −200, 40 %), kept as typed. An entry
 * that is not a price is marked invalid and its reason is shown under the field.
 */
export function OddsInput({
  id,
  label,
  value,
  onChange,
  testId,
  className = '',
  parsed = parseOdds(value),
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  testId?: string;
  className?: string;
  parsed?: OddsParse;
}) {
  const bad = !parsed.ok;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        className="input mt-1"
        type="text"
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        required={bad}
        aria-invalid={bad}
        aria-describedby={bad ? `${id}-err` : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      {!parsed.ok ? (
        <p id={`${id}-err`} className="mt-1 text-sm text-red-800" data-testid={testId ? `${testId}-error` : undefined}>
          {parsed.message}
        </p>
      ) : null}
    </div>
  );
}

/** A text input for money or a percentage, with its error under it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  testId,
  className = '',
  inputMode = 'decimal',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The reason the entry is refused, or null when it is fine. */
  error: string | null;
  testId?: string;
  className?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        className="input mt-1"
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        required={error !== null}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-err` : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      {error ? (
        <p id={`${id}-err`} className="mt-1 text-sm text-red-800" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
