import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { passwordCheckQueue } from '../../../api/auth/fair-queue';

/** The Security section (docs/admin.md) and the code agree on password checks per address. */
describe('docs/admin.md and code agree', () => {
  it('states the number of checks per client address the queue allows', () => {
    const readme = readFileSync('docs/admin.md', 'utf8');
    const words = ['zero', 'one', 'two', 'three', 'four'];
    const m = /at most (\w+) checks? per client address/.exec(readme);
    expect(m, 'docs/admin.md names the checks per client address').not.toBeNull();
    expect(words.indexOf(m![1])).toBe(passwordCheckQueue.perAddress);
    expect(readme).not.toMatch(/at most one check per client address/);
  });
});
