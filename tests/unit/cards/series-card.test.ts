import { describe, expect, it } from 'vitest';
import { seriesCard } from '../../../api/cards/cricket-team-cards';
import type { CardNode } from '../../../api/cards/card-render';
import type { SeriesDetail } from '../../../contracts/cricket-teams';

/** Every text the card draws. */
function texts(node: CardNode): string[] {
  if (node === null) return [];
  if (typeof node !== 'object') return [String(node)];
  const children = node.props.children;
  return (Array.isArray(children) ? children : [children]).flatMap((c) => texts(c as CardNode));
}

const series = (tests: number) =>
  ({ name: 'A Trophy', season: '2019', teams: ['England', 'Ireland'], tests, result: { complete: true, text: 'England won 1-0' } }) as unknown as SeriesDetail;

describe('the series card counts its Tests in the singular for one', () => {
  it('a one-Test series says "1 Test", twice', () => {
    const all = texts(seriesCard('example.org', series(1)));
    expect(all).toContain('1 Test');
    expect(all).toContain('1 Test held');
    expect(all.join(' ')).not.toMatch(/\b1 Tests\b/);
  });
  it('a five-Test series says "5 Tests"', () => {
    expect(texts(seriesCard('example.org', series(5)))).toContain('5 Tests');
  });
});
