/** The round simulator's settings (spec section 9). */
export const GOLF_ROUNDS = 500;
export const AVERAGE = { min: 67, max: 77, step: 0.5, initial: 72 } as const;
export const SPREAD = { min: 0, max: 10, step: 1, initial: 5 } as const;
export const DEBOUNCE_MS = 100;
