import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { importCricsheet } from '../../../api/cricket/import/import';
import { parseMatch } from '../../../api/cricket/import/parse-match';
import { resolveVenue } from '../../../api/cricket/import/venues';
import { createApp } from '../../../api/app';

const FIXTURES = 'tests/fixtures/cricsheet';
const BAD = 'tests/fixtures/cricsheet-bad';

function freshDb() {
  const db = openDatabase(':memory:');
  migrate(db);
  return db;
}

const fixture = (id: string) => JSON.parse(readFileSync(`${FIXTURES}/${id}.json`, 'utf8'));
const inn = (m: ReturnType<typeof parseMatch>, matchInns: number, playerId: string) => {
  const r = m.innings.find((i) => i.matchInns === matchInns && i.playerId === playerId);
  if (!r) throw new Error(`no record for ${playerId} in innings ${matchInns}`);
  return r;
};

describe('Cricsheet match parsing', () => {
  const m1 = parseMatch('1000001', fixture('1000001'));

  it('counts no-balls but not wides as balls faced, and skips a non_boundary four', () => {
    const smith = inn(m1, 1, 'e0000001');
    expect(smith).toMatchObject({ runs: 19, ballsFaced: 8, fours: 1, sixes: 1, isOut: false, battingPosition: 1, dismissal: 'not out' });
  });

  it('records a non-striker run out against the non-striker', () => {
    expect(inn(m1, 1, 'e0000002')).toMatchObject({ runs: 0, ballsFaced: 0, isOut: true, dismissal: 'run out', battingPosition: 2 });
  });

  it('treats retired hurt (then resumed) and retired not out as not out, retired out as out', () => {
    expect(inn(m1, 1, 'e0000003')).toMatchObject({ runs: 6, ballsFaced: 3, isOut: false, dismissal: 'not out', battingPosition: 3 });
    expect(inn(m1, 1, 'e0000005')).toMatchObject({ isOut: false, dismissal: 'retired not out', battingPosition: 5 });
    expect(inn(m1, 3, 'e0000001')).toMatchObject({ runs: 50, isOut: true, dismissal: 'retired out' });
  });

  it('gives did-not-bat records to the rest of the XI and marks absent hurt', () => {
    expect(inn(m1, 1, 'e0000011')).toMatchObject({ didBat: false, dismissal: 'did not bat', battingPosition: null });
    expect(inn(m1, 4, 'a0000006')).toMatchObject({ didBat: false, dismissal: 'absent hurt' });
    expect(m1.innings.filter((i) => i.matchInns === 1)).toHaveLength(11);
  });

  it('brings a concussion replacement in from its innings and takes the replaced player out after', () => {
    // P Concussed (a0000005) replaced by Q Sub (a0000012) during innings 3.
    expect(m1.innings.some((i) => i.playerId === 'a0000012' && i.matchInns === 2)).toBe(false);
    expect(inn(m1, 2, 'a0000005').didBat).toBe(false);
    expect(m1.innings.some((i) => i.playerId === 'a0000005' && i.matchInns === 4)).toBe(false);
    expect(inn(m1, 4, 'a0000012')).toMatchObject({ runs: 6, sixes: 1, isOut: true, dismissal: 'lbw' });
    expect(m1.players.find((p) => p.playerId === 'a0000012')?.team).toBe('Australia');
  });

  it('numbers a follow-on innings by its place in the match', () => {
    const m2 = parseMatch('1000002', fixture('1000002'));
    const aus = m2.innings.filter((i) => i.playerId === 'a0000013').map((i) => i.matchInns);
    expect(aus).toEqual([2, 3]);
    expect(inn(m2, 4, 'e0000002')).toMatchObject({ runs: 1, isOut: false });
  });

  it('normalises venue spellings and maps host countries', () => {
    expect(resolveVenue("Lord's, London")).toEqual({ ground: "Lord's", hostCountry: 'England' });
    expect(resolveVenue("Lord's")).toEqual({ ground: "Lord's", hostCountry: 'England' });
    expect(resolveVenue('M.Chinnaswamy Stadium, Bengaluru').ground).toBe('M Chinnaswamy Stadium');
    expect(resolveVenue('Sheikh Zayed Stadium').hostCountry).toBe('U.A.E.');
    expect(resolveVenue('Kensington Oval, Bridgetown, Barbados').hostCountry).toBe('West Indies');
    expect(resolveVenue('Nowhere Park, Atlantis')).toEqual({ ground: 'Nowhere Park', hostCountry: null });
  });

  it('rejects a file whose batter has no registry id', () => {
    const doc = fixture('1000003');
    delete doc.info.registry.people['L Long'];
    expect(() => parseMatch('x', doc)).toThrow(/no registry id for "L Long"/);
  });
});

describe('Cricsheet import', () => {
  it('keys players by registry id: one name two people, one person two names', async () => {
    const db = freshDb();
    await importCricsheet(db, FIXTURES);
    const players = db.prepare('SELECT player_id, name, url_slug FROM cricket_players ORDER BY player_id').all() as {
      player_id: string;
      name: string;
      url_slug: string;
    }[];
    const english = players.find((p) => p.player_id === 'e0000001');
    const aussie = players.find((p) => p.player_id === 'a0000013');
    expect(english).toEqual({ player_id: 'e0000001', name: 'AJ Smith', url_slug: 'a-smith' });
    expect(aussie).toEqual({ player_id: 'a0000013', name: 'A Smith', url_slug: 'a-smith-a0000013' });
    const runs = db.prepare('SELECT SUM(runs) AS r, SUM(did_bat) AS n FROM cricket_innings WHERE player_id = ?').get('e0000001');
    expect(runs).toEqual({ r: 19 + 50 + 40 + 1, n: 4 });
    const grounds = db.prepare('SELECT DISTINCT ground FROM cricket_matches ORDER BY ground').all();
    expect(grounds).toEqual([{ ground: 'Kennington Oval' }, { ground: "Lord's" }]);
  });

  it('is idempotent: importing twice changes nothing and keeps slugs', async () => {
    const db = freshDb();
    const first = await importCricsheet(db, FIXTURES);
    const snapshot = () =>
      JSON.stringify([
        db.prepare('SELECT * FROM cricket_players ORDER BY player_id').all(),
        db.prepare('SELECT * FROM cricket_innings ORDER BY match_id, match_inns, player_id').all(),
        db.prepare('SELECT * FROM cricket_match_players ORDER BY match_id, player_id').all(),
      ]);
    const before = snapshot();
    const second = await importCricsheet(db, FIXTURES);
    expect(snapshot()).toBe(before);
    expect(second.matches).toBe(first.matches);
    expect(second.players).toBe(first.players);
    expect((db.prepare('SELECT COUNT(*) AS n FROM cricket_matches').get() as { n: number }).n).toBe(3);
  });

  it('reports and skips bad files, ignores formats the explorer does not cover, reports unmapped venues, imports the rest', async () => {
    const db = freshDb();
    const s = await importCricsheet(db, BAD);
    // 2000003 is a women's Test (imported as one); 2000004 a multi-day match (MDM), no international format.
    expect(s.matches).toBe(3);
    expect(s.byFormat).toEqual({ tests: 2, 'women-tests': 1 });
    expect(s.skipped.map((f) => f.file).sort()).toEqual(['2000001.json', '2000002.json']);
    expect(s.skipped.find((f) => f.file === '2000001.json')?.reason).toMatch(/not valid JSON/);
    expect(s.ignored.map((f) => f.file).sort()).toEqual(['2000004.json']);
    expect(s.unmappedVenues).toEqual([{ venue: 'Nowhere Park, Atlantis', matches: ['2000005'] }]);
    const row = db.prepare('SELECT ground, host_country FROM cricket_matches WHERE match_id = ?').get('2000005');
    expect(row).toEqual({ ground: 'Nowhere Park', host_country: null });
  });

  it('fails clearly on a missing source', async () => {
    await expect(importCricsheet(freshDb(), 'tests/fixtures/no-such-folder')).rejects.toThrow(/not found/);
  });
});

describe('Cricket API', () => {
  async function app() {
    const db = freshDb();
    await importCricsheet(db, FIXTURES);
    return createApp({ db });
  }

  it('lists players with team, span, innings and runs', async () => {
    const res = await (await app()).request('/api/cricket/players');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    const { data } = await res.json();
    expect(data).toHaveLength(25);
    expect(data[0]).toMatchObject({ player_id: 'a0000001', name: 'L Long', url_slug: 'l-long', team: 'Australia', runs: 130, innings: 4 });
    expect(data.find((p: { player_id: string }) => p.player_id === 'e0000001')).toMatchObject({
      first_test: '2020-07-01',
      last_test: '2022-08-01',
      matches: 2,
    });
  });

  it('answers a matching If-None-Match with 304', async () => {
    const a = await app();
    const etag = (await a.request('/api/cricket/players')).headers.get('etag')!;
    const res = await a.request('/api/cricket/players', { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
  });

  it('gives the career summary in player_detail', async () => {
    const res = await (await app()).request('/api/cricket/player_detail/a-smith');
    const { data } = await res.json();
    expect(data).toMatchObject({ name: 'AJ Smith', teams: ['England'], matches: 2 });
    expect(data.summary).toMatchObject({ innings: 4, runs: 110, balls_faced: 34, outs: 2, not_outs: 2, average: 55, fifties: 1, centuries: 0, fours: 23, sixes: 1 });
    expect(data.data_coverage).toEqual({ matches: 3, first_match_date: '2020-07-01', last_match_date: '2022-08-01' });
  });

  it('gives a null average when never out', async () => {
    const { data } = await (await (await app()).request('/api/cricket/player_detail/o-owen')).json();
    expect(data.summary).toMatchObject({ innings: 1, outs: 0, average: null });
  });

  it('lists innings oldest first by slug or by id', async () => {
    const a = await app();
    const bySlug = (await (await a.request('/api/cricket/player_inning/a-smith')).json()).data;
    const byId = (await (await a.request('/api/cricket/player_inning/e0000001')).json()).data;
    expect(byId).toEqual(bySlug);
    expect(bySlug.map((r: { match_start_date: string; match_inns: number }) => `${r.match_start_date}/${r.match_inns}`)).toEqual([
      '2020-07-01/1',
      '2020-07-01/3',
      '2022-08-01/1',
      '2022-08-01/3',
    ]);
    expect(bySlug[0]).toMatchObject({ runs: 19, is_out: 0, opposition: 'Australia', ground: "Lord's", host_country: 'England', run_bin: '10-19', batting_position: 1 });
  });

  it('answers a malformed player key with a 400 naming the field', async () => {
    const res = await (await app()).request(`/api/cricket/player_detail/${encodeURIComponent('bad slug!')}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'validation_error', field: 'slug' });
  });

  it('answers an unknown player with a JSON 404', async () => {
    const a = await app();
    for (const path of ['/api/cricket/player_detail/nobody', '/api/cricket/player_inning/nobody']) {
      const res = await a.request(path);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    }
  });
});

describe("the scorecard names the match file's replacements", () => {
  it('marks the concussion replacement of fixture 1000001 with the player he replaced, and no one else', async () => {
    const db = freshDb();
    await importCricsheet(db, FIXTURES, { register: false });
    const res = await createApp({ db }).request('/api/cricket/match/1000001');
    const { data } = (await res.json()) as { data: { replacements: unknown[]; innings: { inning: number; did_not_bat: { name: string }[]; batting: { name: string }[] }[] } };
    // The fixture: `replacements.match` in the 3rd innings, Q Sub in for P Concussed (Australia).
    expect(data.replacements).toEqual([
      {
        team: 'Australia',
        player_id: expect.any(String),
        name: 'Q Sub',
        replaced: { player_id: expect.any(String), name: 'P Concussed' },
        // The file's `reason`, in words.
        reason: 'concussion_substitute',
        reason_text: 'as a concussion substitute',
      },
    ]);
    const onCard = (i: number) => [...data.innings[i - 1].batting, ...data.innings[i - 1].did_not_bat].map((p) => p.name);
    expect(onCard(2)).toContain('P Concussed');
    expect(onCard(2)).not.toContain('Q Sub');
    expect(onCard(4)).toContain('Q Sub');
    expect(onCard(4)).not.toContain('P Concussed');
    // England made no replacement.
    const other = await (await createApp({ db }).request('/api/cricket/match/1000002')).json();
    expect((other as { data: { replacements: unknown[] } }).data.replacements).toEqual([]);
  });

  it('reads an older import back from the cards and says the reason is not held', async () => {
    const db = freshDb();
    await importCricsheet(db, FIXTURES, { register: false });
    db.prepare('DELETE FROM cricket_replacements').run();
    const { data } = (await (await createApp({ db }).request('/api/cricket/match/1000001')).json()) as { data: { replacements: { name: string; reason: string | null; reason_text: string }[] } };
    expect(data.replacements.map((r) => [r.name, r.reason, r.reason_text])).toEqual([['Q Sub', null, '(the match file gives no reason)']]);
  });
});
