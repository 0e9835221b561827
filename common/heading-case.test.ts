import { describe, expect, it } from 'vitest';
import { headingCaseProblem } from './heading-case';

describe('the one heading case (sentence case)', () => {
  it('passes headings in sentence case, with names, initialisms and the format kept', () => {
    for (const h of [
      'Test records: most runs',
      'Most win probability added in a Test',
      'The Kelly criterion for bankroll management',
      'Sports ranking methods: Colley, Massey and Elo',
      'Step 4: build aggregate KPI tables',
      'Colley matrix C (weighted)',
      'England 3rd innings',
      'Download CSV',
      'Stage 3: foul impact',
      '5. How sure a rating is',
      '100 simulated leagues',
    ])
      expect(headingCaseProblem(h), h).toBeNull();
  });

  it('fails a capital in the middle, after a colon too, and a small first letter', () => {
    expect(headingCaseProblem('Fair Odds Calculator')).toContain('"Odds", "Calculator"');
    expect(headingCaseProblem('Why Did The Rating Move?')).toContain('"Did", "The", "Rating", "Move"');
    expect(headingCaseProblem('Stage 1: Shot Accuracy')).toContain('"Shot", "Accuracy"');
    expect(headingCaseProblem('Simulate a Single game')).toContain('"Single"');
    expect(headingCaseProblem('records: most runs')).toContain('starts with a small letter');
    // The article "A" is a word, not a symbol.
    expect(headingCaseProblem('Simulate A game')).toContain('"A"');
  });

  it("takes the data's names out first, and keeps the specification's quoted headings", () => {
    expect(headingCaseProblem('Alistair Reid’s rating in Banff over time')).toContain('"Reid’s", "Banff"');
    expect(headingCaseProblem('Alistair Reid’s rating in Banff over time', ['Alistair Reid', 'Banff'])).toBeNull();
    expect(headingCaseProblem('Lighthouse A 5–5 The Mariners', ['Lighthouse A', 'The Mariners'])).toBeNull();
    expect(headingCaseProblem('Kennington Oval: Most runs', ['Kennington Oval'])).toContain('"Most"');
    // A name inside a word is not taken out: "Ash" from "Ashes".
    expect(headingCaseProblem('The Big Ashes', ['Ash'])).toContain('"Big", "Ashes"');
    expect(headingCaseProblem('Explore Test Match Batting Careers')).toBeNull();
    expect(headingCaseProblem('Explore Test Match Batting careers')).toContain('"Match", "Batting"');
  });
});
