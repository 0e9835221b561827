import type { Migration } from '../migrations';

/**
 * Each player's line in each format he or she played, derived at import (api/cricket/queries/player-formats.ts) so
 * that no answer computes it per request: the players list's row as served (`row_json`, in the list's order `ord`),
 * the career's coverage note (`note_json`, null when the archive holds the whole career as far as it can tell) and the
 * names a search matches (`search_text`: every known name, lower case, one a line). Replaced whole by every import.
 *
 * And the indexes the records book and the team pages read a format by (bench/cricket-formats.ts: the records' first
 * answers took 110-200 ms of CPU on the whole archive, scanning every innings of the format): an innings by its score
 * (the highest scores), a career's sums covered by the index (its (fmt, player_id) prefix replaces migration 21's
 * index), a format's rows of one team, and the innings that reached 50 or 100 by the balls it took (the fastest tables).
 */
export const m022CricketPlayerFormats: Migration = {
  version: 22,
  name: 'cricket-player-formats',
  up: `
    CREATE TABLE cricket_player_formats (
      fmt TEXT NOT NULL,
      player_id TEXT NOT NULL,
      ord INTEGER NOT NULL,
      row_json TEXT NOT NULL,
      note_json TEXT,
      search_text TEXT NOT NULL,
      PRIMARY KEY (fmt, player_id)
    ) STRICT;
    CREATE INDEX cricket_player_formats_ord ON cricket_player_formats(fmt, ord);
    CREATE INDEX cricket_player_formats_player ON cricket_player_formats(player_id);

    CREATE INDEX cricket_innings_fmt_runs ON cricket_innings(fmt, did_bat, runs DESC, is_out);
    DROP INDEX cricket_innings_fmt;
    CREATE INDEX cricket_innings_fmt_career ON cricket_innings(fmt, player_id, did_bat, is_out, runs, balls_faced, is_century, is_fifty);
    DROP INDEX cricket_bowling_innings_fmt;
    CREATE INDEX cricket_bowling_innings_fmt_career ON cricket_bowling_innings(fmt, player_id, match_id, balls, maidens, runs, wickets);
    CREATE INDEX cricket_innings_fmt_team ON cricket_innings(fmt, team);
    CREATE INDEX cricket_bowling_innings_fmt_team ON cricket_bowling_innings(fmt, team);
    CREATE INDEX cricket_match_players_fmt_team ON cricket_match_players(fmt, team);
    CREATE INDEX cricket_innings_fmt_ball_50 ON cricket_innings(fmt, ball_50) WHERE ball_50 IS NOT NULL;
    CREATE INDEX cricket_innings_fmt_ball_100 ON cricket_innings(fmt, ball_100) WHERE ball_100 IS NOT NULL;
  `,
};
