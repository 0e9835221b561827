import { ATTRIBUTE_OPTIONS, STAGE1_ACCURACY_OPTIONS } from '../../../../workers/frame-model/attributes';
import type { PlayerAttributes, Stage } from '../types';
import { sharePercent } from '../../../../common/number-text';

// The spec's fixed option lists (no free input), from the engine.
const REGULAR_MAKE_OPTIONS: readonly number[] = ATTRIBUTE_OPTIONS.regularMake;
const OBSERVED_ACCURACY_OPTIONS: readonly number[] = STAGE1_ACCURACY_OPTIONS;
const BREAK_MAKE_OPTIONS: readonly number[] = ATTRIBUTE_OPTIONS.breakMake;
const SPLIT_BENEFIT_OPTIONS: readonly number[] = ATTRIBUTE_OPTIONS.splitBenefit;
const SPLIT_DURATION_OPTIONS: readonly number[] = ATTRIBUTE_OPTIONS.splitDuration;
const FOUL_OPTIONS: readonly number[] = ATTRIBUTE_OPTIONS.foul;

export type FieldGroup = 'regular' | 'break' | 'foul';

export interface AttributeField {
  group: FieldGroup;
  key: string;
  label: string;
  options: readonly number[];
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
  return sharePercent(value, 0);
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
