/**
 * A big league’s pages stay small: with 8,000 matches in one group, the group page and a
 * player's page carry one page of matches in their server data, not the group's whole list, and the predictions and
 * ratings-explained pages leave that list to the browser (over 2,000 matches), so none passes 2 MB of HTML (both did: every match was in the `ssr-data` JSON, about 70 MB on a 200,000-match group).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ssrTestApp } from './ssr-test-app';

const { app, db, close } = ssrTestApp('big-group');
afterAll(close);

const MB = 1024 * 1024;

describe('the pages of a group of 8,000 matches', () => {
  it('the group page, a player page, the predictions and the ratings explained are each under 2 MB of HTML, with at most a page of matches', { timeout: 120_000 }, async () => {
    const banff = db.prepare("SELECT id FROM pool_groups WHERE url_slug = 'banff'").pluck().get() as number;
    const members = db.prepare('SELECT player_id FROM pool_group_players WHERE group_id = ? ORDER BY player_id').pluck().all(banff) as number[];
    const insert = db.prepare(
      `INSERT INTO pool_matches (game_datetime, player_1_id, player_2_id, score_1, score_2, winner_player_id)
       VALUES (datetime('2019-01-01', '+' || ? || ' minutes'), ?, ?, 10, ?, ?)`,
    );
    db.transaction(() => {
      for (let i = 0; i < 8_000; i++) {
        const a = members[i % members.length];
        const b = members[(i + 1 + (Math.floor(i / members.length) % (members.length - 1))) % members.length];
        insert.run(i * 7, a, b, i % 8, a);
      }
    })();
    const whole = (await (await app.request('http://site.localhost/api/pool/group/banff/matches')).arrayBuffer()).byteLength;
    // The group's whole list is well over the bound, so the pages below are small by design, not by a small league.
    expect(whole).toBeGreaterThan(2 * MB);
    // The predictions and ratings-explained pages carried the whole list (2.8 MB here, 72 MB on 197,895 matches).
    for (const path of ['/pool/group/banff', `/pool/player/${members[0]}`, '/pool/predictions/banff', '/pool/group/banff/ratings-explanation']) {
      const res = await app.request(`http://site.localhost${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html.length, path).toBeLessThan(2 * MB);
      expect(html.match(/data-testid="match-row"/g)?.length ?? 0, path).toBeLessThanOrEqual(25);
    }
  });
});
