/**
 * What changed in the records book's top tens between two imports (GET /api/cricket/records_changes): a row that
 * entered a table's top ten, or moved up in it. A row is one career (its player) or one innings or match (its
 * player and match): `key` says which. Pure.
 */

/** A row of a table's top ten as the import keeps it. */
export interface PlacedRow {
  key: string;
  name: string;
  url_slug: string;
  rank: number;
  figure: string;
  match_id: string | null;
}

export interface PlacedChange extends Omit<PlacedRow, 'key'> {
  table: string;
  /** Its rank before, or null when it was not in the top ten. */
  previous_rank: number | null;
}

/**
 * The rows of `after` that were not in `before`'s table or stood lower there, table by table in `after`'s order,
 * best rank first. A table `before` does not have is new as a whole: nothing in it is called a change.
 */
export function recordsDiff(before: Readonly<Record<string, readonly PlacedRow[]>>, after: Readonly<Record<string, readonly PlacedRow[]>>): PlacedChange[] {
  const out: PlacedChange[] = [];
  for (const [table, rows] of Object.entries(after)) {
    const old = before[table];
    if (!old) continue;
    const was = new Map(old.map((r) => [r.key, r.rank]));
    for (const { key, ...row } of [...rows].sort((a, b) => a.rank - b.rank)) {
      const previous = was.get(key);
      if (previous === undefined) out.push({ table, ...row, previous_rank: null });
      else if (row.rank < previous) out.push({ table, ...row, previous_rank: previous });
    }
  }
  return out;
}
