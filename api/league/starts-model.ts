/**
 * Handicap starts for every pair of a group's players, computed once per pool data version: the
 * stronger player's frame chance from the predictions page's model (current ratings, beta fitted on the group's
 * matches), then the engine's fitted strengths and the ball start closest to 50 % (workers/frame-model/handicap.ts).
 */
import type { Db } from '../db/database';
import type { PairStart, GroupStarts } from '../../contracts/handicap';
import { dataVersion } from '../lib/data-version';
import { listGroupPlayers } from './entity-queries';
import { groupMatchesView } from './read-model';
import { replayGroup } from '../../workers/ratings/group-analysis';
import { evaluateWinProbability, fitSlope } from '../../workers/ratings/win-probability';
import { calibrationDeciles } from '../../workers/ratings/calibration-deciles';
import { frameChance } from '../../workers/ratings/match-up-odds';
import { chooseStart, MAX_START } from '../../workers/frame-model/handicap';
import { sharePercent } from '../../common/number-text';

const balls = (k: number) => `${k} ${k === 1 ? 'ball' : 'balls'}`;

/** The words a start is shown with. */
export function startText(s: Omit<PairStart, 'text'>): string {
  const w = s.weaker_name;
  const without = sharePercent(s.weaker_chances[0], 1);
  const withIt = sharePercent(s.weaker_chance, 1);
  if (s.balls === 0) {
    return s.fair ? `No start needed: ${w} wins ${without} of frames as it is.` : `No start: even one ball would take ${w} further from 50 % than ${without}.`;
  }
  if (s.fair) return `${w} takes ${balls(s.balls)} off before the break: ${withIt} to win the frame (${without} without a start).`;
  // The neighbouring start on the other side of 50 %: it shows the chosen one is as close as one ball allows.
  const k = s.weaker_chance < 0.5 ? s.balls + 1 : s.balls - 1;
  const other = k > MAX_START ? '' : k === 0 ? '; no start would give' : `; ${balls(k)} would give`;
  const otherText = k > MAX_START ? '' : `${other} ${sharePercent(s.weaker_chances[k], 1)}`;
  const withoutText = k === 0 ? '' : ` (${without} without a start)`;
  return `${w} takes ${balls(s.balls)} off: ${withIt} to win the frame, as close to 50 % as one ball allows${otherText}${withoutText}.`;
}

function computeStarts(db: Db, groupId: number): GroupStarts {
  const players = listGroupPlayers(db, groupId);
  const matches = groupMatchesView(db, groupId);
  // The predictions page's model (as season-queries.ts groupModel): final ratings and beta on every match.
  const replay = replayGroup(
    players.map((p) => p.id),
    matches,
  );
  const inputs = replay.steps.map((s) => ({ diff: s.player1Before - s.player2Before, p1Won: (s.winnerId === s.player1Id ? 1 : 0) as 0 | 1 }));
  const beta = inputs.length ? fitSlope(inputs, inputs.length, 0) : 0;
  const ratings = new Map(replay.playerIds.map((id, i) => [id, replay.final[i]]));
  const enabled = (db.prepare<unknown[], { h: number }>('SELECT handicap_starts AS h FROM pool_groups WHERE id = ?').get(groupId)?.h ?? 0) === 1;
  const pairs: PairStart[] = [];
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) {
      let a = players[i];
      let b = players[j];
      const ra = ratings.get(a.id) ?? 50;
      const rb = ratings.get(b.id) ?? 50;
      if (rb > ra || (rb === ra && b.id < a.id)) [a, b] = [b, a];
      const gap = Math.abs(ra - rb);
      const stronger = frameChance(beta, gap, 0);
      const c = chooseStart(stronger);
      const row = {
        stronger_id: a.id,
        stronger_name: a.name,
        weaker_id: b.id,
        weaker_name: b.name,
        rating_gap: gap,
        stronger_chance: stronger,
        make_strong: c.fit.makeStrong,
        make_weak: c.fit.makeWeak,
        fit_reached: c.fit.reached,
        balls: c.balls,
        weaker_chances: c.weakerChances,
        weaker_chance: c.weakerChance,
        fair: c.fair,
      };
      pairs.push({ ...row, text: startText(row) });
    }
  }
  // The ratings' chances checked against the group's own history: each game predicted before it was played.
  const before = evaluateWinProbability(inputs).predictions;
  const calibration = calibrationDeciles(before.map((p, k) => ({ p, won: inputs[k].p1Won })));
  return { group_id: groupId, handicap_starts: enabled, beta, games: inputs.length, calibration, pairs };
}

const models = new WeakMap<Db, { version: number; groups: Map<number, GroupStarts> }>();

/** The group's starts at the current pool data version (shared: callers must not mutate it). */
export function groupStarts(db: Db, groupId: number): GroupStarts {
  const version = dataVersion(db, 'pool');
  let m = models.get(db);
  if (!m || m.version !== version) models.set(db, (m = { version, groups: new Map() }));
  let s = m.groups.get(groupId);
  if (!s) m.groups.set(groupId, (s = computeStarts(db, groupId)));
  return s;
}

/** The start of one pair (either order), or undefined when one of them is not in the group. */
export function pairStart(starts: GroupStarts, p1: number, p2: number): PairStart | undefined {
  return starts.pairs.find((s) => (s.stronger_id === p1 && s.weaker_id === p2) || (s.stronger_id === p2 && s.weaker_id === p1));
}
