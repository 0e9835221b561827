import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commentText } from './source-text';

// A code comment or a test title says what the code does and why, as it is now. "(issue 23)" or "see #12" sends the
// reader to a tracker to learn what the sentence should have said, and goes stale when the code moves on. This
// reads every comment in tracked source, every test title and every tracked Markdown file for such a reference.

const SELF = 'tests/unit/repo/issue-references.test.ts';

/**
 * An issue reference: "issue 12", "Issue 47's", "issues 4 and 5", "issue #12", "issue-12 targets"; a bare "#12" only where it can mean
 * nothing else ("(#12)", "see #12", "fixes #12", "PR #12"), since "#" also numbers Tests ("Test #1578") and errors.
 */
const REFERENCE =
  /\bissues?(?:\s+|-)#?\d+|\(#\d+\)|\b(?:see|fix(?:es|ed)?|close[sd]?|resolve[sd]?|refs?|PR|pull request)\s+#\d+/gi;

/** A test's title: the first string given to describe / it / test (and their .each/.skip/... forms). */
const TITLE = /\b(?:describe|it|test)(?:\.\w+)*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;

function testTitles(source: string): string {
  return [...source.matchAll(TITLE)].map((m) => m[2]).join('\n');
}

/** Every issue reference in a file's comments and test titles. */
function references(source: string): string[] {
  const text = `${commentText(source)}\n${testTitles(source)}`;
  return [...text.matchAll(REFERENCE)].map((m) => m[0]);
}

/** Every issue reference in a Markdown file (all of it is prose). */
const markdownReferences = (text: string) => [...text.matchAll(REFERENCE)].map((m) => m[0]);

describe('no issue numbers in code comments, test titles or Markdown', () => {
  it('no tracked source file refers to an issue', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter((f) => /\.(ts|tsx|mjs|cjs|js)$/.test(f) && f !== SELF && existsSync(f));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => references(readFileSync(f, 'utf8')).map((r) => `${f}: ${r}`));
    expect(found).toEqual([]);
  });

  it('no tracked Markdown file refers to an issue', () => {
    const docs = execFileSync('git', ['ls-files', '-z', '*.md'], { encoding: 'utf8' })
      .split('\0')
      .filter((f) => f.endsWith('.md') && existsSync(f));
    expect(docs.length).toBeGreaterThan(10);
    const found = docs.flatMap((f) => markdownReferences(readFileSync(f, 'utf8')).map((r) => `${f}: ${r}`));
    expect(found).toEqual([]);
    expect(markdownReferences('| cups (issue 46) | see #12 | Test #1578 |')).toEqual(['issue 46', 'see #12']);
  });

  it('finds each form of reference, in comments and titles', () => {
    expect(references('// Targets (issue 34): fast\nconst a = 1;')).toEqual(['issue 34']);
    expect(references("/** Issue 47's bankroll lab */")).toEqual(['Issue 47']);
    expect(references('/* see #12, fixes #3 and (#40) */')).toEqual(['see #12', 'fixes #3', '(#40)']);
    expect(references("describe('season limits (issue 50, finding 5)', () => {});")).toEqual(['issue 50']);
    expect(references('it(`names (issue 23 items 3 and 8)`, () => {});')).toEqual(['issue 23']);
    expect(references("test.skip('issues 4 and 5', () => {});")).toEqual(['issues 4']);
    expect(references('/* the three issue-12 targets */')).toEqual(['issue-12']);
  });

  it('leaves Test numbers, strings and code alone', () => {
    expect(references('// 877 Tests from Test #1578 to #2616; hydration error #418')).toEqual([]);
    expect(references("const note = 'issue 12'; // the tracker's own words are data here")).toEqual([]);
    expect(references("expect(text).toBe('see #12');")).toEqual([]);
    expect(references('// an issue with 3 players')).toEqual([]);
  });
});
