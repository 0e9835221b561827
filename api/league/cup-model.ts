/**
 * Knockout cups read from the tables: the field, the race lengths, the ties as the group's results have
 * played them, and every entrant's exact chances (workers/cups/bracket.ts), computed once per pool data version.
 *
 * A tie's frames are the live matches between its two players in the cup's group, played on or after the cup's
 * first day and after the later of the two feeding ties was decided, in game order, until one player reaches the
 * round's race length. Frame chances come from the predictions page's model: P = 1 / (1 + e^(-beta x gap)), the
 * current Colley ratings and beta fitted on all the group's matches.
 */
import type { Db } from '../db/database';
import type { PoolCup, PoolCupSummary } from '../../contracts/cup';
import { dataVersion } from '../lib/data-version';
import { notFound, shown } from '../lib/errors';
import { findGroupById, listGroupPlayers } from './entity-queries';
import { groupMatchesView } from './read-model';
import { groupModel, winChance } from './season-reads';
import { exactCupChances, resolveTies, roundNames, slotsForField, type BracketSpec, type TieState } from '../../workers/cups/bracket';
import { raceChance } from '../../workers/ratings/match-up-odds';
import { scoreText, sharePercent } from '../../common/number-text';
import type { PoolMatchRow } from './match-queries';
import { slugKey } from '../../common/slug-key';

interface CupRow {
  id: number;
  group_id: number;
  name: string;
  url_slug: string;
  seeding: 'rating' | 'random';
  draw_seed: string | null;
  starts_on: string;
  created_at: string;
}

const CUP_COLUMNS = 'id, group_id, name, url_slug, seeding, draw_seed, starts_on, created_at';

export function findCupBySlug(db: Db, slug: string): CupRow | undefined {
  return db.prepare<unknown[], CupRow>(`SELECT ${CUP_COLUMNS} FROM pool_cups WHERE url_slug = ? AND deleted_at IS NULL`).get(slugKey(slug));
}

export function findCupById(db: Db, id: number): CupRow | undefined {
  return db.prepare<unknown[], CupRow>(`SELECT ${CUP_COLUMNS} FROM pool_cups WHERE id = ? AND deleted_at IS NULL`).get(id);
}

function cupRows(db: Db): CupRow[] {
  return db.prepare<unknown[], CupRow>(`SELECT ${CUP_COLUMNS} FROM pool_cups WHERE deleted_at IS NULL ORDER BY starts_on DESC, id DESC`).all();
}

/** Everything the bracket needs, built from the tables. */
export interface CupState {
  cup: CupRow;
  entrants: { seed: number; player_id: number; name: string; seed_rating: number }[];
  raceTo: number[];
  spec: BracketSpec;
  ties: TieState[][];
  /** Match ids of each tie's frames (counted ones). */
  tieFrames: number[][][];
  /** Date of the frame that decided each tie ("" while open or for a bye). */
  tieDecidedOn: string[][];
  ratings: Map<number, number>;
  reach: number[][];
}

export function cupState(db: Db, cup: CupRow): CupState {
  const entrants = db
    .prepare<unknown[], CupState['entrants'][number]>(
      `SELECT e.seed, e.player_id, p.name, e.rating AS seed_rating FROM pool_cup_entrants e JOIN pool_players p ON p.id = e.player_id
       WHERE e.cup_id = ? ORDER BY e.seed`,
    )
    .all(cup.id);
  const raceTo = db.prepare<unknown[], { race_to: number }>('SELECT race_to FROM pool_cup_rounds WHERE cup_id = ? ORDER BY round').all(cup.id).map((r) => r.race_to);
  const members = listGroupPlayers(db, cup.group_id).map((p) => p.id);
  const matches = groupMatchesView(db, cup.group_id);
  const { ratings, beta } = groupModel(members, matches);
  const n = entrants.length;
  const idx = new Map(entrants.map((e, i) => [e.player_id, i]));
  const frame = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const ri = ratings.get(entrants[i].player_id) ?? 50;
      const rj = ratings.get(entrants[j].player_id) ?? 50;
      frame[i * n + j] = i === j ? 0.5 : winChance(beta, ri - rj);
    }
  }
  const spec: BracketSpec = { n, slots: slotsForField(n), raceTo, frame };
  // The cup's frames: live matches between two entrants from the first day, in game order.
  const cupMatches: PoolMatchRow[] = matches.filter((m) => m.game_date >= cup.starts_on && idx.has(m.player_1_id) && idx.has(m.player_2_id));
  const tieFrames: number[][][] = raceTo.map(() => []);
  const { ties, decidedAt } = resolveTies(spec, (r, a, b, after) => {
    const winners: number[] = [];
    const lastOrder: number[] = [];
    const ids: number[] = [];
    cupMatches.forEach((m, order) => {
      if (order <= after) return;
      const i1 = idx.get(m.player_1_id)!;
      const i2 = idx.get(m.player_2_id)!;
      if ((i1 === a && i2 === b) || (i1 === b && i2 === a)) {
        winners.push(idx.get(m.winner_player_id)!);
        lastOrder.push(order);
        ids.push(m.match_id);
      }
    });
    tieFrames[r].push(ids);
    return { winners, lastOrder };
  });
  // resolveTies asks only for ties with two players: line the frame lists up with every tie.
  const aligned: number[][][] = ties.map((row, r) => {
    let k = 0;
    return row.map((t, x) => {
      void x;
      return t.a >= 0 && t.b >= 0 ? (tieFrames[r][k++] ?? []).slice(0, t.winsA + t.winsB) : [];
    });
  });
  const tieDecidedOn = decidedAt.map((row) => row.map((o) => (o >= 0 ? cupMatches[o].game_date : '')));
  return { cup, entrants, raceTo, spec, ties, tieFrames: aligned, tieDecidedOn, ratings, reach: exactCupChances(spec, ties) };
}

const pct = (p: number) => sharePercent(p, 1);

/** What each player still in the cup needs, in visitor words. */
function needs(s: CupState): { player_id: number; text: string }[] {
  const R = s.raceTo.length;
  const names = roundNames(R);
  const out: { player_id: number; text: string }[] = [];
  s.entrants.forEach((e, i) => {
    if (s.reach[i][R] === 1) {
      out.push({ player_id: e.player_id, text: `${e.name} has won the cup.` });
      return;
    }
    // The round he is in now: the first tie he has not won.
    let r = 0;
    let tie: TieState | undefined;
    for (; r < R; r++) {
      tie = s.ties[r].find((t) => t.a === i || t.b === i);
      if (!tie) break;
      if (tie.winner !== i) break;
    }
    if (!tie || r === R || (tie.winner >= 0 && tie.winner !== i)) return; // out
    const left = R - r - 1;
    const after = left === 0 ? 'to take the cup' : `, then ${left === 1 ? 'the final' : `${left} more ties`} to take the cup`;
    const N = s.raceTo[r];
    const other = tie.a === i ? tie.b : tie.a;
    if (other < 0) {
      out.push({ player_id: e.player_id, text: `${e.name} waits for an opponent in the ${names[r].toLowerCase()} (first to ${N})${after === 'to take the cup' ? ', the last tie' : after}. Chance of the cup: ${pct(s.reach[i][R])}.` });
      return;
    }
    const mine = tie.a === i ? tie.winsA : tie.winsB;
    const theirs = tie.a === i ? tie.winsB : tie.winsA;
    const on = mine + theirs > 0 ? ` (${scoreText(mine, theirs)} so far)` : '';
    const chance = raceChance(s.spec.frame[i * s.spec.n + other], N - mine, N - theirs);
    out.push({
      player_id: e.player_id,
      text:
        `${e.name} needs ${N - mine} more ${N - mine === 1 ? 'frame' : 'frames'} against ${s.entrants[other].name} before they win ${N - theirs}` +
        `${on} in the ${names[r].toLowerCase()}${left === 0 ? ' to take the cup' : after}. Chance of winning the tie: ${pct(chance)}; of the cup: ${pct(s.reach[i][R])}.`,
    });
  });
  return out.sort((a, b) => {
    const ia = s.entrants.findIndex((e) => e.player_id === a.player_id);
    const ib = s.entrants.findIndex((e) => e.player_id === b.player_id);
    return s.reach[ib][R] - s.reach[ia][R] || ia - ib;
  });
}

/** The public answer for one cup. */
export function cupAnswer(s: CupState, groupName: string, groupSlug: string): PoolCup {
  const R = s.raceTo.length;
  const names = roundNames(R);
  const champion = s.ties[R - 1]?.[0]?.winner ?? -1;
  const idOf = (i: number) => (i >= 0 ? s.entrants[i].player_id : null);
  const slots = s.spec.slots;
  return {
    id: s.cup.id,
    name: s.cup.name,
    url_slug: s.cup.url_slug,
    group: { id: s.cup.group_id, name: groupName, url_slug: groupSlug },
    seeding: s.cup.seeding,
    draw_seed: s.cup.draw_seed,
    starts_on: s.cup.starts_on,
    rounds: s.raceTo.map((race_to, r) => ({ round: r + 1, name: names[r], race_to })),
    entrants: s.entrants.map((e, i) => ({
      seed: e.seed,
      player_id: e.player_id,
      name: e.name,
      seed_rating: e.seed_rating,
      rating: s.ratings.get(e.player_id) ?? 50,
      bye: slots[slots.indexOf(i) ^ 1] < 0,
      alive: s.reach[i][R] > 0,
      chances: s.reach[i].slice(1),
    })),
    ties: s.ties.map((row, r) =>
      row.map((t, k) => {
        const bye = (t.a < 0 && isByeFeeder(slots, r, 2 * k)) || (t.b < 0 && isByeFeeder(slots, r, 2 * k + 1));
        const open = t.winner < 0 && t.a >= 0 && t.b >= 0;
        const N = s.raceTo[r];
        return {
          round: r + 1,
          index: k + 1,
          player_a_id: idOf(t.a),
          player_b_id: idOf(t.b),
          bye,
          wins_a: t.winsA,
          wins_b: t.winsB,
          winner_id: idOf(t.winner),
          frames: s.tieFrames[r][k],
          decided_on: s.tieDecidedOn[r][k] || null,
          chance_a: open ? raceChance(s.spec.frame[t.a * s.spec.n + t.b], N - t.winsA, N - t.winsB) : null,
        };
      }),
    ),
    slots: slots.map((x) => (x >= 0 ? x : null)),
    frame_chances: Array.from({ length: s.spec.n }, (_, i) => Array.from({ length: s.spec.n }, (_, j) => s.spec.frame[i * s.spec.n + j])),
    needs: needs(s),
    champion_id: idOf(champion),
  };
}

/** True when feeder `k` of round r is a bye (a bye slot, or a whole sub-bracket of byes). */
function isByeFeeder(slots: readonly number[], r: number, k: number): boolean {
  const width = 2 ** r;
  for (let x = k * width; x < (k + 1) * width; x++) if (slots[x] >= 0) return false;
  return true;
}

const models = new WeakMap<Db, { version: number; cups: Map<number, PoolCup> }>();

/** A cup's answer at the current pool data version. */
export function cupBySlug(db: Db, slug: string): PoolCup {
  const cup = findCupBySlug(db, slug);
  if (!cup) throw notFound(`Cup "${shown(slug)}"`);
  return cupAnswerCached(db, cup);
}

export function cupAnswerCached(db: Db, cup: CupRow): PoolCup {
  const version = dataVersion(db, 'pool');
  let m = models.get(db);
  if (!m || m.version !== version) models.set(db, (m = { version, cups: new Map() }));
  let a = m.cups.get(cup.id);
  if (!a) {
    const g = findGroupById(db, cup.group_id)!;
    m.cups.set(cup.id, (a = cupAnswer(cupState(db, cup), g.name, g.url_slug)));
  }
  return a;
}

/** Every cup, newest first, with its state in a line. */
export function listCups(db: Db): PoolCupSummary[] {
  return cupRows(db).map((c) => {
    const a = cupAnswerCached(db, c);
    const champion = a.entrants.find((e) => e.player_id === a.champion_id);
    const favourite = [...a.entrants].sort((x, y) => y.chances[y.chances.length - 1] - x.chances[x.chances.length - 1])[0];
    return {
      id: c.id,
      name: c.name,
      url_slug: c.url_slug,
      group: a.group,
      starts_on: c.starts_on,
      entrants: a.entrants.length,
      champion_id: a.champion_id,
      summary: champion
        ? `Won by ${champion.name}`
        : `${a.entrants.filter((e) => e.chances[e.chances.length - 1] > 0).length} still in; favourite ${favourite.name} (${pct(favourite.chances[favourite.chances.length - 1])})`,
    };
  });
}
