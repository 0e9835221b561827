/** The records table's qualification: the minimum innings (batting average) or balls bowled (bowling average). */
export function RecordsMinimumInput({
  qualification,
  value,
  onChange,
}: {
  qualification: 'innings' | 'balls';
  value: number | '';
  onChange: (min: number | null) => void;
}) {
  return (
    <label className="mt-3 flex max-w-xs flex-col gap-1 text-sm font-medium text-slate-700">
      Minimum {qualification === 'innings' ? 'innings' : 'balls bowled'}
      <input
        type="number"
        min={0}
        inputMode="numeric"
        className="input py-1.5"
        value={value}
        onChange={(e) => onChange(e.target.value === '' ? null : Math.max(0, Math.min(999999, Math.floor(Number(e.target.value) || 0))))}
        data-testid="records-min"
      />
    </label>
  );
}
