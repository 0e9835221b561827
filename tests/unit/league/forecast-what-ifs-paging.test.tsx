/** The forecast page's what-if list is paged: a season of up to 2,000 fixtures renders 50 at a time. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ForecastWhatIfs, WHAT_IFS_PER_PAGE } from '../../../src/features/league/components/forecast-what-ifs';

const fixtures = (n: number) => Array.from({ length: n }, (_, i) => ({ fixture_id: i + 1, date: '2026-12-01', player1_id: 1, player2_id: 2, p1_win: 0.5 }));
const render = (n: number) =>
  renderToStaticMarkup(createElement(ForecastWhatIfs, { fixtures: fixtures(n), names: new Map([[1, 'Ann'], [2, 'Ben']]), whatIfs: [], onChange: () => {} }));

describe('forecast what-ifs', () => {
  it(`shows ${WHAT_IFS_PER_PAGE} fixtures a page with a pager`, () => {
    const html = render(120);
    expect(html.match(/<li /g)).toHaveLength(WHAT_IFS_PER_PAGE);
    expect(html).toContain('Page 1 of 3');
    expect(html).toContain('id="what-if-1"');
    expect(html).not.toContain('id="what-if-51"');
  });

  it('a short list has no pager', () => {
    const html = render(12);
    expect(html.match(/<li /g)).toHaveLength(12);
    expect(html).not.toContain('data-testid="pager"');
  });
});
