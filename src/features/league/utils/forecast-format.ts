/** Texts and address-bar codecs of the forecast page. */
import type { ParamCodec } from '../../../hooks/use-url-params';
import type { WhatIf } from '../../../../workers/season-forecast/types';
import { formatDate } from '../../../lib/format-date';
import { fixedHalfUp, percent } from '../../../../common/number-text';


/**
 * A simulated chance for the table: "possible, under 0.01 %" when no simulation reached a position that is
 * still possible, "0 %" only when it is impossible, "100 %" only when it is certain (`certain`, from the exact
 * status); a reached chance that rounds to 0 or 100 shows "< 0.01 %" or "> 99.99 %". `possible` null: not
 * decided exactly (more open fixtures than the enumeration takes) and not reached: "not reached".
 */
export function chanceText(pct: number, possible: boolean | null, certain = false): string {
  if (certain) return '100 %';
  if (pct === 0) return possible === false ? '0 %' : possible ? 'possible, under 0.01 %' : 'not reached';
  if (pct < 0.005) return '< 0.01 %';
  if (pct > 99.995) return '> 99.99 %';
  return percent(pct, 2);
}

/** Whole-percent chance for sentences ("31 %"), never "0 %" or "100 %" for a simulated figure. */
export function shortChance(pct: number): string {
  if (pct <= 0) return 'under 0.5 %';
  if (pct >= 100) return 'over 99.5 %';
  const r = fixedHalfUp(pct, 0);
  return r === '0' ? 'under 0.5 %' : r === '100' ? 'over 99.5 %' : `${r} %`;
}

/** What-ifs in the address: `w=12-101.15-104` (fixture id - winner id, dot separated, sorted by fixture). */
export const whatIfCodec: ParamCodec<WhatIf[]> = {
  parse(raw) {
    if (raw === '') return [];
    const out: WhatIf[] = [];
    for (const part of raw.split('.')) {
      const m = /^(\d{1,9})-(\d{1,9})$/.exec(part);
      if (!m) return null;
      out.push({ fixture_id: Number(m[1]), winner_id: Number(m[2]) });
    }
    return out;
  },
  format(list) {
    return [...list]
      .sort((a, b) => a.fixture_id - b.fixture_id)
      .map((w) => `${w.fixture_id}-${w.winner_id}`)
      .join('.');
  },
};

/** A seed in the address: 1 to 40 letters, digits, - or _. */
export const seedCodec: ParamCodec<string> = {
  parse: (raw) => (/^[A-Za-z0-9_-]{1,40}$/.test(raw) ? raw : null),
  format: (v) => v,
};

/** "If Ann beats Bob on 3 Dec, Ann's title chance goes from 31 % to 44 %". */
export function matterSentence(names: ReadonlyMap<number, string>, g: { winner_id: number; loser_id: number; player_id: number; date: string; from: number; to: number }): string {
  const name = (id: number) => names.get(id) ?? `#${id}`;
  return `If ${name(g.winner_id)} beats ${name(g.loser_id)} on ${formatDate(g.date)}, ${name(g.player_id)}'s title chance goes from ${shortChance(g.from)} to ${shortChance(g.to)}`;
}
