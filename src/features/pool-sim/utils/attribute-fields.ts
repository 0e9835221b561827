import type { PlayerAttributes, Stage } from '../types';

/** The spec's fixed option lists (no free input). */
export const REGULAR_MAKE_OPTIONS = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7];
export const OBSERVED_ACCURACY_OPTIONS = [0.3, 0.4, 0.5, 0.6, 0.7];
export const BREAK_MAKE_OPTIONS = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8];
export const SPLIT_BENEFIT_OPTIONS = [0.05, 0.1, 0.25, 0.5, 0.6];
export const SPLIT_DURATION_OPTIONS = [1, 2, 3, 4, 5];
export const FOUL_OPTIONS = [0.01, 0.02, 0.03, 0.04, 0.05];

export type FieldGroup = 'regular' | 'break' | 'foul';

export interface AttributeField {
  group: FieldGroup;
  key: string;
  label: string;
  options: number[];
  unit: 'percent' | 'shots';
  stages: Stage[];
}

export const ATTRIBUTE_FIELDS: AttributeField[] = [
  { group: 'regular', key: 'make', label: 'Make chance', options: REGULAR_MAKE_OPTIONS, unit: 'percent', stages: [2, 3] },
  { group: 'regular', key: 'foul', label: 'Foul chance', options: FOUL_OPTIONS, unit: 'percent', stages: [3] },
  { group: 'break', key: 'make', label: 'Break make chance', options: BREAK_MAKE_OPTIONS, unit: 'percent', stages: [2, 3] },
  { group: 'break', key: 'splitBenefit', label: 'Split benefit', options: SPLIT_BENEFIT_OPTIONS, unit: 'percent', stages: [2, 3] },
  { group: 'break', key: 'splitDuration', label: 'Split duration', options: SPLIT_DURATION_OPTIONS, unit: 'shots', stages: [2, 3] },
  { group: 'break', key: 'foul', label: 'Break foul chance', options: FOUL_OPTIONS, unit: 'percent', stages: [3] },
  { group: 'foul', key: 'makeBlack', label: 'Pot black on foul', options: FOUL_OPTIONS, unit: 'percent', stages: [3] },
];

/** Stage 1 has a single attribute: the observed accuracy (regular make). */
export const STAGE1_FIELD: AttributeField = {
  group: 'regular',
  key: 'make',
  label: 'Observed accuracy',
  options: OBSERVED_ACCURACY_OPTIONS,
  unit: 'percent',
  stages: [1],
};

export const GROUP_TITLE: Record<FieldGroup, string> = { regular: 'Regular shots', break: 'Break', foul: 'Fouls' };

export function fieldsForStage(stage: Stage): AttributeField[] {
  return stage === 1 ? [STAGE1_FIELD] : ATTRIBUTE_FIELDS.filter((f) => f.stages.includes(stage));
}

export function getField(a: PlayerAttributes, f: AttributeField): number {
  return (a[f.group] as Record<string, number>)[f.key];
}

export function setField(a: PlayerAttributes, f: AttributeField, value: number): PlayerAttributes {
  return { ...a, [f.group]: { ...a[f.group], [f.key]: value } };
}

export function formatOption(value: number, unit: AttributeField['unit']): string {
  if (unit === 'shots') return `${value} ${value === 1 ? 'shot' : 'shots'}`;
  return `${Math.round(value * 100)} %`;
}

/** Picks one option per field with `pick(n)` returning an index below n. */
export function randomiseAttributes(a: PlayerAttributes, fields: AttributeField[], pick: (n: number) => number): PlayerAttributes {
  let out = a;
  for (const f of fields) out = setField(out, f, f.options[pick(f.options.length)]);
  return out;
}

/** A uniform index below n from the browser's cryptographic generator (UI only, never simulation). */
export function cryptoPick(n: number): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0] % n;
}
