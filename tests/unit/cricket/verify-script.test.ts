import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs the check on a source; resolves with its exit code and output. */
function verify(args: string[]): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/verify-cricket-figures.ts', ...args]);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (status) => resolve({ status, out }));
  });
}

describe('scripts/verify-cricket-figures.ts', () => {
  it('agrees with the importer on the hand-counted fixtures: a Test with all-run boundaries, a women\'s T20I tie with its super over', async () => {
    // One archive (one format) at a time: the women's T20I of the formats fixture alone (2000002: tied 6 each,
    // Australia won the super over; by hand, 4 batters' careers, the super over's runs in none).
    const dir = mkdtempSync(join(tmpdir(), 'verify-t20i-'));
    copyFileSync('tests/fixtures/cricsheet-formats/2000002.json', join(dir, '2000002.json'));
    try {
      // Side by side: each spawn is mostly tsx's start-up.
      const [test, t20i] = await Promise.all([verify(['tests/fixtures/cricsheet-balls', 'AB Cook', 'IJ Smith']), verify([dir])]);
      expect(test.status, test.out).toBe(0);
      expect(test.out).toContain('ok       AB Cook        inns 1 runs 15 balls 7 outs 1 avg 15.00 4s 1 6s 1 dots 3');
      expect(test.out).toContain('all-run (non-boundary) fours: 1, sixes: 1');
      expect(test.out).toContain('careers compared: 6; agree on every figure: 6');
      expect(t20i.status, t20i.out).toBe(0);
      expect(t20i.out).toContain("format: Women's T20Is");
      expect(t20i.out).toContain('careers compared: 4; agree on every figure: 4');
      expect(t20i.out).toContain('innings (totals, extras, both sums, fall of wickets, partnerships, bowlers) 2 of 2');
      expect(t20i.out).toContain('agree: 2 teams, 1 pairings');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
