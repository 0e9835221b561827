/**
 * The players feature's query keys (a signed-in player's own data), general to specific: `playerKeys.all` is every
 * answer about the signed-in player. Here in src/lib, not in the feature, because the admin's writes invalidate it
 * too (a revoked session, a confirmed result).
 */
const all = ['player'] as const;

export const playerKeys = {
  all,
  me: () => [...all, 'me'] as const,
};
