import { parseOdds, type OddsParse } from '../../../../workers/betting/odds-format';
import { LABEL, LabelledField } from '../../../components/labelled-field';

type ToolFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  testId?: string;
  className?: string;
};

/**
 * A text input of the betting tools, kept as typed. An entry that is refused is marked invalid (and required, so
 * the browser marks it too) and its reason is shown under the field, quietly: it changes with each keystroke.
 */
function ToolField({ id, label, value, onChange, testId, className = '', error, inputMode }: ToolFieldProps & { error: string | null; inputMode: 'decimal' | 'numeric' | 'text' }) {
  return (
    <LabelledField id={id} label={label} error={error} className={className} labelClassName={LABEL.medium} quiet errorTestId={testId ? `${testId}-error` : undefined}>
      {(control) => (
        <input
          {...control}
          className="input mt-1"
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={inputMode === 'text' ? false : undefined}
          required={error !== null}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        />
      )}
    </LabelledField>
  );
}

/** A price input of the betting tools: any format (5/2, evens, 3.5, +150, −200, 40 %). */
export function OddsInput({ parsed, ...props }: ToolFieldProps & { parsed?: OddsParse }) {
  const odds = parsed ?? parseOdds(props.value);
  return <ToolField {...props} error={odds.ok ? null : odds.message} inputMode="text" />;
}

/** A text input for money or a percentage, with its error under it. */
export function TextField({
  inputMode = 'decimal',
  ...props
}: ToolFieldProps & {
  /** The reason the entry is refused, or null when it is fine. */
  error: string | null;
  inputMode?: 'decimal' | 'numeric' | 'text';
}) {
  return <ToolField {...props} inputMode={inputMode} />;
}
