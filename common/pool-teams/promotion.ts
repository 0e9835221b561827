/**
 * Next season's divisions from this season's final tables: in each pair of neighbouring divisions, the bottom
 * `relegate` teams of the upper one go down and the top `promote` teams of the lower one go up; the top division
 * promotes nobody and the bottom one relegates nobody. Every other team stays. The admin sees this plan and
 * confirms it in one step (api/team-league/season-rollover.ts). Pure.
 *
 * A place shared on every tie-break at a boundary (rank equal across the line) is decided by the table's order,
 * which is by name; the plan names such a boundary in `warnings` so the admin can settle it before confirming.
 */
export interface FinalDivision {
  divisionId: number;
  name: string;
  /** Promote and relegate counts of the division's format. */
  promote: number;
  relegate: number;
  /** The final table, first to last: team id and its rank (equal ranks share a place). */
  table: { teamId: number; rank: number }[];
}

export type Move = 'up' | 'down' | 'stays';

export interface PlannedDivision {
  divisionId: number;
  teams: { teamId: number; from: number; move: Move }[];
}

export interface RolloverPlan {
  divisions: PlannedDivision[];
  warnings: string[];
}

/** The plan for `divisions` given top division first. */
export function planPromotion(divisions: readonly FinalDivision[]): RolloverPlan {
  const next: PlannedDivision[] = divisions.map((d) => ({ divisionId: d.divisionId, teams: [] }));
  const warnings: string[] = [];
  divisions.forEach((d, i) => {
    const n = d.table.length;
    const up = i === 0 ? 0 : Math.min(d.promote, n);
    const down = i === divisions.length - 1 ? 0 : Math.min(d.relegate, n - up);
    d.table.forEach((row, place) => {
      const move: Move = place < up ? 'up' : place >= n - down ? 'down' : 'stays';
      const target = move === 'up' ? i - 1 : move === 'down' ? i + 1 : i;
      next[target].teams.push({ teamId: row.teamId, from: d.divisionId, move });
    });
    for (const cut of [up, n - down]) {
      if (cut > 0 && cut < n && (cut === up ? up > 0 : down > 0) && d.table[cut - 1].rank === d.table[cut].rank) {
        warnings.push(`${d.name}: places ${cut} and ${cut + 1} are level on every tie-break across the ${cut === up ? 'promotion' : 'relegation'} line; the table's order (by name) was used`);
      }
    }
  });
  return { divisions: next, warnings };
}
