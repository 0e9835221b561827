import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Branches are merged often; a conflict left in a Markdown file or a comment compiles and lints fine. This reads every
// tracked text file for the three lines git writes around a conflict.
const MARKER = /^(<{7}|>{7}) |^={7}$/m;

describe('the tree holds no merge conflict', () => {
  it('no tracked file has a conflict marker line', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter((f) => /\.(ts|tsx|mjs|js|json|md|mdx|css|html|yml|yaml|sql)$/.test(f) || f === '.ci/run');
    expect(files.length).toBeGreaterThan(100);
    const conflicted = files.filter((f) => {
      try {
        return MARKER.test(readFileSync(f, 'utf8'));
      } catch {
        return false; // listed but deleted in the working tree
      }
    });
    expect(conflicted).toEqual([]);
  });

  it('the pattern finds a conflict as git writes it', () => {
    expect(MARKER.test(['a', '<'.repeat(7) + ' HEAD', 'b', '='.repeat(7), 'c', '>'.repeat(7) + ' main'].join('\n'))).toBe(true);
    expect(MARKER.test('a table rule\n| --- |\nand ==== underline')).toBe(false);
  });
});
