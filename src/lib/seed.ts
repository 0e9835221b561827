/** Seeds shown in the address bar: whole numbers 1 .. 2^32 - 1 (fresh ones from freshSeed in workers/core/rng.ts). */
export const MAX_SEED = 0xffffffff;

/** Parses a `?seed=` value; anything that is not a whole number in range gives null. */
export function parseSeed(value: string | null | undefined): number | null {
  if (value == null || !/^\d{1,10}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 && n <= MAX_SEED ? n : null;
}
