/**
 * The home captain's card form on a division with doubles frames (src/features/team-league/components/card-form.tsx),
 * rendered to HTML: the last frames name two players a side (a partner choice each), the singles frames one, and the
 * form says which frames are doubles.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CardForm } from '../../../src/features/team-league/components/card-form';
import type { TeamMatch } from '../../../contracts/team-league';

const squad = (base: number) => Array.from({ length: 5 }, (_, k) => ({ id: base + k, name: `P${base + k}`, rating: null, captain: k === 0 }));
const team = (id: number, name: string) => ({ id, name, url_slug: name.toLowerCase() });
const match = (doublesFrames: number) =>
  ({
    division: { id: 1, name: 'One', format: { frames: 8, doublesFrames, maxFramesPerPlayer: 3, framePoints: 1, winPoints: 2, drawPoints: 1, promote: 2, relegate: 2 } },
    fixture: { id: 9, round: 1, date: '2026-01-06', original_date: '2026-01-06', division_id: 1, home: team(1, 'Crown'), away: team(2, 'Anchor'), card: null },
    home_squad: squad(10),
    away_squad: squad(20),
  }) as unknown as TeamMatch;

const html = (m: TeamMatch) => renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}><CardForm match={m} /></QueryClientProvider>);

describe("the captain's card form", () => {
  it('asks for two players a side in the doubles frames only', () => {
    const out = html(match(2));
    expect(out).toContain('The last 2 frames are doubles frames: two players a side.');
    expect(out).not.toContain('Frame 6: Crown partner');
    for (const k of [7, 8]) {
      expect(out).toContain(`aria-label="Frame ${k}: Crown partner"`);
      expect(out).toContain(`aria-label="Frame ${k}: Anchor partner"`);
    }
  });

  it('has no partner choice in a singles-only division', () => {
    const out = html(match(0));
    expect(out).not.toContain('partner');
    expect(out).not.toContain('doubles');
  });
});
