/**
 * The derivations many answers share, each kept once per cricket data version (team-data.ts `perVersion`): every
 * format's matches, series (and each match's series), the teams' known missing matches, the records' partial
 * careers and the wicket-keepers. Left to the first request, each cost that request 0.1-0.3 s of CPU on the whole
 * archive (bench/cricket-formats.ts); the server derives them once after start-up instead, one at a time on later
 * turns of the event loop so that a request arriving meanwhile waits for one step at most.
 */
import type { Db } from '../../db/database';
import { CRICKET_FORMAT_KEYS } from '../../../common/cricket/formats';
import { allMatches } from './team-data';
import { seriesOfMatch } from './series-queries';
import { knownTeamGaps } from './coverage';
import { partialCareers } from './player-formats';
import { keeperKeysJson } from './keepers';

/** Each step of the derivation, in the order the server runs them. */
export function derivationSteps(db: Db): (() => void)[] {
  const steps: (() => void)[] = [];
  for (const fmt of CRICKET_FORMAT_KEYS) {
    steps.push(() => allMatches(db, fmt));
    // Builds every series of the format and the match-to-series map.
    steps.push(() => seriesOfMatch(db, '', fmt));
    steps.push(() => knownTeamGaps(db, fmt));
    steps.push(() => partialCareers(db, fmt));
  }
  steps.push(() => keeperKeysJson(db));
  return steps;
}

/** Run every step now (the bench, which reports their CPU apart from the answers'). */
export function deriveNow(db: Db) {
  for (const step of derivationSteps(db)) step();
}

/** Run every step in the background, one per turn of the event loop; a failure is logged, never thrown. */
export function deriveInBackground(db: Db, log: (line: string) => void = (line) => console.warn(line)): Promise<void> {
  const steps = derivationSteps(db);
  return new Promise((resolve) => {
    const next = () => {
      const step = steps.shift();
      if (!step) return resolve();
      try {
        step();
      } catch (e) {
        log(`[cricket] derivation step failed: ${(e as Error).message}`);
      }
      setImmediate(next);
    };
    setImmediate(next);
  });
}
