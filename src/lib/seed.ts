/** Seeds shown in the address bar: whole numbers 1 .. 2^32 - 1. */
export const MAX_SEED = 0xffffffff;

/** Parses a `?seed=` value; anything that is not a whole number in range gives null. */
export function parseSeed(value: string | null | undefined): number | null {
  if (value == null || !/^\d{1,10}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 && n <= MAX_SEED ? n : null;
}

/**
 * A fresh seed from the browser's cryptographic generator. Only the seed is
 * random; every simulation is a pure function of it.
 */
export function freshSeed(): number {
  const buf = new Uint32Array(1);
  do {
    crypto.getRandomValues(buf);
  } while (buf[0] === 0);
  return buf[0];
}
