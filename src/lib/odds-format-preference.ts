import { useEffect } from 'react';
import { create } from 'zustand';
import { ODDS_FORMATS, type OddsFormat } from '../../workers/betting/odds-format';

/** Local-storage key of the visitor's odds display format (kept in this browser only). */
export const ODDS_FORMAT_KEY = 'odds-format';
const DEFAULT_FORMAT: OddsFormat = 'decimal';

function readStored(): OddsFormat {
  try {
    const v = localStorage.getItem(ODDS_FORMAT_KEY);
    return v && (ODDS_FORMATS as readonly string[]).includes(v) ? (v as OddsFormat) : DEFAULT_FORMAT;
  } catch {
    return DEFAULT_FORMAT;
  }
}

interface OddsFormatState {
  format: OddsFormat;
  /** True once the stored choice has been read (after hydration, so the server's HTML and the first render match). */
  loaded: boolean;
  setFormat: (f: OddsFormat) => void;
}

const useStore = create<OddsFormatState>((set) => ({
  format: DEFAULT_FORMAT,
  loaded: false,
  setFormat: (format) => {
    try {
      localStorage.setItem(ODDS_FORMAT_KEY, format);
    } catch {
      // private mode: the choice lasts for this page only
    }
    set({ format });
  },
}));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === ODDS_FORMAT_KEY || e.key === null) useStore.setState({ format: readStored() });
  });
}

/**
 * The site-wide format in which odds are shown (decimal until the visitor picks another). The stored choice is
 * read after the first render, so a prerendered page hydrates without a mismatch and then shows the choice.
 */
export function useOddsFormat(): [OddsFormat, (f: OddsFormat) => void] {
  const { format, loaded, setFormat } = useStore();
  useEffect(() => {
    if (!loaded) useStore.setState({ format: readStored(), loaded: true });
  }, [loaded]);
  return [format, setFormat];
}
