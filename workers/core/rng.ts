/**
 * Seeded random numbers for every simulator. The generator is sfc32 (Chris
 * Doty-Humphrey's Small Fast Chaotic PRNG, 128-bit state, passes PractRand),
 * seeded from the seed's text through the cyrb128 hash. It never touches
 * `Math.random`, so the same seed gives the same numbers in a browser worker,
 * in Node and in tests.
 */
export type Seed = number | string;

export interface Rng {
  /** A uniform number in [0, 1). */
  next(): number;
}

class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(a: number, b: number, c: number, d: number) {
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    this.d = d | 0;
  }

  next(): number {
    const a = this.a;
    const b = this.b;
    const c = this.c;
    const d = this.d;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    const r = (c << 21) | (c >>> 11);
    this.c = (r + t) | 0;
    return (t >>> 0) / 4294967296;
  }
}

/** cyrb128: a fast 128-bit string hash used only to expand a seed into generator state. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

function seedText(seed: Seed): string {
  if (typeof seed === 'number') {
    if (!Number.isFinite(seed)) throw new RangeError(`Seed must be a finite number or a string, got ${seed}`);
    return `n:${seed}`;
  }
  if (typeof seed !== 'string') throw new TypeError('Seed must be a number or a string');
  return `s:${seed}`;
}

/** A generator for the seed. Numbers and strings are distinct seeds (1 and "1" differ). */
export function createRng(seed: Seed): Rng {
  const [a, b, c, d] = cyrb128(seedText(seed));
  const rng = new Sfc32(a, b, c, d);
  // Discard the first outputs so that similar seeds diverge fully.
  for (let i = 0; i < 12; i++) rng.next();
  return rng;
}

/**
 * The seed of sub-stream `index` of `seed`. Work split across workers uses one
 * stream per unit of work (one league run, one chunk of games), so the merged
 * result does not depend on how many workers shared it.
 */
export function streamSeed(seed: Seed, index: number): string {
  if (!Number.isInteger(index)) throw new RangeError(`Stream index must be an integer, got ${index}`);
  return `${seedText(seed)}#${index}`;
}

/**
 * The one fresh-seed maker: a whole number 1 .. 2^32 - 1 (the form seeds take in links) from the cryptographic
 * generator, never Math.random. Only the seed is random; every simulation is a pure function of it.
 */
export function freshSeed(): number {
  const buf = new Uint32Array(1);
  do {
    globalThis.crypto.getRandomValues(buf);
  } while (buf[0] === 0);
  return buf[0];
}

/** A whole number in [0, n). */
export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng.next() * n);
}

/** One element of a non-empty list, chosen uniformly. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[randomInt(rng, items.length)];
}

/** Fisher-Yates shuffle in place; returns the array. */
export function shuffleInPlace<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}
