import { useUrlParams } from '../../../hooks/use-url-params';

/**
 * A calculator's inputs kept in the address bar as typed (so a link reproduces the calculation); a value equal to
 * its default is left out of the link.
 */
export function useToolParams<K extends string>(defaults: Record<K, string>): [Record<K, string>, (changes: Partial<Record<K, string>>) => void] {
  const { search, update } = useUrlParams();
  const q = new URLSearchParams(search);
  const values = Object.fromEntries((Object.keys(defaults) as K[]).map((k) => [k, q.get(k) ?? defaults[k]])) as Record<K, string>;
  const set = (changes: Partial<Record<K, string>>) =>
    update(Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v === defaults[k as K] ? null : (v as string)])));
  return [values, set];
}

/** A list input in the address bar: items joined by "_" (prices never contain one). */
export const splitList = (text: string) => text.split('_');
export const joinList = (items: string[]) => items.join('_');
