import { describe, expect, it } from 'vitest';
import { marginOf, marginText, resultText, storedResultText } from '../../../common/cricket/result-text';
import { parseMatch } from '../../../api/cricket/import/parse-match';
import { cricsheetMatch } from '../../fixtures/win-prob-fixtures';

// Hand-written expectations, as scorecards print results (Headingley 2019: "England won by 1 wicket";
// Wellington 2023: "New Zealand won by 1 run").
describe('result words', () => {
  it('writes one of a unit in the singular, and the rest in the plural', () => {
    expect(marginText({ wickets: 1 })).toBe('by 1 wicket');
    expect(marginText({ runs: 1 })).toBe('by 1 run');
    expect(marginText({ wickets: 10 })).toBe('by 10 wickets');
    expect(marginText({ innings: 1, runs: 1 })).toBe('by an innings and 1 run');
    expect(marginText({ innings: 1, runs: 76 })).toBe('by an innings and 76 runs');
    expect(resultText({ winner: 'England', margin: { wickets: 1 } })).toBe('England won by 1 wicket');
    expect(resultText({ winner: 'England', method: 'Awarded' })).toBe('England won (Awarded)');
  });

  it('one word for each result without a winner', () => {
    expect(resultText({ winner: null, result: 'draw' })).toBe('Drawn');
    expect(resultText({ winner: null, result: 'tie' })).toBe('Tied');
    expect(storedResultText('draw', null)).toBe('Drawn');
  });

  it('rewrites an older import\'s text ("by 1 wickets") without a new import', () => {
    expect(storedResultText('England won by 1 wickets', 'England')).toBe('England won by 1 wicket');
    expect(storedResultText('New Zealand won by 1 runs', 'New Zealand')).toBe('New Zealand won by 1 run');
    expect(storedResultText('England won (Awarded)', 'England')).toBe('England won (Awarded)');
    expect(marginOf('India won by an innings and 86 runs')).toEqual({ innings: 1, runs: 86 });
  });

  it('the importer writes the margin with the same words', () => {
    const json = cricsheetMatch({ innings: [], outcome: { winner: 'England', by: { wickets: 1 } } });
    expect(parseMatch('1', json).outcome).toBe('England won by 1 wicket');
  });
});
