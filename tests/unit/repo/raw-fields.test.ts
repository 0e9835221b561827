import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutComments } from './source-text';

// A field's label, id, aria-describedby and error are written once, by src/components/labelled-field.tsx
// (`LabelledField`; `DateField` and the betting tools' `OddsInput`/`TextField` are built on it). So outside
// src/components no file ties a label to its control by hand: a `htmlFor=` there is a field that skipped the
// component, and so is a <label> wrapped around a text box, a select or a text area (the same field by hand, with
// no id for its error to point at). A checkbox or radio button inside its own <label> needs no id and is not counted.
// The files below still write theirs by hand (a control with no error to show, or a layout the component does not
// draw yet): the count may only fall. Move a field to LabelledField and lower or drop its line.
const STILL_BY_HAND: Record<string, number> = {
  'src/features/admin/components/admin-password-field.tsx': 1,
  'src/features/admin/login-page.tsx': 1,
  'src/features/betting/components/odds-calculator.tsx': 4,
  'src/features/cricket/components/shared/player-picker.tsx': 1,
  'src/features/data-visualisation/components/chart-controls.tsx': 1,
  'src/features/frame-simulator/components/attribute-panel.tsx': 1,
  'src/features/golf/components/golf-slider.tsx': 2,
  'src/features/league/components/forecast-what-ifs.tsx': 1,
  // Labels wrapped around their text control, found when this check learned to see them: to move to LabelledField.
  'src/features/admin/components/all-matches.tsx': 4,
  'src/features/betting/bet-ledger-page.tsx': 1,
  'src/features/cricket/components/ball-by-ball/matchups-section.tsx': 1,
  'src/features/cricket/components/match/match-filter-form.tsx': 2,
  'src/features/cricket/components/players/other-stats-table-view.tsx': 1,
  'src/features/cricket/components/players/stats-table-view.tsx': 3,
  'src/features/cricket/components/records/records-minimum-input.tsx': 1,
  'src/features/league/components/forecast-chances.tsx': 1,
  'src/features/league/components/predictions/match-up-odds.tsx': 2,
  'src/features/league/components/predictions/session-section.tsx': 1,
  'src/features/league/components/rating-change-section.tsx': 1,
  'src/features/team-league/components/card-form.tsx': 1,
  // The style guide's specimens show the raw states of an input on purpose.
  'src/features/playground/components/form-field-specimens.tsx': 3,
};

/** A field whose label is tied to its control by hand: each `htmlFor=`, and each <label> wrapping a text control. */
function byHand(source: string): number {
  const text = withoutComments(source);
  const htmlFor = text.match(/\bhtmlFor=/g)?.length ?? 0;
  const wrapped = [...text.matchAll(/<label\b[^>]*>([\s\S]*?)<\/label>/g)].filter(([, inner]) => {
    if (/<(select|textarea)\b/.test(inner)) return true;
    return [...inner.matchAll(/<input\b([^>]*)>/g)].some(([, attrs]) => !/\btype=["'{]*(checkbox|radio)\b/.test(attrs));
  }).length;
  return htmlFor + wrapped;
}

describe('labelled fields', () => {
  it('outside src/components, no new label is tied to its control by hand (htmlFor)', () => {
    const files = execFileSync('git', ['ls-files', '-z', 'src'], { encoding: 'utf8' })
      .split('\0')
      .filter((f) => f.endsWith('.tsx') && !f.startsWith('src/components/'));
    expect(files.length).toBeGreaterThan(50);
    const over: string[] = [];
    for (const f of files) {
      const n = byHand(readFileSync(f, 'utf8'));
      if (n > (STILL_BY_HAND[f] ?? 0)) over.push(`${f}: ${n} by hand (allowed ${STILL_BY_HAND[f] ?? 0})`);
    }
    expect(over).toEqual([]);
  });

  it('the list of files still writing labels by hand names no file that no longer does', () => {
    const stale = Object.keys(STILL_BY_HAND).filter((f) => {
      try {
        return byHand(readFileSync(f, 'utf8')) === 0;
      } catch {
        return true;
      }
    });
    expect(stale).toEqual([]);
  });

  it('counts a label tied by htmlFor and a label wrapping a text control, not one wrapping a checkbox', () => {
    expect(byHand('<label htmlFor="a">A</label><input id="a" />')).toBe(1);
    expect(byHand('<label className="x">\n  Name\n  <input value={v} onChange={f} />\n</label>')).toBe(1);
    expect(byHand('<label>Pick <select value={v}><option>1</option></select></label>')).toBe(1);
    expect(byHand('<label><input type="checkbox" checked={c} /> Show</label>')).toBe(0);
    expect(byHand('<label><input type="radio" name="r" /> One</label><LabelledField label="A">{(p) => <input {...p} />}</LabelledField>')).toBe(0);
  });
});
