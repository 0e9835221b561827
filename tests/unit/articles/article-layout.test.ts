import { describe, expect, it } from 'vitest';
import { readingMinutes, slugify } from '../../../src/components/article-layout';

describe('article layout helpers', () => {
  it('slugs headings for table-of-contents anchors', () => {
    expect(slugify('The margin: why the book adds up to more than 100%')).toBe('the-margin-why-the-book-adds-up-to-more-than-100');
    expect(slugify("Kelly's formula")).toBe('kellys-formula');
    expect(slugify('  Step 1: define the business case ')).toBe('step-1-define-the-business-case');
  });

  it('reading time is words / 220 rounded up, at least one minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(220)).toBe(1);
    expect(readingMinutes(221)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
  });
});
