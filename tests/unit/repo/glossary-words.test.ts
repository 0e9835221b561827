import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/glossary.md names each concept once and lists the names it is not to be called. Most of those words are
// ordinary ("game", "pool", "league") and right elsewhere; the ones below can only mean the concept under another
// name, so no tracked text (docs, comments, code, test titles) may use them.
const CHECKED = ['worker pool', 'node pool', 'route table', 'fan-out', 'result row'];
const GLOSSARY = 'docs/glossary.md';
const SELF = 'tests/unit/repo/glossary-words.test.ts';

/** The glossary's "Not to be called" cells, one word or phrase each (remarks in parentheses dropped). */
function forbiddenInGlossary(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => l.startsWith('| **') || l.startsWith('| `'))
    .flatMap((l) => l.split('|').at(-2)!.split(','))
    .map((w) => w.replace(/\(.*?\)/g, '').trim().toLowerCase())
    .filter((w) => w && w !== '-');
}

describe('the glossary’s words', () => {
  it('every checked word is one the glossary forbids', () => {
    const forbidden = forbiddenInGlossary(readFileSync(GLOSSARY, 'utf8'));
    expect(forbidden).toContain('pool'); // the parser reads the column
    for (const w of CHECKED) expect(forbidden).toContain(w);
  });

  it('no tracked text uses a forbidden name for a concept', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter((f) => /\.(md|mdx|ts|tsx|mjs|js)$/.test(f) && f !== GLOSSARY && f !== SELF && existsSync(f));
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const f of files) {
      const text = readFileSync(f, 'utf8').toLowerCase();
      for (const w of CHECKED) if (new RegExp(`(?<![\\w-])${w}(?![\\w-])`).test(text)) found.push(`${f}: ${w}`);
    }
    expect(found).toEqual([]);
  });
});
