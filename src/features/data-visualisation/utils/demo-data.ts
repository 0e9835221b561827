import { createRng } from '../../../../workers/core/rng';

/** Constants of the dynamic chart demo (spec section 9). */
export const POINT_COUNT = 150;
export const HEIGHTS = [300, 400] as const;
export type ChartHeight = (typeof HEIGHTS)[number];
export const DEFAULT_HEIGHT: ChartHeight = 300;
export const DEFAULT_BREAKPOINT = 50;
export const DEFAULT_MARGIN = { top: 15, right: 15, bottom: 30, left: 60 };
export const SCATTER_MARGIN = { ...DEFAULT_MARGIN, left: 40 };
export const DEFAULT_COLOURS = ['#dc2626', '#facc15', '#16a34a'] as const; // red, yellow, green

export interface Swatch {
  name: string;
  hex: string;
}

/** The palette of seven swatches; the first three are the defaults. */
export const PALETTE: Swatch[] = [
  { name: 'Red', hex: '#dc2626' },
  { name: 'Yellow', hex: '#facc15' },
  { name: 'Green', hex: '#16a34a' },
  { name: 'Blue', hex: '#2563eb' },
  { name: 'Purple', hex: '#7c3aed' },
  { name: 'Orange', hex: '#ea580c' },
  { name: 'Teal', hex: '#0d9488' },
];

export const swatchName = (hex: string) => PALETTE.find((s) => s.hex === hex)?.name ?? hex;

export interface GaugeGroup {
  name: string;
  colour: string;
  value: number;
}

export const DEFAULT_GAUGE: GaugeGroup[] = [
  { name: 'Green', colour: '#16a34a', value: 0.9 },
  { name: 'Blue', colour: '#2563eb', value: 0.7 },
  { name: 'Purple', colour: '#7c3aed', value: 0.65 },
  { name: 'Red', colour: '#dc2626', value: 0.81 },
];

export interface ScatterPoint {
  id: number;
  x: number;
  y: number;
}

/** 150 points with x and y in 0-100 from a seeded generator. */
export function randomPoints(seed: number, count = POINT_COUNT): ScatterPoint[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, (_, id) => ({ id, x: rng.next() * 100, y: rng.next() * 100 }));
}

/** A source of gauge values: each call draws the next four values (0.05-1, two decimals). */
export function gaugeValueSource(seed: number): () => number[] {
  const rng = createRng(seed);
  return () => DEFAULT_GAUGE.map(() => Math.round((0.05 + rng.next() * 0.95) * 100) / 100);
}

/** Selecting a slot, then a swatch, replaces that slot's colour and clears the selection. */
export interface PickerState {
  colours: string[];
  selected: number | null;
}

export function selectSlot(state: PickerState, slot: number): PickerState {
  return { ...state, selected: state.selected === slot ? null : slot };
}

export function pickSwatch(state: PickerState, hex: string): PickerState {
  if (state.selected === null) return state;
  return { colours: state.colours.map((c, i) => (i === state.selected ? hex : c)), selected: null };
}
