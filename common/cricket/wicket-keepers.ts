/**
 * Who kept wicket for a side in a Test, for telling keepers' dismissals from fielders' catches as record books do
 * ("Most catches (fielder)", "Most dismissals (wicket-keeper)"). Cricsheet does not name the keeper, so the rule uses
 * what only a keeper does: a player who made a stumping in a Test kept wicket in it. In a Test of a side without a
 * stumping, the keeper is the side's keeper (by a stumping) in its nearest Test by date that has one, if he played in
 * this Test (the earlier Test first when two are as near); with none such, the side's keeper in that Test is not
 * known and every catch of it counts as a fielder's. Pure and format-free.
 */
export interface SideInMatch {
  matchId: string;
  /** Start date (YYYY-MM-DD); a side's Tests are taken in date order. */
  date: string;
  team: string;
  /** Registry ids of the side's players in the match. */
  players: readonly string[];
  /** Registry ids of the side's players who made a stumping in it. */
  stumpers: readonly string[];
}

/** "matchId|playerId" of every player who kept wicket in a Test, by the rule above. */
export function wicketKeepers(sides: readonly SideInMatch[]): Set<string> {
  const out = new Set<string>();
  const byTeam = new Map<string, SideInMatch[]>();
  for (const s of sides) byTeam.set(s.team, [...(byTeam.get(s.team) ?? []), s]);
  for (const list of byTeam.values()) {
    list.sort((a, b) => a.date.localeCompare(b.date) || a.matchId.localeCompare(b.matchId));
    list.forEach((s, i) => {
      if (s.stumpers.length) {
        for (const p of s.stumpers) out.add(`${s.matchId}|${p}`);
        return;
      }
      for (let d = 1; d < list.length; d++) {
        const near = [list[i - d], list[i + d]].filter((x): x is SideInMatch => x !== undefined && x.stumpers.length > 0);
        const keeper = near.flatMap((x) => x.stumpers).find((p) => s.players.includes(p));
        if (keeper) {
          out.add(`${s.matchId}|${keeper}`);
          return;
        }
        if (near.length) return;
        if (i - d < 0 && i + d >= list.length) return;
      }
    });
  }
  return out;
}
