/**
 * The group page's fixtures still to play: a fixture dated before today with no result is listed apart
 * as overdue, with its date, never as upcoming.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SeasonFixture } from '../../../contracts/season';
import { FixturesToPlay } from '../../../src/features/league/components/season-section';
import { fixturesToPlay, utcToday } from '../../../src/features/league/utils/fixtures-to-play';

let nextId = 1;
const fixture = (date: string, played = false): SeasonFixture => ({
  id: nextId++,
  date,
  round: null,
  player_1_id: 1,
  player_1: 'Ann',
  player_2_id: 2,
  player_2: `Opponent ${date}`,
  result: played ? { match_id: 1, game_date: date, player_1_score: 10, player_2_score: 3, winner_player_id: 1 } : null,
});

const season = [fixture('2026-01-05', true), fixture('2026-01-06'), fixture('2026-01-12'), fixture('2026-01-13'), fixture('2026-01-20')];
const dates = (fs: SeasonFixture[]) => fs.map((f) => f.date);
/** The text of the list with the given test id. */
const list = (html: string, testId: string) => html.match(new RegExp(`data-testid="${testId}">(.*?)</ul>`))?.[1] ?? null;

describe('fixtures to play: overdue apart from upcoming', () => {
  it('splits open fixtures on today (a fixture dated today is upcoming; played ones are in neither)', () => {
    expect(fixturesToPlay(season, '2026-01-13')).toEqual({ overdue: [season[1], season[2]], upcoming: [season[3], season[4]] });
    expect(dates(fixturesToPlay(season, '2026-01-01').upcoming)).toEqual(['2026-01-06', '2026-01-12', '2026-01-13', '2026-01-20']);
    expect(dates(fixturesToPlay(season, '2026-02-01').overdue)).toEqual(['2026-01-06', '2026-01-12', '2026-01-13', '2026-01-20']);
    // Before the page knows the day (server render), nothing is called overdue.
    expect(fixturesToPlay(season, null)).toEqual({ overdue: [], upcoming: season.slice(1) });
    expect(utcToday(Date.UTC(2026, 0, 13, 23, 59))).toBe('2026-01-13');
  });

  it('lists overdue fixtures under "Overdue" with their dates, and only later ones as upcoming', () => {
    const html = renderToStaticMarkup(createElement(FixturesToPlay, { fixtures: season, today: '2026-01-13' }));
    expect(html).toContain('<h3 class="text-lg font-semibold text-slate-900">Overdue</h3>');
    expect(html).toContain('2 fixtures are dated before today with no result yet.');
    const overdue = list(html, 'overdue-fixtures')!;
    expect(overdue).toContain('6 Jan 2026');
    expect(overdue).toContain('12 Jan 2026');
    expect(overdue.match(/>overdue</g)).toHaveLength(2);
    const upcoming = list(html, 'upcoming-fixtures')!;
    expect(upcoming).not.toMatch(/Opponent 2026-01-(06|12)/);
    expect(upcoming).toMatch(/Opponent 2026-01-13[\s\S]*Opponent 2026-01-20/);
  });

  it('says so when every open fixture is overdue, and counts those not shown', () => {
    const late = Array.from({ length: 11 }, (_, i) => fixture(`2026-03-${String(i + 1).padStart(2, '0')}`));
    const html = renderToStaticMarkup(createElement(FixturesToPlay, { fixtures: late, today: '2026-04-01' }));
    expect(list(html, 'upcoming-fixtures')).toBeNull();
    expect(html).toContain('No fixture is dated today or later.');
    expect(html).toContain('11 fixtures are dated before today with no result yet.');
    expect(list(html, 'overdue-fixtures')!.match(/<li /g)).toHaveLength(8);
    expect(html).toContain('and 3 more overdue.');
    // Server render: no split yet, the next 8 by date and the rest counted.
    const first = renderToStaticMarkup(createElement(FixturesToPlay, { fixtures: late, today: null }));
    expect(first).not.toContain('Overdue');
    expect(list(first, 'upcoming-fixtures')!.match(/<li /g)).toHaveLength(8);
    expect(first).toContain('and 3 more.');
  });
});
