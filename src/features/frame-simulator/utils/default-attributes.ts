import { DEFAULT_MATCHUP, cloneMatchup } from '../../../../workers/frame-model/attributes';
import type { AttributePair } from '../types';

/** The spec's default attributes (regular make already 0.5 / 0.4, as the stage pages set it). */
export function defaultAttributes(): AttributePair {
  return cloneMatchup(DEFAULT_MATCHUP);
}
