import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/** How one page input is written in the address bar (compact text) and read back. */
export interface ParamCodec<T> {
  /** The value of a parameter's text, or null when it is not valid (the default is used then). */
  parse(raw: string): T | null;
  format(value: T): string;
}

/** Reads one parameter: missing or invalid text gives the fallback (no error). */
export function readParam<T>(search: string, name: string, codec: ParamCodec<T>, fallback: T): T {
  const raw = new URLSearchParams(search).get(name);
  if (raw === null) return fallback;
  return codec.parse(raw) ?? fallback;
}

/**
 * The address bar's query as page state. `update` sets or removes (null) several parameters
 * at once, replacing the history entry unless `push` is set. Parameters not named keep their
 * place and value, so the seed stays first.
 */
export function useUrlParams(): { search: string; update: (changes: Record<string, string | null>, opts?: { push?: boolean }) => void } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const update = useCallback(
    (changes: Record<string, string | null>, opts?: { push?: boolean }) => {
      // A page that has already been left (a link clicked while it hydrated) must not write its inputs back
      // onto the address of the page that replaced it.
      if (window.location.pathname.toLowerCase() !== location.toLowerCase()) return;
      const params = new URLSearchParams(window.location.search);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) params.delete(k);
        else params.set(k, v);
      }
      const qs = params.toString();
      const next = qs ? `${location}?${qs}` : location;
      if (next === `${location}${window.location.search}`) return;
      navigate(next, { replace: !opts?.push });
    },
    [location, navigate],
  );
  return { search, update };
}

/**
 * One input kept in the address bar beside the seed. The default is left out of the link
 * (compact); an invalid value in a link reads as the default. Pass a codec and fallback that keep their identity
 * from render to render (module constants), or the value is recomputed every render.
 */
export function useUrlParam<T>(name: string, codec: ParamCodec<T>, fallback: T): [T, (value: T) => void] {
  const { search, update } = useUrlParams();
  const raw = new URLSearchParams(search).get(name);
  const value = useMemo(() => (raw === null ? fallback : (codec.parse(raw) ?? fallback)), [raw, codec, fallback]);
  const fallbackText = codec.format(fallback);
  const set = useCallback(
    (v: T) => {
      const text = codec.format(v);
      update({ [name]: text === fallbackText ? null : text });
    },
    [codec, name, fallbackText, update],
  );
  return [value, set];
}

/** A whole number from a fixed list of options. */
export function optionCodec(options: readonly number[]): ParamCodec<number> {
  return {
    parse: (raw) => {
      if (!/^-?\d+(\.\d+)?$/.test(raw)) return null;
      const n = Number(raw);
      return options.includes(n) ? n : null;
    },
    format: (v) => String(v),
  };
}

/** A number in [min, max] on a step grid (e.g. a slider). */
export function rangeCodec(min: number, max: number, step: number): ParamCodec<number> {
  return {
    parse: (raw) => {
      if (!/^-?\d+(\.\d+)?$/.test(raw)) return null;
      const n = Number(raw);
      if (n < min || n > max) return null;
      const k = (n - min) / step;
      return Math.abs(k - Math.round(k)) < 1e-9 ? n : null;
    },
    format: (v) => String(v),
  };
}
