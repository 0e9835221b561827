import { typeSide } from './type-side';

export type ValueSide = { n: typeof typeSide };
export const valueSide = typeSide + 1;
