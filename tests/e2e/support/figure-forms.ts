import { expect, type Page } from '@playwright/test';

/**
 * The page's visible text written as the site writes figures (common/number-text.ts, src/lib/format-date.ts)
 * and as a visitor is spoken to. Each rule lists the forms it refuses; a page that shows one beside the site's form
 * mixes two ways of writing one kind of figure:
 * - percentages "12.3 %" (never "12.3%");
 * - the true minus "−27" (never a hyphen-minus before a number: "-27");
 * - frame scores "10–4" (never "10 - 4");
 * - dates "26 Nov 2026" (never "2026-11-26");
 * - counts of 10,000 and more grouped ("13,943"; seeds, game numbers and ids are labels and keep their digits);
 * - no developer command ("npm run ...") anywhere in a page body, code included: the README and docs hold those.
 * Text inside <pre>, <code>, form fields and elements marked data-figure-forms="as-written" (a CSV format's example
 * lines, which must be typed as shown) is left out.
 */
const RULES: [name: string, refused: RegExp][] = [
  ['percent without a space before %', /\d%/g],
  ['hyphen-minus before a number', /(?:^|[\s(=:])-\d/g],
  ['score with a spaced hyphen', /\b(?:10 - \d{1,2}|\d{1,2} - 10)\b/g],
  ['ISO date', /(?<![\w-])(?:19|20)\d\d-[01]\d-[0-3]\d\b/g],
  ['ungrouped count of 10,000 or more', /(?<![#\w,.]|seed |Seed |seed: |id )\d{5,}(?![\d,])/g],
];
/** Checked in all the page's text, code included. */
const DEVELOPER_COMMAND = /\bnpm (?:run|start|test|install|ci|i)\b/g;

export async function pageText(page: Page): Promise<{ figures: string; all: string }> {
  return page.evaluate(() => {
    const skip = (el: Element | null): boolean =>
      !!el?.closest('pre, code, script, style, textarea, input, select, [data-figure-forms="as-written"], [hidden], [aria-hidden="true"]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!skip(n.parentElement) && n.textContent?.trim()) parts.push(n.textContent);
    }
    return { figures: parts.join('\n'), all: document.body.innerText };
  });
}

/** Fails with the offending snippets when the page writes a figure another way than the site's one form. */
export async function expectOneFormPerFigure(page: Page) {
  const { figures: text, all } = await pageText(page);
  const found: string[] = [];
  for (const m of all.matchAll(DEVELOPER_COMMAND)) found.push(`developer command: "${all.slice(m.index, (m.index ?? 0) + 60)}"`);
  for (const [name, re] of RULES) {
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      found.push(`${name}: "…${text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ')}…"`);
      if (found.length > 8) break;
    }
  }
  expect(found, `figures written another way than the site's one form on ${page.url()}`).toEqual([]);
}
