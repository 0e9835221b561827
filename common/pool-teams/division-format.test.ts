import { describe, expect, it } from 'vitest';
import { cardProblem, DEFAULT_FORMAT, formatProblem, matchPoints, type CardFrame, type DivisionFormat } from './division-format';

const squads = { home: new Set([1, 2, 3, 4, 5]), away: new Set([11, 12, 13, 14, 15]) };
/** Ten frames: home players 1-5 and away 11-15 twice each, home winning the odd frames. */
const goodCard = (): CardFrame[] =>
  Array.from({ length: 10 }, (_, i) => ({
    homePlayers: [1 + (i % 5)],
    awayPlayers: [11 + ((i + 1) % 5)],
    homeScore: i % 2 === 0 ? 10 : 3,
    awayScore: i % 2 === 0 ? 5 : 10,
  }));

describe('a card against its division format', () => {
  it('a card within the format passes', () => {
    expect(cardProblem(DEFAULT_FORMAT, goodCard(), squads)).toBeNull();
  });

  it('a player in a third frame when two is the most is refused, naming that frame', () => {
    const card = goodCard();
    card[9].homePlayers = [1]; // player 1 already played frames 1 and 6
    expect(cardProblem(DEFAULT_FORMAT, card, squads)).toEqual({
      field: 'frames.10.homePlayers',
      message: 'Frame 10: player 1 would play 3 frames; a player plays at most 2 a match',
    });
  });

  it('a frame score that cannot be is refused, naming the score', () => {
    const card = goodCard();
    card[3] = { ...card[3], homeScore: 8, awayScore: 10 };
    expect(cardProblem(DEFAULT_FORMAT, card, squads)).toMatchObject({ field: 'frames.4.homeScore' });
    card[3] = { ...card[3], homeScore: 10, awayScore: 10 };
    expect(cardProblem(DEFAULT_FORMAT, card, squads)).toEqual({ field: 'frames.4.awayScore', message: 'Frame 4: Only one player can score 10' });
    card[3] = { ...card[3], homeScore: 7, awayScore: 6 };
    expect(cardProblem(DEFAULT_FORMAT, card, squads)).toEqual({ field: 'frames.4.homeScore', message: 'Frame 4: One player must score 10' });
  });

  it('too few frames, a player outside the squad, one player on both sides, a singles frame with two players', () => {
    expect(cardProblem(DEFAULT_FORMAT, goodCard().slice(0, 9), squads)).toMatchObject({ field: 'frames' });
    const outsider = goodCard();
    outsider[2].awayPlayers = [99];
    expect(cardProblem(DEFAULT_FORMAT, outsider, squads)).toMatchObject({ field: 'frames.3.awayPlayers' });
    const both = goodCard();
    both[0].awayPlayers = [1];
    expect(cardProblem(DEFAULT_FORMAT, both, { home: squads.home, away: new Set([...squads.away, 1]) })).toMatchObject({ field: 'frames.1.awayPlayers' });
    const pair = goodCard();
    pair[0].homePlayers = [1, 2];
    expect(cardProblem(DEFAULT_FORMAT, pair, squads)).toEqual({ field: 'frames.1.homePlayers', message: 'Frame 1 is a singles frame: one player a side' });
  });

  it('doubles frames are the last ones and take two players a side', () => {
    const format: DivisionFormat = { ...DEFAULT_FORMAT, frames: 3, doublesFrames: 1, maxFramesPerPlayer: 2 };
    const card: CardFrame[] = [
      { homePlayers: [1], awayPlayers: [11], homeScore: 10, awayScore: 0 },
      { homePlayers: [2], awayPlayers: [12], homeScore: 10, awayScore: 0 },
      { homePlayers: [1], awayPlayers: [11, 12], homeScore: 10, awayScore: 0 },
    ];
    expect(cardProblem(format, card, squads)).toEqual({ field: 'frames.3.homePlayers', message: 'Frame 3 is a doubles frame: two players a side' });
    card[2].homePlayers = [1, 2];
    expect(cardProblem(format, card, squads)).toBeNull();
  });

  it('format limits name their field; points of a match by hand', () => {
    expect(formatProblem(DEFAULT_FORMAT)).toBeNull();
    expect(formatProblem({ ...DEFAULT_FORMAT, doublesFrames: 11 })?.field).toBe('doublesFrames');
    expect(formatProblem({ ...DEFAULT_FORMAT, drawPoints: 3 })?.field).toBe('drawPoints');
    expect(matchPoints(DEFAULT_FORMAT, 6, 4)).toEqual({ home: 8, away: 4 });
    expect(matchPoints(DEFAULT_FORMAT, 5, 5)).toEqual({ home: 6, away: 6 });
  });
});
