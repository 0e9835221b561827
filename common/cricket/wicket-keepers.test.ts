import { describe, expect, it } from 'vitest';
import { wicketKeepers, type SideInMatch } from './wicket-keepers';

const side = (matchId: string, date: string, players: string[], stumpers: string[] = [], team = 'New Zealand'): SideInMatch => ({ matchId, date, team, players, stumpers });

describe('who kept wicket (Cricsheet does not say)', () => {
  it('a stumping shows the keeper; a Test without one takes the nearest Test with one whose keeper played', () => {
    const k = wicketKeepers([
      side('t1', '2020-01-01', ['BJ Watling', 'KS Williamson'], ['BJ Watling']),
      side('t2', '2020-01-08', ['BJ Watling', 'KS Williamson']),
      side('t3', '2020-01-15', ['TA Blundell', 'KS Williamson']),
      side('t4', '2020-01-22', ['TA Blundell', 'KS Williamson'], ['TA Blundell']),
      // Another side's Tests are another side's.
      side('t2', '2020-01-08', ['JE Root'], ['JC Buttler'], 'England'),
    ]);
    // t2: nearest with a stumping are t1 (Watling, played) and t4 (Blundell, did not): the earlier first.
    // t3: t4 is nearer than t1, and Blundell played.
    expect([...k].sort()).toEqual(['t1|BJ Watling', 't2|BJ Watling', 't2|JC Buttler', 't3|TA Blundell', 't4|TA Blundell']);
    expect(k.has('t2|KS Williamson')).toBe(false);
  });
  it('no keeper where the nearest keeper did not play, or the side never stumped anyone', () => {
    expect([...wicketKeepers([side('a', '2020-01-01', ['A'], ['A']), side('b', '2020-02-01', ['B'])])]).toEqual(['a|A']);
    expect(wicketKeepers([side('a', '2020-01-01', ['A']), side('b', '2020-02-01', ['B'])]).size).toBe(0);
  });
});
