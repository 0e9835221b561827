import { describe, expect, it } from 'vitest';
import { matchResultChances, mergeChancesCounts, runTeamChances, summariseChances, type ChancesInput } from './team-chances';

const input = (p: number): ChancesInput => ({
  framePoints: 1,
  winPoints: 2,
  drawPoints: 1,
  promotePlaces: 0,
  relegatePlaces: 1,
  table: [
    { team_id: 1, name: 'A', points: 10, frame_difference: 0 },
    { team_id: 2, name: 'B', points: 10, frame_difference: 0 },
    { team_id: 3, name: 'C', points: 0, frame_difference: -20 },
  ],
  remaining: [{ fixture_id: 7, home_id: 1, away_id: 2, frame_chances: [p] }],
});

describe('team chances, simulated frame by frame', () => {
  it('one frame left between the two leaders: A takes the title when he wins it, within 4 standard errors', () => {
    // A wins the frame with chance 0.3 and then has 13 points to 10; otherwise B has 13.
    const sims = 20_000;
    const counts = runTeamChances(input(0.3), 'one-frame', 0, sims);
    const se = Math.sqrt((0.3 * 0.7) / sims);
    expect(Math.abs(counts.title[0] / sims - 0.3)).toBeLessThan(4 * se);
    expect(counts.title[0] + counts.title[1]).toBe(sims);
    expect(counts.relegated[2]).toBe(sims);
    const { teams, games } = summariseChances(input(0.3), counts);
    expect(teams[2].relegated).toBe(1);
    // The game that matters: A's title chance is 1 if A wins it and 0 if B does.
    expect(games[0]).toMatchObject({ fixture_id: 7, kind: 'title', if_home_wins: 1, if_away_wins: 0 });
  });

  it('chunks merge to exactly the whole run (simulation s has its own stream)', () => {
    const whole = runTeamChances(input(0.5), 7, 0, 3000);
    const parts = mergeChancesCounts(runTeamChances(input(0.5), 7, 0, 1000), runTeamChances(input(0.5), 7, 1000, 3000));
    expect(Array.from(parts.title)).toEqual(Array.from(whole.title));
    expect(Array.from(parts.conditional)).toEqual(Array.from(whole.conditional));
  });

  it('a match chance from the line-ups, exactly: two even frames are a draw half the time', () => {
    expect(matchResultChances([0.5, 0.5])).toEqual({ home: 0.25, draw: 0.5, away: 0.25, homeFrames: [0.25, 0.5, 0.25] });
    const three = matchResultChances([1, 0.5, 0]);
    expect(three.homeFrames).toEqual([0, 0.5, 0.5, 0]);
    expect(three.home).toBe(0.5);
  });
});
