import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { importCricsheet } from '../../../api/cricket/import/import';
import { careerNote, listPlayers, partialCareers } from '../../../api/cricket/queries/player-formats';
import { needsReimport } from '../../../api/cricket/queries/batting-queries';

// Each player's line per format is derived at import and stored (migration 22); the answers read it. The fixture
// matches (tests/fixtures/cricsheet-formats, see formats-import.test.ts) and the men's Tests' fixture
// (tests/fixtures/cricsheet) give every kind of line: batting, bowling only, a women's side named as the men's.

async function imported() {
  const db = openDatabase(':memory:');
  migrate(db);
  await importCricsheet(db, ['tests/fixtures/cricsheet-formats', 'tests/fixtures/cricsheet'], { register: false });
  return db;
}

describe('each player\'s line per format, stored at import', () => {
  it('stores the lines the answers would count, and the answers read the stored lines', async () => {
    const db = await imported();
    const stored = Object.fromEntries(['tests', 'odis', 't20is', 'women-odis', 'women-t20is'].map((f) => [f, listPlayers(db, f as 'tests')]));
    // The same lines counted live (the stored table emptied: what a database imported before migration 22 answers).
    db.prepare('DELETE FROM cricket_player_formats').run();
    for (const [fmt, lines] of Object.entries(stored)) {
      expect(lines.length, fmt).toBeGreaterThan(0);
      expect(listPlayers(db, fmt as 'tests'), fmt).toEqual(lines);
    }
    db.close();
  });

  it('answers from the stored row, not from the tables, once stored', async () => {
    const db = await imported();
    // EM 1 (e00001) in the men's ODIs, by hand from the files: 6 runs in the D/L match (4, 0, 1 and 1), 5 in the no result.
    const em1 = listPlayers(db, 'odis').find((p) => p.player_id === 'e00001')!;
    expect(em1.runs).toBe(11);
    // Changing the stored row changes the answer: the answer reads it.
    db.prepare("UPDATE cricket_player_formats SET row_json = json_set(row_json, '$.runs', 999) WHERE fmt = 'odis' AND player_id = 'e00001'").run();
    expect(listPlayers(db, 'odis').find((p) => p.player_id === 'e00001')!.runs).toBe(999);
    // A women's side called England is another side: her line is in the women's formats only.
    const women = db.prepare<[], string>("SELECT DISTINCT fmt FROM cricket_player_formats WHERE player_id IN (SELECT player_id FROM cricket_match_players WHERE fmt = 'women-odis')").pluck().all();
    expect(women.every((f) => f.startsWith('women-'))).toBe(true);
    db.close();
  });

  it('stores each coverage note with its line, and a database without the lines is imported again at start-up', async () => {
    const db = await imported();
    const notes = db.prepare<[], { fmt: string; player_id: string }>('SELECT fmt, player_id FROM cricket_player_formats WHERE note_json IS NOT NULL').all();
    for (const { fmt, player_id } of notes) {
      expect(careerNote(db, player_id, fmt as 'tests'), `${fmt} ${player_id}`).not.toBeNull();
      expect(partialCareers(db, fmt as 'tests').has(player_id)).toBe(true);
    }
    expect(needsReimport(db)).toBe(false);
    db.prepare('DELETE FROM cricket_player_formats').run();
    expect(needsReimport(db)).toBe(true);
    db.close();
  });
});
