
/** Every column the import reads (the export writes the same ones), with its rules. */
export const IMPORT_COLUMN_HELP: [string, string][] = [
  ['date', 'Date of play, ISO 8601: 2025-03-04 or 2025-03-04T19:30Z (no offset means UTC); at most a day ahead.'],
  ['player1', 'A player name: 1-60 characters, not beginning with =, +, - or @; no invisible or direction-control characters.'],
  ['player2', 'The other player, under the same rules.'],
  ['score1', "Player 1's score: each ball of his colour he pots counts 1, and potting the black after his seven makes it 10, the win. So the winner has 10 and the loser 0-7 (the balls he potted); 8 or 9 cannot happen. Exactly one of the two scores is 10."],
  ['score2', "Player 2's frames, as score1."],
  ['fixture_weight', 'Optional: above 0 and at most 10 (a cup night counts more); empty means 1.'],
  ['group', 'Optional: a group name; both players become members of it.'],
  ['deleted', 'Optional: empty for a live match, or the date-time the match was deleted (the export writes it), so deleted matches rebuild too. On a fixture line: when the fixture was removed.'],
  ['season', 'Optional: a season name (unique in its group ignoring case). With only date (the start date) and group it is a season line; with date, player1, player2 and group it is a fixture of that season.'],
  ['round', 'Optional, fixture lines only: the round of a generated round robin, a whole number from 1.'],
];

export const TEMPLATE_CSV = [
  'date,player1,player2,score1,score2,fixture_weight,group,deleted,season,round',
  '2025-03-04T19:30Z,Bea Munro,Ann Smith,10,6,1,Banff,,,',
  '2025-03-04T20:10Z,Ann Smith,Cal Reid,4,10,2,Banff,,,',
  ',Dee Lowe,,,,,Banff,,,',
  '2025-03-01,,,,,,Banff,,Spring 2025,',
  '2025-03-11,Dee Lowe,Bea Munro,,,,Banff,,Spring 2025,',
  '',
].join('\r\n');
