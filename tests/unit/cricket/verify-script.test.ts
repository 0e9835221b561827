import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

describe('scripts/verify-cricket-figures.ts', () => {
  it('agrees with the importer on the hand-counted fixture, all-run boundaries included', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify-cricket-figures.ts', 'tests/fixtures/cricsheet-balls', 'AB Cook', 'IJ Smith'], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('ok       AB Cook        inns 1 runs 15 balls 7 outs 1 avg 15.00 4s 1 6s 1 dots 3');
    expect(r.stdout).toContain('all-run (non-boundary) fours: 1, sixes: 1');
    expect(r.stdout).toContain('careers compared: 6; agree on every figure: 6');
  }, 60_000);
});
