import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { BIG_GROUP_MATCHES, groupLaneOf } from '../../../api/answer-lanes/group-lanes';
import { seedPool } from '../admin/admin-test-kit';
import { seedMatches } from './file-db-kit';

describe('big groups answered on a lane of their own', () => {
  it("routes a big group's answers and its players' to its lane, every other pool answer to the shared lane", () => {
    const db = openDatabase(':memory:');
    migrate(db);
    // banff: players 1-4; hurricane: players 3-6, with every match below (so only hurricane is big).
    seedPool(db);
    seedMatches(db, BIG_GROUP_MATCHES + 1);
    for (const path of ['/api/pool/group/hurricane/standings', '/api/pool/group/HurriCane', '/api/pool/group/2/starts', '/api/pool/forecast/hurricane/history', '/api/pool/player/5/rating_change', '/api/pool/player/3']) {
      expect(groupLaneOf(db, path), path).toBe(0);
    }
    for (const path of ['/api/pool/group/banff/standings', '/api/pool/group/1', '/api/pool/player/1/matches', '/api/pool/player/7', '/api/pool/matches', '/api/pool/groups', '/api/pool/cups', '/api/pool/group/%E0%A4%A/standings']) {
      expect(groupLaneOf(db, path), path).toBeNull();
    }
    db.close();
  });

  it('a league of small groups has no group lane', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    seedPool(db);
    seedMatches(db, 500);
    expect(groupLaneOf(db, '/api/pool/group/hurricane/standings')).toBeNull();
    expect(groupLaneOf(db, '/api/pool/player/3')).toBeNull();
    db.close();
  });
});
