import { expect, type Page } from '@playwright/test';

/**
 * The page's visible text written as the site writes figures (common/number-text.ts, src/lib/format-date.ts)
 * and as a visitor is spoken to. Each rule lists the forms it refuses, on any page, whether or not the page also
 * shows the site's form:
 * - percentages "12.3 %" (never "12.3%");
 * - the true minus "−27" (never a hyphen-minus before a number: "-27");
 * - frame scores "10–4" (never "10 - 4");
 * - dates "26 Nov 2026" (never "2026-11-26");
 * - counts of 1,000 and more grouped ("1,044", "13,943"), never "1044"; a four-digit number from 1800 to 2099 is
 *   read as a year unless a count's noun follows it ("1992 runs");
 * - years, ids, seeds and Test numbers plain ("2012", "Test no. 2616"), never grouped ("2,012"): in a table column
 *   headed Year, Season, Test no., #, Seed or Id, in a chart axis's run of years ("2,012 2,014 2,016") or after
 *   "in", "since", "from", "to", "season", "year";
 * - a count of one in the singular ("1 wicket", never "1 wkts" or "1 runs");
 * - no developer command ("npm run ...") anywhere in a page body, code included: the README and docs hold those;
 * - no developer word (DEVELOPER_WORDS) outside a "How it works" disclosure (src/components/how-it-works.tsx) or a
 *   method section marked data-how-it-works.
 * Text inside <pre>, <code>, form fields and elements marked data-figure-forms="as-written" (a CSV format's example
 * lines, which must be typed as shown) is left out.
 */
const RULES: [name: string, refused: RegExp][] = [
  ['percent without a space before %', /\d%/g],
  ['hyphen-minus before a number', /(?:^|[\s(=:])-\d/g],
  ['score with a spaced hyphen', /\b(?:10 - \d{1,2}|\d{1,2} - 10)\b/g],
  ['ISO date', /(?<![\w-])(?:19|20)\d\d-[01]\d-[0-3]\d\b/g],
  // Not after a decimal point, a "#" or a label word, not part of a phone number ("0808 8020 133"), a longer figure or a
  // word ("8508i", a generated name's letters and digits).
  [
    'ungrouped count of 1,000 or more',
    /(?<![\w,.#£$]|#\s*|\d |[Ss]eed:?\s*|[Cc]ode:?\s*“?|\bid:?\s*|Test no\.\s*|Test #\s*|Game #\s*|No\.\s*)(?:\d{5,}|(?!1[89]\d\d|20\d\d)\d{4})(?![\w,]| \d)/g,
  ],
  [
    'ungrouped count of 1,000 or more (a count, not a year)',
    /(?<![\d,.#£$]|#\s*)(?:1[89]\d\d|20\d\d) (?:runs|balls|wickets|matches|innings|players|frames|games|simulations|seasons|entries|catches|deliveries|bets|points)\b/g,
  ],
  ['grouped year', /\b(?:in|since|from|to|season|year|between|until|before|after)\s+(?:1,[89]\d\d|2,0\d\d)\b|\b(?:1,[89]\d\d|2,0\d\d)\s*[–-]\s*(?:1,[89]\d\d|2,0\d\d)\b/gi],
  [
    'plural after a count of one',
    /(?<![\d.,]|Player |Team |Stage |Group |#|P|[−+×/-] )\b1 (?:runs|wickets|wkts|balls|matches|players|Tests|catches|stumpings|frames|games|seasons|simulations|entries|wins|losses|fixtures|centuries|fifties|hundreds|fours|sixes|overs|maidens|sessions|rounds|bets|dismissals|years|days|points|outcomes)\b/g,
  ],
];

/**
 * Words a visitor should not meet on a public page: how the software works rather than what the figure means. Each
 * was seen on a page or is of the same kind. Checked in all visible text but code, form fields and "How
 * it works" disclosures.
 */
export const DEVELOPER_WORDS: RegExp[] = [
  /\btests? checks?\b/i,
  /\bunit tests?\b/i,
  /\bstream [a-z0-9] of the seed\b/i,
  /\bseed streams?\b/i,
  // A bare "Seed:" label: a simulation's seed is shown as a replay code that says what it is for (src/components/seed-control.tsx).
  /\bSeed:/,
  /\bmax(?:imum)?-flow\b/i,
  /\(exact\)/,
  /\bP\(P\d|\bP\([A-Z]\w* wins\)/,
  /\blinear system\b/i,
  /\bthe package's\b/i,
  /\bbisection\b/i,
  /10⁻\d|\b1e-\d/,
  /\bpeople register\b/i,
  /\bError: /,
  /\bundefined\b|\bNaN\b|\bnull\b|\[object Object\]/,
  /\blocalStorage\b|\bsessionStorage\b|\bIndexedDB\b/,
  /\b(?:web|background) workers?\b/i,
  /\bComlink\b|\bzod\b|\bSQLite\b|\bTanStack\b|\bHono\b|\bResizeObserver\b/,
  /\bstack trace\b|\bTypeError\b|\bReferenceError\b/,
  /\burl[_ ]slug\b|\bslug\b/i,
  /\bPRNG\b|\bmulberry32\b|\bxoshiro|\bsplitmix/i,
  /\bAPI\b(?! reference)/,
];
/** Checked in all the page's text, code included. */
const DEVELOPER_COMMAND = /\bnpm (?:run|start|test|install|ci|i)\b/g;

/** Years in ascending order, one to ten apart, grouped: an axis of years written as counts ("2,012 2,014"). */
function groupedYearRuns(text: string): string[] {
  const found: string[] = [];
  const re = /(?<![\d,.])(1,[89]\d\d|2,0\d\d)(?![\d,])/g;
  let last: { value: number; end: number } | null = null;
  for (const m of text.matchAll(re)) {
    const value = Number(m[1].replace(',', ''));
    const at = m.index ?? 0;
    if (last && /^\s*$/.test(text.slice(last.end, at)) && value > last.value && value - last.value <= 10) {
      found.push(`grouped year: "${text.slice(Math.max(0, at - 12), at + 6).replace(/\s+/g, ' ')}"`);
    }
    last = { value, end: at + m[0].length };
  }
  return found;
}

interface PageText {
  /** Text where figures are checked (not code, form fields, as-written examples, hidden parts). */
  figures: string;
  /** Text in label places (a Year, Test no., #, Seed or Id column; data-figure-forms="label"): digits only. */
  labels: string;
  /** Text read for developer words (figures' text less "How it works" disclosures). */
  words: string;
  /** Everything the page shows, code included. */
  all: string;
}

export async function pageText(page: Page): Promise<PageText> {
  return page.evaluate(() => {
    const skip = (el: Element | null): boolean =>
      !!el?.closest('pre, code, script, style, textarea, input, select, [data-figure-forms="as-written"], [hidden], [aria-hidden="true"]');
    const LABEL_HEADER = /^(?:#|Year|Season|Test|Test no\.?|Test #|Game #|Match #|No\.|Seed|Id|Match id)$/i;
    /** Whether the node sits in a label place: a table column whose header names a label, or a marked element. */
    const isLabel = (el: Element): boolean => {
      if (el.closest('[data-figure-forms="label"]')) return true;
      const cell = el.closest('td, th');
      const table = cell?.closest('table');
      if (!cell || !table || cell.closest('thead')) return false;
      const row = cell.parentElement as HTMLTableRowElement;
      const index = Array.from(row.cells).indexOf(cell as HTMLTableCellElement);
      const head = table.tHead?.rows[table.tHead.rows.length - 1]?.cells[index];
      // The header's words without a sort arrow ("Year↕").
      return !!head && LABEL_HEADER.test((head.textContent ?? '').replace(/[^\w#. ]+/g, '').trim());
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const figures: string[] = [];
    const labels: string[] = [];
    const words: string[] = [];
    // Text joins as it reads within one block ("1" and " wkts" from `<span>{n}</span> wkts`); a new block (a
    // paragraph, a table cell, a chart's text) starts a line.
    const blocks = new Map<Element, Element>();
    const blockOf = (el: Element): Element => {
      let block = blocks.get(el);
      if (!block) {
        block = el.closest('svg text') ?? el;
        while (block.parentElement && ['inline', 'contents'].includes(getComputedStyle(block).display) && !(block instanceof SVGElement)) block = block.parentElement;
        blocks.set(el, block);
      }
      return block;
    };
    let lastBlock: Element | null = null;
    const add = (list: string[], text: string, block: Element) => list.push((block === lastBlock ? '' : '\n') + text);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || skip(el) || !n.textContent?.trim()) continue;
      const block = blockOf(el);
      add(isLabel(el) ? labels : figures, n.textContent, block);
      if (!el.closest('[data-how-it-works]')) add(words, n.textContent, block);
      lastBlock = block;
    }
    return { figures: figures.join(''), labels: labels.join(''), words: words.join(''), all: document.body.innerText };
  });
}

/** The faults in a page's text (empty when every figure is in the site's one form and no developer word shows). */
export function textFaults({ figures: text, labels, words, all }: PageText): string[] {
  const found: string[] = [];
  const snippet = (t: string, at: number) => `"…${t.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ')}…"`;
  for (const m of all.matchAll(DEVELOPER_COMMAND)) found.push(`developer command: "${all.slice(m.index, (m.index ?? 0) + 60)}"`);
  for (const [name, re] of RULES) {
    let n = 0;
    for (const m of text.matchAll(re)) {
      found.push(`${name}: ${snippet(text, m.index ?? 0)}`);
      if (++n > 4) break;
    }
  }
  found.push(...groupedYearRuns(text).slice(0, 5));
  for (const m of [...labels.matchAll(/\d,\d{3}/g)].slice(0, 5)) found.push(`grouped year, id or Test number: ${snippet(labels, m.index ?? 0)}`);
  for (const re of DEVELOPER_WORDS) {
    const m = re.exec(words);
    if (m) found.push(`developer word ${re}: ${snippet(words, m.index)}`);
  }
  return found;
}

/** Fails with the offending snippets when the page writes a figure another way than the site's one form. */
export async function expectOneFormPerFigure(page: Page) {
  const found = textFaults(await pageText(page));
  expect(found, `figures written another way than the site's one form, or developer words, on ${page.url()}`).toEqual([]);
}
