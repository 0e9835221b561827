import { describe, expect, it } from 'vitest';
import { parseMatch } from '../../../api/cricket/import/parse-match';
import type { ParsedMatch } from '../../../api/cricket/import/parsed-match';
import { shortNames } from '../../../api/cricket/import/innings-ledger';

// Small matches written for each definition (docs/decisions.md, "Cricket"). Every expected value below is worked by
// hand from the deliveries listed in the test, in the comments beside it.

const ENG = ['RJ Burns', 'JJ Roy', 'JE Root', 'JL Denly', 'JC Buttler', 'BA Stokes', 'JM Bairstow', 'CR Woakes', 'JC Archer', 'SCJ Broad', 'MJ Leach'];
const AUS = ['DA Warner', 'CT Bancroft', 'UT Khawaja', 'SPD Smith', 'TM Head', 'MS Wade', 'TD Paine', 'PJ Cummins', 'PM Siddle', 'NM Lyon', 'JR Hazlewood'];
const SUB = 'M Labuschagne';
const id = (name: string) => `id-${name.replace(/\W/g, '')}`;

type Extras = Partial<Record<'wides' | 'noballs' | 'byes' | 'legbyes' | 'penalty', number>>;
type Wicket = { kind: string; player_out: string; fielders?: { name: string; substitute?: boolean }[] };

/** One delivery: batter, bowler, non-striker, runs off the bat, then optional extras, wickets and review. */
function ball(batter: string, bowler: string, nonStriker: string, bat = 0, more: { extras?: Extras; wickets?: Wicket[]; review?: object; non_boundary?: boolean } = {}) {
  const extras = more.extras ?? {};
  const extraRuns = Object.values(extras).reduce((a, b) => a + (b ?? 0), 0);
  return {
    batter,
    bowler,
    non_striker: nonStriker,
    runs: { batter: bat, extras: extraRuns, total: bat + extraRuns, ...(more.non_boundary ? { non_boundary: true } : {}) },
    ...(more.extras ? { extras } : {}),
    ...(more.wickets ? { wickets: more.wickets } : {}),
    ...(more.review ? { review: more.review } : {}),
  };
}

interface Inn {
  team: string;
  overs: unknown[][];
  declared?: boolean;
  forfeited?: boolean;
  penalty_runs?: { pre?: number; post?: number };
  miscounted_overs?: Record<string, { balls: number; umpire: string }>;
}

function match(innings: Inn[], outcome: object = { result: 'draw' }): ParsedMatch {
  const people: Record<string, string> = {};
  for (const n of [...ENG, ...AUS, SUB]) people[n] = id(n);
  return parseMatch('9000001', {
    meta: { data_version: '1.1.0', created: '2026-01-01', revision: 1 },
    info: {
      balls_per_over: 6,
      dates: ['2019-08-14'],
      gender: 'male',
      match_type: 'Test',
      teams: ['England', 'Australia'],
      venue: "Lord's, London",
      toss: { winner: 'Australia', decision: 'field' },
      player_of_match: ['SCJ Broad'],
      outcome,
      players: { England: ENG, Australia: AUS },
      registry: { people },
    },
    innings: innings.map(({ overs, ...rest }) => ({ ...rest, overs: overs.map((deliveries, over) => ({ over, deliveries })) })),
  });
}

const bowler = (m: ParsedMatch, inns: number, name: string) => {
  const b = m.bowling.find((x) => x.matchInns === inns && x.playerId === id(name));
  if (!b) throw new Error(`${name} did not bowl in innings ${inns}`);
  return b;
};
const batting = (m: ParsedMatch, inns: number, name: string) => m.innings.find((x) => x.matchInns === inns && x.playerId === id(name))!;
const fielding = (m: ParsedMatch, inns: number, name: string) => m.fielding.find((x) => x.matchInns === inns && x.playerId === id(name));

describe('bowling figures and maidens', () => {
  const dot = (bowlerName: string) => ball('RJ Burns', bowlerName, 'JJ Roy');
  const m = match([
    {
      team: 'England',
      declared: true,
      overs: [
        // Over 0, Cummins: six dots and a wide (1 run): the wide spoils the maiden.
        [dot('PJ Cummins'), dot('PJ Cummins'), ball('RJ Burns', 'PJ Cummins', 'JJ Roy', 0, { extras: { wides: 1 } }), dot('PJ Cummins'), dot('PJ Cummins'), dot('PJ Cummins'), dot('PJ Cummins')],
        // Over 1, Hazlewood: four byes and a leg bye, nothing else: still a maiden, six dots for him.
        [dot('JR Hazlewood'), ball('RJ Burns', 'JR Hazlewood', 'JJ Roy', 0, { extras: { byes: 4 } }), dot('JR Hazlewood'), dot('JR Hazlewood'), ball('RJ Burns', 'JR Hazlewood', 'JJ Roy', 0, { extras: { legbyes: 1 } }), dot('JR Hazlewood')],
        // Over 2, shared: Cummins three dots, Siddle three dots: no one's maiden.
        [dot('PJ Cummins'), dot('PJ Cummins'), dot('PJ Cummins'), dot('PM Siddle'), dot('PM Siddle'), dot('PM Siddle')],
        // Over 3, Siddle: a no-ball (1 run) and six legal dots.
        [dot('PM Siddle'), ball('RJ Burns', 'PM Siddle', 'JJ Roy', 0, { extras: { noballs: 1 } }), dot('PM Siddle'), dot('PM Siddle'), dot('PM Siddle'), dot('PM Siddle'), dot('PM Siddle')],
        // Over 4, Lyon: six dots, a maiden. Over 5: four dots, then England declare: not a completed over.
        [dot('NM Lyon'), dot('NM Lyon'), dot('NM Lyon'), dot('NM Lyon'), dot('NM Lyon'), dot('NM Lyon')],
        [dot('NM Lyon'), dot('NM Lyon'), dot('NM Lyon'), dot('NM Lyon')],
      ],
    },
  ]);

  it('a wide spoils a maiden; byes and leg byes do not; a shared over is no one maiden; an unfinished over is none', () => {
    // Cummins: 6 legal in over 0 + 3 in over 2 = 9 balls, all dots; 1 run (the wide); 1 wide delivery.
    expect(bowler(m, 1, 'PJ Cummins')).toMatchObject({ bowlingOrder: 1, balls: 9, maidens: 0, runs: 1, wickets: 0, wides: 1, noBalls: 0, dots: 9, team: 'Australia', opposition: 'England' });
    // Hazlewood: 6 balls, a maiden, none of the 5 byes and leg byes are his, so 6 dots.
    expect(bowler(m, 1, 'JR Hazlewood')).toMatchObject({ bowlingOrder: 2, balls: 6, maidens: 1, runs: 0, dots: 6 });
    // Siddle: 3 + 6 = 9 legal balls, all dots, the no-ball's 1 run, one no-ball delivery, no maiden.
    expect(bowler(m, 1, 'PM Siddle')).toMatchObject({ bowlingOrder: 3, balls: 9, maidens: 0, runs: 1, noBalls: 1, wides: 0, dots: 9 });
    // Lyon: 6 + 4 = 10 balls, one maiden (over 4), over 5 unfinished.
    expect(bowler(m, 1, 'NM Lyon')).toMatchObject({ bowlingOrder: 4, balls: 10, maidens: 1, runs: 0, dots: 10 });
  });

  it('the team innings: runs, legal balls, extras as runs, the overs list, and bowlers + byes + leg byes = total', () => {
    const t = m.teamInnings[0];
    // 1 wide + 4 byes + 1 leg bye + 1 no-ball = 7; legal balls 6 + 6 + 6 + 6 + 6 + 4 = 34.
    expect(t).toMatchObject({ team: 'England', opposition: 'Australia', runs: 7, wickets: 0, balls: 34, declared: true, forfeited: false, followOn: false });
    expect(t).toMatchObject({ byes: 4, legbyes: 1, wides: 1, noballs: 1, penalty: 0 });
    expect(t.overs).toEqual([[0, 1, 0], [1, 5, 0], [2, 0, 0], [3, 1, 0], [4, 0, 0], [5, 0, 0]]);
    const bowlersRuns = m.bowling.reduce((a, b) => a + b.runs, 0);
    expect(bowlersRuns + t.byes + t.legbyes + t.penalty).toBe(7);
  });

  it('an over the umpire called after five balls (miscounted_overs) is a completed over', () => {
    const short = match([{ team: 'England', overs: [[dot('NM Lyon'), dot('NM Lyon'), dot('NM Lyon'), dot('NM Lyon'), dot('NM Lyon')]], miscounted_overs: { '0': { balls: 5, umpire: 'Aleem Dar' } } }]);
    expect(bowler(short, 1, 'NM Lyon')).toMatchObject({ balls: 5, maidens: 1 });
    const unfinished = match([{ team: 'England', overs: [[dot('NM Lyon'), dot('NM Lyon'), dot('NM Lyon'), dot('NM Lyon'), dot('NM Lyon')]] }]);
    expect(bowler(unfinished, 1, 'NM Lyon')).toMatchObject({ balls: 5, maidens: 0 });
  });

  it('fours and sixes conceded are boundaries off the bat (an all-run four is not)', () => {
    const b = match([{ team: 'England', overs: [[ball('RJ Burns', 'NM Lyon', 'JJ Roy', 4), ball('RJ Burns', 'NM Lyon', 'JJ Roy', 6), ball('RJ Burns', 'NM Lyon', 'JJ Roy', 4, { non_boundary: true }), ball('RJ Burns', 'NM Lyon', 'JJ Roy', 4, { extras: { noballs: 1 } })]] }]);
    // 4 + 6 + 4 + (4 + 1) = 19 runs; legal balls 3, none a dot; boundaries: the 4, the 6 and the four off the no-ball.
    expect(bowler(b, 1, 'NM Lyon')).toMatchObject({ balls: 3, runs: 19, dots: 0, fours: 2, sixes: 1, noBalls: 1 });
  });
});

describe('wickets, fielding and dismissal texts', () => {
  const m = match([
    {
      team: 'England',
      overs: [
        [
          ball('RJ Burns', 'PJ Cummins', 'JJ Roy', 0, { wickets: [{ kind: 'caught', player_out: 'RJ Burns', fielders: [{ name: 'TD Paine' }] }] }),
          ball('JJ Roy', 'PJ Cummins', 'JE Root', 0, { wickets: [{ kind: 'caught and bowled', player_out: 'JJ Roy' }] }),
          ball('JE Root', 'PJ Cummins', 'JL Denly', 0, { wickets: [{ kind: 'caught', player_out: 'JE Root', fielders: [{ name: SUB, substitute: true }] }] }),
          ball('JL Denly', 'PJ Cummins', 'JC Buttler', 1, { wickets: [{ kind: 'run out', player_out: 'JL Denly', fielders: [{ name: 'SPD Smith' }, { name: 'TD Paine' }] }] }),
          ball('JC Buttler', 'PJ Cummins', 'BA Stokes', 0, { wickets: [{ kind: 'stumped', player_out: 'JC Buttler', fielders: [{ name: 'TD Paine' }] }] }),
          ball('BA Stokes', 'PJ Cummins', 'JM Bairstow', 0, { wickets: [{ kind: 'lbw', player_out: 'BA Stokes' }] }),
        ],
        [
          ball('JM Bairstow', 'NM Lyon', 'CR Woakes', 0, { wickets: [{ kind: 'bowled', player_out: 'JM Bairstow' }] }),
          ball('CR Woakes', 'NM Lyon', 'JC Archer', 0, { wickets: [{ kind: 'hit wicket', player_out: 'CR Woakes' }] }),
        ],
      ],
    },
  ]);

  it('prints each dismissal as a scorecard does, with the bowler credited and the wicket it was', () => {
    const rows = ENG.slice(0, 8).map((n) => [n, batting(m, 1, n).dismissalText, batting(m, 1, n).fowWicket]);
    expect(rows).toEqual([
      ['RJ Burns', 'c Paine b Cummins', 1],
      ['JJ Roy', 'c & b Cummins', 2],
      ['JE Root', 'c Labuschagne (sub) b Cummins', 3],
      ['JL Denly', 'run out (Smith/Paine)', 4],
      ['JC Buttler', 'st Paine b Cummins', 5],
      ['BA Stokes', 'lbw b Cummins', 6],
      ['JM Bairstow', 'b Lyon', 7],
      ['CR Woakes', 'hit wicket b Lyon', 8],
    ]);
    expect(batting(m, 1, 'JC Archer')).toMatchObject({ dismissalText: 'not out', fowWicket: null, dismissalFielders: null });
    expect(batting(m, 1, 'JE Root').dismissalBowlerId).toBe(id('PJ Cummins'));
    expect(batting(m, 1, 'JL Denly').dismissalBowlerId).toBeNull();
    expect(batting(m, 1, 'JE Root').dismissalFielders).toEqual([{ player_id: id(SUB), name: SUB, substitute: true }]);
    expect(batting(m, 1, 'JL Denly').dismissalFielders).toEqual([
      { player_id: id('SPD Smith'), name: 'SPD Smith', substitute: false },
      { player_id: id('TD Paine'), name: 'TD Paine', substitute: false },
    ]);
    expect(batting(m, 1, 'MJ Leach')).toMatchObject({ didBat: false, dismissalText: null });
  });

  it('credits the bowler with his kinds only: Cummins 5 (the run out is nobody bowler), Lyon 2', () => {
    expect(bowler(m, 1, 'PJ Cummins')).toMatchObject({ wickets: 5, balls: 6, runs: 1 });
    expect(bowler(m, 1, 'NM Lyon')).toMatchObject({ wickets: 2, balls: 2, runs: 0 });
    expect(m.teamInnings[0]).toMatchObject({ runs: 1, wickets: 8, balls: 8 });
  });

  it('catches (c&b included, a substitute credited nothing), stumpings and run outs to each fielder named', () => {
    expect(fielding(m, 1, 'TD Paine')).toMatchObject({ catches: 1, caughtAndBowled: 0, stumpings: 1, runOuts: 1, team: 'Australia', opposition: 'England' });
    expect(fielding(m, 1, 'SPD Smith')).toMatchObject({ catches: 0, stumpings: 0, runOuts: 1 });
    expect(fielding(m, 1, 'PJ Cummins')).toMatchObject({ catches: 1, caughtAndBowled: 1, stumpings: 0, runOuts: 0 });
    expect(fielding(m, 1, SUB)).toBeUndefined();
    expect(m.fielding).toHaveLength(3);
  });

  it('fall of wickets: score, legal balls and the ball place of each', () => {
    // Denly's run out came after 1 run; the eight wickets fell on balls 0.1 .. 0.6, 1.1, 1.2.
    expect(m.fallOfWickets.map((f) => [f.wicket, f.runs, f.balls, f.over, f.playerId])).toEqual([
      [1, 0, 1, '0.1', id('RJ Burns')],
      [2, 0, 2, '0.2', id('JJ Roy')],
      [3, 0, 3, '0.3', id('JE Root')],
      [4, 1, 4, '0.4', id('JL Denly')],
      [5, 1, 5, '0.5', id('JC Buttler')],
      [6, 1, 6, '0.6', id('BA Stokes')],
      [7, 1, 7, '1.1', id('JM Bairstow')],
      [8, 1, 8, '1.2', id('CR Woakes')],
    ]);
  });

  it('short names drop leading initials, unless two players would print the same', () => {
    const s = shortNames(['SE Marsh', 'MR Marsh', 'TD Paine', 'AB de Villiers', 'Shubman Gill']);
    expect(['SE Marsh', 'MR Marsh', 'TD Paine', 'AB de Villiers', 'Shubman Gill', 'NM Lyon'].map(s)).toEqual(['SE Marsh', 'MR Marsh', 'Paine', 'de Villiers', 'Shubman Gill', 'Lyon']);
  });
});

describe('4-wicket, 5-wicket and 10-wicket hauls, a declaration, a follow-on and penalty runs', () => {
  const b = (batter: string, bowlerName: string, ns: string) => ball(batter, bowlerName, ns, 0, { wickets: [{ kind: 'bowled', player_out: batter }] });
  const lbw = (batter: string, ns: string) => ball(batter, 'JC Archer', ns, 0, { wickets: [{ kind: 'lbw', player_out: batter }] });
  const m = match(
    [
      // England 13/0 dec: 4, 4, and 5 penalty runs on a dot ball (the ball hit a helmet on the ground).
      { team: 'England', declared: true, overs: [[ball('RJ Burns', 'PJ Cummins', 'JJ Roy', 4), ball('RJ Burns', 'PJ Cummins', 'JJ Roy', 4), ball('RJ Burns', 'PJ Cummins', 'JJ Roy', 0, { extras: { penalty: 5 } })]] },
      // Australia start on 5 (penalty runs awarded before the innings): Broad 4 in over 0, Archer 5 in over 1,
      // Wade run out going for a third in over 2: all out 7.
      {
        team: 'Australia',
        penalty_runs: { pre: 5 },
        overs: [
          [b('DA Warner', 'SCJ Broad', 'CT Bancroft'), b('UT Khawaja', 'SCJ Broad', 'CT Bancroft'), b('SPD Smith', 'SCJ Broad', 'CT Bancroft'), b('TM Head', 'SCJ Broad', 'CT Bancroft'), ball('MS Wade', 'SCJ Broad', 'CT Bancroft'), ball('MS Wade', 'SCJ Broad', 'CT Bancroft')],
          [lbw('CT Bancroft', 'MS Wade'), lbw('TD Paine', 'MS Wade'), lbw('PJ Cummins', 'MS Wade'), lbw('PM Siddle', 'MS Wade'), lbw('NM Lyon', 'MS Wade'), ball('JR Hazlewood', 'JC Archer', 'MS Wade')],
          [ball('MS Wade', 'CR Woakes', 'JR Hazlewood', 2, { wickets: [{ kind: 'run out', player_out: 'MS Wade', fielders: [{ name: 'JE Root' }, { name: 'JC Buttler' }] }] })],
        ],
      },
      // Australia follow on: Broad takes 6 in six balls, and the match ends there.
      {
        team: 'Australia',
        overs: [[b('DA Warner', 'SCJ Broad', 'CT Bancroft'), b('CT Bancroft', 'SCJ Broad', 'UT Khawaja'), b('UT Khawaja', 'SCJ Broad', 'SPD Smith'), b('SPD Smith', 'SCJ Broad', 'TM Head'), b('TM Head', 'SCJ Broad', 'MS Wade'), b('MS Wade', 'SCJ Broad', 'TD Paine')]],
      },
    ],
    { winner: 'England', by: { innings: 1, runs: 6 } },
  );

  it('innings hauls: Broad 4 then 6 (10 in the match), Archer 5', () => {
    expect(bowler(m, 2, 'SCJ Broad')).toMatchObject({ wickets: 4, runs: 0, balls: 6, maidens: 1 });
    expect(bowler(m, 2, 'JC Archer')).toMatchObject({ wickets: 5, runs: 0, balls: 6, maidens: 1 });
    expect(bowler(m, 2, 'CR Woakes')).toMatchObject({ wickets: 0, runs: 2, balls: 1, maidens: 0 });
    expect(bowler(m, 3, 'SCJ Broad')).toMatchObject({ wickets: 6, runs: 0, balls: 6, maidens: 1 });
    expect(m.bowling.filter((x) => x.playerId === id('SCJ Broad')).reduce((a, x) => a + x.wickets, 0)).toBe(10);
  });

  it('the declaration, the follow-on and penalty runs in the totals and the fall of wickets', () => {
    const [e1, a1, a2] = m.teamInnings;
    // 4 + 4 + 5 penalty = 13; the bowler's 8 plus the 5 penalty equal it.
    expect(e1).toMatchObject({ runs: 13, wickets: 0, balls: 3, penalty: 5, declared: true, followOn: false });
    // 5 before the innings + Wade's 2 = 7 all out in 13 legal balls.
    expect(a1).toMatchObject({ runs: 7, wickets: 10, balls: 13, penalty: 5, declared: false, followOn: false });
    expect(a2).toMatchObject({ runs: 0, wickets: 6, balls: 6, penalty: 0, followOn: true });
    expect(m.fallOfWickets.filter((f) => f.matchInns === 2).map((f) => f.runs)).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 7]);
    // Bowlers 0 + 0 + 2, plus the 5 penalty runs, make the 7.
    expect(m.bowling.filter((x) => x.matchInns === 2).reduce((a, x) => a + x.runs, 0) + a1.byes + a1.legbyes + a1.penalty).toBe(7);
  });

  it('a forfeited innings (no deliveries) is stored with nothing in it', () => {
    const f = match([{ team: 'England', overs: [[ball('RJ Burns', 'NM Lyon', 'JJ Roy', 1)]], declared: true }, { team: 'Australia', forfeited: true, overs: [] }]);
    expect(f.teamInnings[1]).toMatchObject({ team: 'Australia', runs: 0, wickets: 0, balls: 0, forfeited: true, declared: false, overs: [] });
    expect(f.partnerships.filter((p) => p.matchInns === 2)).toEqual([]);
  });

  it('the match: toss, player of the match, winner and kind of result', () => {
    expect(m.toss).toEqual({ winner: 'Australia', decision: 'field' });
    expect(m.playerOfMatch).toEqual([id('SCJ Broad')]);
    expect(m).toMatchObject({ winner: 'England', result: 'win' });
    expect(match([], { result: 'draw' })).toMatchObject({ winner: null, result: 'draw' });
  });
});

describe('retirements, partnerships and two dismissals on one ball', () => {
  const m = match([
    {
      team: 'England',
      declared: true,
      overs: [
        [
          ball('RJ Burns', 'PJ Cummins', 'JJ Roy', 1),
          // Roy retires hurt: not a wicket; Root comes in and the partnership goes on with three batters.
          ball('JJ Roy', 'PJ Cummins', 'RJ Burns', 0, { wickets: [{ kind: 'retired hurt', player_out: 'JJ Roy' }] }),
          ball('JE Root', 'PJ Cummins', 'RJ Burns', 4),
          ball('JE Root', 'PJ Cummins', 'RJ Burns', 0, {
            wickets: [{ kind: 'caught', player_out: 'JE Root', fielders: [{ name: 'TD Paine' }] }],
            review: { by: 'England', umpire: 'Aleem Dar', batter: 'JE Root', decision: 'struck down', type: 'wicket' },
          }),
          ball('JL Denly', 'PJ Cummins', 'RJ Burns', 2),
          ball('JL Denly', 'PJ Cummins', 'RJ Burns', 0, { review: { by: 'Australia', umpire: 'Aleem Dar', batter: 'JL Denly', decision: 'upheld', umpires_call: true } }),
        ],
        [
          // Two dismissals on one ball: Burns stumped, and Denly (the non-striker) retires hurt; he does not return.
          ball('RJ Burns', 'JR Hazlewood', 'JL Denly', 0, {
            wickets: [
              { kind: 'stumped', player_out: 'RJ Burns', fielders: [{ name: 'TD Paine' }] },
              { kind: 'retired hurt', player_out: 'JL Denly' },
            ],
          }),
          // Roy comes back and is not out at the declaration.
          ball('JJ Roy', 'JR Hazlewood', 'JC Buttler', 1),
          // A review without a decision: left out of the reviews, the match still imported.
          ball('JC Buttler', 'JR Hazlewood', 'JJ Roy', 0, { review: { by: 'England' } }),
        ],
      ],
    },
  ]);

  it('a retired-hurt batter who returns ends not out; one who does not is "retired hurt"; neither is a wicket', () => {
    expect(batting(m, 1, 'JJ Roy')).toMatchObject({ dismissalText: 'not out', isOut: false, fowWicket: null, runs: 1, ballsFaced: 2 });
    expect(batting(m, 1, 'JL Denly')).toMatchObject({ dismissalText: 'retired hurt', isOut: false, fowWicket: null, runs: 2, ballsFaced: 2 });
    expect(batting(m, 1, 'RJ Burns')).toMatchObject({ dismissalText: 'st Paine b Hazlewood', isOut: true, fowWicket: 2 });
    // 1 + 4 + 2 + 1 = 8 for 2 wickets in 9 legal balls.
    expect(m.teamInnings[0]).toMatchObject({ runs: 8, wickets: 2, balls: 9, declared: true });
    expect(m.fallOfWickets.map((f) => [f.wicket, f.runs, f.balls, f.over])).toEqual([
      [1, 5, 4, '0.4'],
      [2, 7, 7, '1.1'],
    ]);
  });

  it('partnerships: three batters in the first, the runs and balls of each batter, the last unbroken', () => {
    const ps = m.partnerships.map((p) => ({ ...p, batters: p.batters.map((b) => [b.playerId, b.runs, b.balls]) }));
    expect(ps).toEqual([
      // Balls 0.1-0.4: 1 + 0 + 4 + 0 = 5 runs, 4 balls; Burns 1 off 1, Roy 0 off 1, Root 4 off 2 (arrival order).
      { matchInns: 1, wicket: 1, runs: 5, balls: 4, unbroken: false, batters: [[id('RJ Burns'), 1, 1], [id('JJ Roy'), 0, 1], [id('JE Root'), 4, 2]] },
      // Balls 0.5, 0.6, 1.1: 2 runs, 3 balls; Burns 0 off 1, Denly 2 off 2.
      { matchInns: 1, wicket: 2, runs: 2, balls: 3, unbroken: false, batters: [[id('RJ Burns'), 0, 1], [id('JL Denly'), 2, 2]] },
      // Balls 1.2, 1.3: 1 run, 2 balls, unbroken; Roy (2nd to arrive) before Buttler.
      { matchInns: 1, wicket: 3, runs: 1, balls: 2, unbroken: true, batters: [[id('JJ Roy'), 1, 1], [id('JC Buttler'), 0, 1]] },
    ]);
  });

  it('reviews where Cricsheet records them (one without a decision is left out)', () => {
    expect(m.reviews).toEqual([
      { matchInns: 1, seq: 1, over: '0.4', byTeam: 'England', batterId: id('JE Root'), bowlerId: id('PJ Cummins'), umpire: 'Aleem Dar', decision: 'struck down', reviewType: 'wicket', umpiresCall: false },
      { matchInns: 1, seq: 2, over: '0.6', byTeam: 'Australia', batterId: id('JL Denly'), bowlerId: id('PJ Cummins'), umpire: 'Aleem Dar', decision: 'upheld', reviewType: null, umpiresCall: true },
    ]);
  });
});
