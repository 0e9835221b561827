/**
 * The one labelled field (src/components/labelled-field.tsx), rendered to HTML: the label names the control by its
 * id, the control is described by the hint and the error, and the error is an alert unless it is quiet.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LabelledField } from '../../../src/components/labelled-field';

const html = (props: Partial<Parameters<typeof LabelledField>[0]>) =>
  renderToStaticMarkup(
    <LabelledField label="Stake (£)" id="stake" {...props}>
      {(control) => <input {...control} />}
    </LabelledField>,
  );

describe('LabelledField', () => {
  it('labels the control by its id and marks it valid while there is no error', () => {
    const out = html({});
    expect(out).toContain('<label for="stake"');
    expect(out).toContain('>Stake (£)</label>');
    expect(out).toContain('<input id="stake" aria-invalid="false"/>');
    expect(out).not.toContain('aria-describedby');
    expect(out).not.toContain('role="alert"');
  });

  it('shows the error under the control, marks it invalid and describes it by the hint and the error', () => {
    const out = html({ error: 'A stake from 1p, in pounds and pence.', hint: 'Pounds and pence' });
    expect(out).toContain('<input id="stake" aria-invalid="true" aria-describedby="stake-hint stake-error"/>');
    expect(out).toContain('<p id="stake-hint" class="mt-1 text-xs text-slate-600">Pounds and pence</p>');
    expect(out).toMatch(/<p id="stake-error" role="alert" [^>]*>A stake from 1p, in pounds and pence\.<\/p>/);
    expect(out.indexOf('<input')).toBeLessThan(out.indexOf('stake-error" role'));
  });

  it('a quiet error is no alert (it follows each keystroke) and carries its test id', () => {
    const out = html({ error: 'Not a price', quiet: true, errorTestId: 'price-error' });
    expect(out).toMatch(/<p id="stake-error" class="[^"]*" data-testid="price-error">Not a price<\/p>/);
  });

  it('makes its own id when given none, the same for the label and the control', () => {
    const out = renderToStaticMarkup(<LabelledField label="Seed">{(control) => <input {...control} />}</LabelledField>);
    const label = /<label for="([^"]+)"/.exec(out)?.[1];
    expect(label).toBeTruthy();
    expect(out).toContain(`<input id="${label}"`);
  });
});
