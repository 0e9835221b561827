// A type-only import one way and a value import back: not a cycle at run time.
import type { ValueSide } from './value-side';

export type TypeSide = { other?: ValueSide };
export const typeSide = 1;
