import { describe, expect, it } from 'vitest';
import { exportLeagueCsv } from '../../../api/admin/import-export/league-export';
import { parseCsvRows } from '../../../common/csv';
import { makeAdminApp } from './admin-test-kit';

describe('league CSV export: spreadsheet formulas', () => {
  it('escapes names a spreadsheet would run as formulas, and the importer’s reading gives them back exactly', async () => {
    const { db } = await makeAdminApp({ seed: false });
    // Names stored before any name rule existed.
    const names = ['=HYPERLINK("x")', '+Ann', '-Ben', '@Cat', "'=Dan"];
    for (const n of names) db.prepare('INSERT INTO pool_players (name) VALUES (?)').run(n);
    db.prepare("INSERT INTO pool_groups (name, url_slug) VALUES ('=1+1', 'formula')").run();
    const csv = exportLeagueCsv(db);
    const lines = csv.split('\r\n');
    expect(lines).toContain(`,"'=HYPERLINK(""x"")",,,,,,,,`);
    expect(lines).toContain(",'+Ann,,,,,,,,");
    expect(lines).toContain(",'-Ben,,,,,,,,");
    expect(lines).toContain(",'@Cat,,,,,,,,");
    expect(lines).toContain(",''=Dan,,,,,,,,");
    expect(lines).toContain(",,,,,,'=1+1,,,");
    for (const line of lines.slice(1)) expect(line).not.toMatch(/(^|,)"?[=+\-@]/);
    const read = parseCsvRows(csv, { unescapeFormulas: true });
    expect(read.slice(1).map((r) => r[1] || r[6])).toEqual([...names, '=1+1']);
  });
});
