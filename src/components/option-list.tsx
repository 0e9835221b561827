/** A select's options from its values, each shown as `label` writes it (as it is written, by default). */
export function OptionList<T extends string>({ values, label = (v) => v }: { values: readonly T[]; label?: (value: T) => string }) {
  return values.map((v) => (
    <option key={v} value={v}>
      {label(v)}
    </option>
  ));
}
