/** An en dash: what a derived figure shows while an input it comes from is invalid. */
export const NO_VALUE = '\u2013';

/**
 * A number input of the betting tools: the visitor's text kept as typed; an invalid entry is required and
 * aria-invalid, so the browser's constraint styling marks it (no message is shown).
 */
export function ToolNumberInput({
  id,
  label,
  value,
  invalid,
  onChange,
  min,
  max,
  step = 'any',
  testId,
  className = '',
}: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  onChange: (text: string) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
  testId?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        className="input mt-1"
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        required={invalid}
        aria-invalid={invalid}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </div>
  );
}
