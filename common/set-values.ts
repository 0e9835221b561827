/**
 * The values of `names` in `values` that are set (not null or undefined), in the order of `names`: a request's
 * query parameters from a page's state, where null means "no filter".
 */
export function setValues<T extends object, K extends keyof T>(values: T, names: readonly K[]): { [P in K]?: NonNullable<T[P]> } {
  const set: { [P in K]?: NonNullable<T[P]> } = {};
  for (const k of names) {
    const v = values[k];
    if (v !== null && v !== undefined) set[k] = v;
  }
  return set;
}
