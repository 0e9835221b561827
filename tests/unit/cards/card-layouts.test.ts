import { describe, expect, it } from 'vitest';
import type { CardNode } from '../../../api/cards/card-render';
import { forecastCard, groupCard } from '../../../api/cards/card-layouts';

/** Every text of a card tree, in order. */
function texts(node: CardNode): string[] {
  if (node === null) return [];
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  const kids = node.props.children as CardNode | CardNode[] | undefined;
  return (Array.isArray(kids) ? kids : kids === undefined ? [] : [kids]).flatMap(texts);
}

describe('share card layouts', () => {
  it("the forecast card writes the kept forecast's title chances (stored in percent) as the page does, biggest first", () => {
    const tree = forecastCard('example.org', 'Banff', 'Autumn 2026', [
      { name: 'Bea', titlePercent: 13.64 },
      { name: 'Cal', titlePercent: 65.65 },
    ], 'after round 8', []);
    const t = texts(tree);
    expect(t).toEqual(expect.arrayContaining(['Banff', 'Cal', '65.7 %', 'Bea', '13.6 %', 'Autumn 2026 · after round 8', 'example.org']));
    expect(t.indexOf('Cal')).toBeLessThan(t.indexOf('Bea'));
  });

  it('the group card shows the top five with games, provisional marks and 90 % ranges', () => {
    const row = (rank: number, name: string, games: number) => ({
      rank,
      player_id: rank,
      name,
      games_played: games,
      wins: 1,
      losses: games - 1,
      win_percentage: 50,
      weighted_win_percentage: 50,
      rating: 60 - rank,
      games,
      provisional: games < 10,
      rating_interval: [50 - rank, 70 - rank] as [number, number],
    });
    const rows = [row(1, 'Ann', 12), row(2, 'Ben', 4), row(3, 'Cat', 10), row(4, 'Dan', 10), row(5, 'Eve', 10), row(6, 'Fay', 10)];
    const t = texts(groupCard('example.org', 'Banff', rows));
    expect(t).toEqual(expect.arrayContaining(['1.', 'Ann', '12 games', '90 %: 49.00–69.00', '59.00', '4 games, provisional']));
    expect(t).not.toContain('Fay');
    // 56 games over 6 players: 28 matches.
    expect(t).toContain('6 players · 28 games · Colley ratings');
  });
});
