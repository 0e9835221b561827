/**
 * The players of a limited-overs playout (pure): the Tests' line-up rule (playout-lineup.ts: batting order from the
 * scorecard then the team sheet, who is at the crease, bowlers weighted by their deliveries per earlier match plus
 * this match's so far, factors by the shrinkage rule with the format's pseudo-counts), on the match's two innings
 * (super overs left out), plus what the over limit needs: the overs each bowler has begun in the innings in play and
 * the bowler of the over before.
 */
import { F, FIELDS, type MatchLog } from './match-log';
import type { LoLineup } from './lo-playout-crease';
import { mainInnings } from './lo-playout-archive';
import { playoutLineup, type NamedLineup, type TeamSheetPlayer } from './playout-lineup';
import type { cellExpectations, PlayerHistory, Pseudo } from './player-figures';

export type NamedLoLineup = NamedLineup & LoLineup;

export function loLineup(
  log: MatchLog,
  seq: number,
  xi: [TeamSheetPlayer[], TeamSheetPlayer[]] | null,
  history: PlayerHistory,
  expect: ReturnType<typeof cellExpectations>,
  pseudo: Pseudo,
): NamedLoLineup {
  const main = { ...log, innings: mainInnings(log) };
  const lineup = playoutLineup(main, seq, xi, history, expect, pseudo);
  const n1 = main.innings[0] ? main.innings[0].d.length / FIELDS : 0;
  const k = seq < n1 || !main.innings[1] ? 0 : 1;
  const inn = main.innings[k];
  const upTo = (k === 0 ? seq : seq - n1) * FIELDS;
  const fielding = lineup.sides[inn?.side === 0 ? 1 : 0].bowl;
  const overs = new Map<string, Set<number>>();
  let balls = 0;
  let lastOver = -1;
  let previousId: string | null = null;
  let currentId: string | null = null;
  for (let o = 0; inn && o < upTo; o += FIELDS) {
    const id = main.players[inn.d[o + F.bowler]];
    const over = inn.d[o + F.over];
    if (over !== lastOver) {
      if (currentId !== null) previousId = currentId;
      lastOver = over;
    }
    currentId = id;
    let set = overs.get(id);
    if (!set) overs.set(id, (set = new Set()));
    set.add(over);
    balls += inn.d[o + F.legal];
  }
  // At an over's end the over just bowled is the one before the next.
  if (balls % 6 === 0 && currentId !== null) previousId = currentId;
  const bowled = fielding.map((b) => overs.get(b.id)?.size ?? 0);
  const previous = previousId === null ? -1 : fielding.findIndex((b) => b.id === previousId);
  return { ...lineup, bowled, previous };
}
