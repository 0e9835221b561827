import { checkName, confusableKey } from '../../../contracts/names';
import { MAX_GROUP_MEMBERS } from '../../../contracts/season-limits';

/** What the league holds, read once by the planner: names by key and memberships (`group key \0 player key`). */
export interface LeagueNames {
  players: Map<string, string>;
  groups: Map<string, string>;
  members: Set<string>;
}

/** What a file adds: display names by key for names to create, and the memberships to add. */
export interface NamesToAdd {
  newPlayers: Map<string, string>;
  newGroups: Map<string, string>;
  memberships: { group: string; player: string }[];
}

type Fail = (reason: string) => void;

/**
 * The player and group names of one league import: each written name checked once (contracts/names.ts), a new
 * name that can be mistaken for another of the league or the file refused, names new to the league noted in `adds`,
 * and each group kept within MAX_GROUP_MEMBERS members, the league's and the file's together.
 */
export function importNames(league: LeagueNames, adds: NamesToAdd, key: (name: string) => string) {
  const { players, groups, members } = league;
  const checked = new Map<string, ReturnType<typeof checkName>>();
  const check = (raw: string) => {
    let r = checked.get(raw);
    if (!r) checked.set(raw, (r = checkName(raw)));
    return r;
  };
  // Names by confusable key (the league's and this file's): a new name that can be mistaken for another is refused.
  const lookalikes = { player: new Map<string, string>(), group: new Map<string, string>() };
  for (const n of players.values()) lookalikes.player.set(confusableKey(n), n);
  for (const n of groups.values()) lookalikes.group.set(confusableKey(n), n);
  const firstLookalike = (name: string, kind: 'player' | 'group'): string | null => {
    const seen = lookalikes[kind];
    const look = confusableKey(name);
    const other = seen.get(look);
    if (other === undefined) {
      seen.set(look, name);
      return null;
    }
    return key(other) === key(name) ? null : other;
  };
  const lookalikeMemo = new Map<string, string | null>();
  const lookalike = (name: string, kind: 'player' | 'group'): string | null => {
    const memoKey = `${kind}\u0000${name}`;
    let found = lookalikeMemo.get(memoKey);
    if (found === undefined) lookalikeMemo.set(memoKey, (found = firstLookalike(name, kind)));
    return found;
  };
  // Members a group holds (the league's and this file's).
  const memberCount = new Map<string, number>();
  for (const m of members) {
    const g = m.slice(0, m.indexOf('\u0000'));
    memberCount.set(g, (memberCount.get(g) ?? 0) + 1);
  }

  /** The checked name written in `column`, or null after reporting why it cannot be used. */
  const named = (raw: string, column: string, fail: Fail): string | null => {
    const r = check(raw);
    if (!r.ok) {
      fail(`${column} ${r.reason}`);
      return null;
    }
    const kind = column === 'group' ? 'group' : 'player';
    const other = lookalike(r.name, kind);
    if (other !== null) {
      fail(`${column} "${r.name}" looks like the ${kind} "${other}" (letters from another script or look-alike characters)`);
      return null;
    }
    return r.name;
  };
  const notePlayer = (name: string) => {
    const k = key(name);
    if (!players.has(k) && !adds.newPlayers.has(k)) adds.newPlayers.set(k, name);
  };
  const noteGroup = (name: string) => {
    const k = key(name);
    if (!groups.has(k) && !adds.newGroups.has(k)) adds.newGroups.set(k, name);
  };
  const noteMember = (group: string, player: string, fail: Fail) => {
    const k = `${key(group)}\u0000${key(player)}`;
    if (members.has(k)) return;
    const n = (memberCount.get(key(group)) ?? 0) + 1;
    memberCount.set(key(group), n);
    if (n > MAX_GROUP_MEMBERS) {
      // Reported once, at the line that would add the first member too many.
      if (n === MAX_GROUP_MEMBERS + 1) fail(`group: a group has at most ${MAX_GROUP_MEMBERS} members; "${player}" would be member ${n} of ${group}`);
      return;
    }
    members.add(k);
    adds.memberships.push({ group, player });
  };
  /** A line with no date, player2 or scores: a player, a group or a membership. */
  const entityLine = (p1raw: string, graw: string, fail: Fail) => {
    if (p1raw === '' && graw === '') {
      fail('The line is empty: give a match (date, player1, player2, score1, score2) or a player and/or group');
      return;
    }
    const p = p1raw === '' ? '' : named(p1raw, 'player1', fail);
    const g = graw === '' ? '' : named(graw, 'group', fail);
    if (p === null || g === null) return;
    if (p) notePlayer(p);
    if (g) noteGroup(g);
    if (p && g) noteMember(g, p, fail);
  };
  return {
    named,
    notePlayer,
    noteGroup,
    noteMember,
    entityLine,
    knownPlayer: (name: string) => players.has(key(name)) || adds.newPlayers.has(key(name)),
    knownGroup: (name: string) => groups.has(key(name)) || adds.newGroups.has(key(name)),
  };
}
