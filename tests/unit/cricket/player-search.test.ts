import { describe, expect, it } from 'vitest';
import { buildSearchIndex, fuzzyIndex, fuzzySuggestions, indexName, matchRank, normaliseName, searchIndex } from '../../../src/features/cricket/utils/player-search';

interface P {
  name: string;
  known?: string[];
}

// In the list's order (runs, most first): the order ties keep.
const players: P[] = [
  { name: 'JE Root', known: ['Joseph Edward Root', 'Joe Root'] },
  { name: 'SPD Smith', known: ['Steven Peter Devereux Smith', 'Steve Smith'] },
  { name: 'V Kohli', known: ['Virat Kohli'] },
  { name: 'SR Tendulkar', known: ['Sachin Ramesh Tendulkar', 'Sachin Tendulkar'] },
  { name: 'AB de Villiers', known: ['Abraham Benjamin de Villiers'] },
  { name: 'W O\'Rourke', known: ["William Peter O'Rourke"] },
  { name: 'AJ Smith' },
  { name: 'Rootes' },
  { name: 'M Müller' },
  { name: 'RJ Smithson' },
];

const names = (list: P[]) => list.map((p) => p.name);
const withoutRegister = buildSearchIndex(players, (p) => [p.name]);
const withRegister = buildSearchIndex(players, (p) => [p.name, ...(p.known ?? [])]);
const find = (q: string, register = false) => names(searchIndex(register ? withRegister : withoutRegister, q));

describe('normaliseName', () => {
  it('drops case, accents, apostrophes and full stops; other punctuation splits words', () => {
    expect(normaliseName("W O'Rourke")).toBe('w orourke');
    expect(normaliseName('M Müller')).toBe('m muller');
    expect(normaliseName('  J.E.  Root ')).toBe('je root');
    expect(normaliseName('Smith-Jones')).toBe('smith jones');
    expect(normaliseName('Ø Ærø')).toBe('o aero');
  });

  it('expands a run of capitals into initials and keeps the last word as the surname', () => {
    expect(indexName('JE Root')).toEqual({
      whole: 'je root',
      compact: 'jeroot',
      given: [
        { text: 'j', initial: true },
        { text: 'e', initial: true },
      ],
      surname: 'root',
    });
    expect(indexName('Sachin Ramesh Tendulkar')?.given).toEqual([
      { text: 'sachin', initial: false },
      { text: 'ramesh', initial: false },
    ]);
    expect(indexName('  ')).toBeNull();
  });
});

describe('player search without the people register (Cricsheet names only)', () => {
  it('finds a surname alone, ignoring case', () => {
    expect(find('root')).toEqual(['JE Root', 'Rootes']); // exact surname first, then a name containing it
    expect(find('ROOT')).toEqual(['JE Root', 'Rootes']);
  });

  it('ignores punctuation and accents in the query and the names', () => {
    expect(find('orourke')).toEqual(["W O'Rourke"]);
    expect(find("O'Rourke")).toEqual(["W O'Rourke"]);
    expect(find('muller')).toEqual(['M Müller']);
    expect(find('müller')).toEqual(['M Müller']);
  });

  it('takes initials or a first name with the surname', () => {
    expect(find('joe root')).toEqual(['JE Root']);
    expect(find('j root')).toEqual(['JE Root']);
    expect(find('je root')).toEqual(['JE Root']);
    expect(find('J.E. Root')).toEqual(['JE Root']);
    expect(find('steve smith')).toEqual(['SPD Smith']); // S is SPD Smith's first initial, not AJ Smith's
    expect(find('a smith')).toEqual(['AJ Smith']);
    expect(find('ab de villiers')).toEqual(['AB de Villiers']);
    expect(find('de villiers')).toEqual(['AB de Villiers']);
  });

  it('ranks exact surname matches before longer surnames, keeping the list order within a rank', () => {
    expect(find('smith')).toEqual(['SPD Smith', 'AJ Smith', 'RJ Smithson']);
    expect(find('smiths')).toEqual(['RJ Smithson']);
  });

  it('matches a typed first name by its initial, but cannot know a first name typed alone', () => {
    expect(find('virat kohli')).toEqual(['V Kohli']);
    expect(find('sachin tendulkar')).toEqual(['SR Tendulkar']);
    expect(find('virat')).toEqual([]);
    expect(find('sachin')).toEqual([]);
    expect(find('kohli')).toEqual(['V Kohli']);
  });

  it('returns everything for an empty or punctuation-only query, nothing for a stranger', () => {
    expect(find('')).toHaveLength(players.length);
    expect(find("  '. ")).toHaveLength(players.length);
    expect(find('zzz')).toEqual([]);
    expect(find('bob smith')).toEqual([]); // no B among any Smith's initials
    expect(find('joe smith')).toEqual(['AJ Smith', 'RJ Smithson']); // a J among the initials, in any place
  });
});

describe('player search with the people register (every known name)', () => {
  it('finds the full names fans type', () => {
    expect(find('virat kohli', true)).toEqual(['V Kohli']);
    expect(find('sachin tendulkar', true)).toEqual(['SR Tendulkar']);
    expect(find('virat', true)).toEqual(['V Kohli']);
    expect(find('sachin', true)).toEqual(['SR Tendulkar']);
    expect(find('steve smith', true)).toEqual(['SPD Smith']);
    expect(find('joe root', true)).toEqual(['JE Root']);
    expect(find('orourke', true)).toEqual(["W O'Rourke"]);
    expect(find('william orourke', true)).toEqual(["W O'Rourke"]);
  });

  it('ranks a whole-name match, then exact surnames, then given names and prefixes, then substrings', () => {
    const e = (name: string) => withRegister.find((x) => x.item.name === name)!;
    expect(matchRank(e('V Kohli'), 'Virat Kohli')).toBe(0);
    expect(matchRank(e('V Kohli'), 'kohli')).toBe(1);
    expect(matchRank(e('V Kohli'), 'virat')).toBe(2);
    expect(matchRank(e('V Kohli'), 'koh')).toBe(2);
    expect(matchRank(e('V Kohli'), 'ohl')).toBe(3);
    expect(matchRank(e('V Kohli'), 'root')).toBeNull();
    // "steven" starts no word of "SPD Smith" but is one of his register names.
    expect(matchRank(e('SPD Smith'), 'steven smith')).toBe(1);
    expect(find('peter', true)).toEqual(['SPD Smith', "W O'Rourke"]);
  });
});

describe('typo-tolerant suggestions (Fuse.js) when the search finds nothing', () => {
  const fixtureNames: P[] = [
    { name: 'JE Root' },
    { name: 'SPD Smith' },
    { name: 'KS Williamson' },
    { name: 'AB de Villiers' },
    { name: 'GC Smith' },
    { name: 'AJ Smith' },
    { name: 'JL Ontong' },
    { name: 'Rootes' },
  ];
  const index = buildSearchIndex(fixtureNames, (p) => [p.name]);
  const fuzzy = fuzzyIndex(index);
  const suggest = (q: string) => names(fuzzySuggestions(fuzzy, q));

  it('finds the player behind a misspelling, best first (ties keep the list order)', () => {
    for (const q of ['smth', 'rooot', 'de vileirs']) expect(names(searchIndex(index, q)), q).toEqual([]);
    expect(suggest('smth')[0]).toBe('SPD Smith');
    expect(suggest('rooot')[0]).toBe('JE Root');
    expect(suggest('de vileirs')[0]).toBe('AB de Villiers');
    expect(suggest('De Vileirs!')[0]).toBe('AB de Villiers');
  });

  it('suggests nothing for very short or unrelated queries', () => {
    expect(suggest('sm')).toEqual([]);
    expect(suggest('qqqqqq')).toEqual([]);
  });

  it('offers only names that are plausibly what was typed: a first name without the register finds none', () => {
    // Offline, "sachin" found "Navdeep Saini, Nasir Hossain, Washington Sundar": three or more slips away.
    const offline = buildSearchIndex([{ name: 'SR Tendulkar' }, { name: 'NA Saini' }, { name: 'Nasir Hossain' }, { name: 'Washington Sundar' }], (p) => [p.name]);
    expect(names(searchIndex(offline, 'sachin'))).toEqual([]);
    expect(names(fuzzySuggestions(fuzzyIndex(offline), 'sachin'))).toEqual([]);
    // Within the slips allowed: "sainy" (one) still finds Saini.
    expect(names(fuzzySuggestions(fuzzyIndex(offline), 'sainy'))).toEqual(['NA Saini']);
  });
});
