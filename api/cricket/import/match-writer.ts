import type { Db } from '../../db/database';
import { runBin, type ParsedMatch } from './parsed-match';
import { disambiguatedSlug, slugify } from './slug';
import { strikeRate } from '../../../common/cricket/exact-round';

/** Upserts whole matches: a match imported again replaces its old rows. */
export class MatchWriter {
  private readonly getPlayer;
  private readonly slugTaken;
  private readonly insertPlayer;
  private readonly renamePlayer;
  private readonly deleteMatch;
  private readonly insertMatch;
  private readonly insertMatchPlayer;
  private readonly insertInnings;
  private readonly insertMatchup;
  private readonly insertTeamInnings;
  private readonly insertBowling;
  private readonly insertFielding;
  private readonly insertFow;
  private readonly insertPartnership;
  private readonly insertPartnershipBatter;
  private readonly insertReview;
  private readonly insertLog;
  private readonly insertOfficial;
  private readonly insertBallAge;
  private readonly insertSuperOver;
  private readonly insertPhase;
  private readonly insertReplacement;
  private readonly quiet;
  private readonly unquiet;

  constructor(private readonly db: Db) {
    this.quiet = db.prepare("INSERT INTO cricket_import_writing (since) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))");
    this.unquiet = db.prepare('DELETE FROM cricket_import_writing');
    this.getPlayer = db.prepare<[string], { name_date: string }>('SELECT name_date FROM cricket_players WHERE player_id = ?');
    this.slugTaken = db.prepare<[string], { player_id: string }>('SELECT player_id FROM cricket_players WHERE url_slug = ?');
    this.insertPlayer = db.prepare('INSERT INTO cricket_players (player_id, name, url_slug, name_date) VALUES (?, ?, ?, ?)');
    this.renamePlayer = db.prepare('UPDATE cricket_players SET name = ?, name_date = ? WHERE player_id = ?');
    this.deleteMatch = db.prepare('DELETE FROM cricket_matches WHERE match_id = ?');
    this.insertMatch = db.prepare(
      `INSERT INTO cricket_matches (match_id, start_date, end_date, team1, team2, venue, ground, host_country, city, outcome, data_version, revision,
         test_number, season, event_name, event_detail, event_match_number, toss_winner, toss_decision, player_of_match, winner, result,
         fmt, overs, method, eliminator, margin_runs, margin_wickets, margin_innings)
       VALUES (@matchId, @startDate, @endDate, @team1, @team2, @venue, @ground, @hostCountry, @city, @outcome, @dataVersion, @revision,
         @testNumber, @season, @eventName, @eventDetail, @eventMatchNumber, @tossWinner, @tossDecision, @playerOfMatchJson, @winner, @result,
         @format, @overs, @method, @eliminator, @marginRuns, @marginWickets, @marginInnings)`,
    );
    this.insertMatchPlayer = db.prepare('INSERT INTO cricket_match_players (match_id, player_id, team, name, fmt) VALUES (?, ?, ?, ?, ?)');
    this.insertInnings = db.prepare(
      `INSERT INTO cricket_innings (match_id, player_id, match_inns, team, opposition, runs, balls_faced, did_bat, is_out,
         is_fifty, is_century, fours, sixes, strike_rate, batting_position, dismissal, match_start_date, match_year, ground, host_country, run_bin,
         balls_r0, balls_r1, balls_r2, balls_r3, balls_r4, balls_r5, balls_r6, balls_r7, ball_50, ball_100,
         dismissal_text, dismissal_bowler_id, dismissal_fielders, fow_wicket, fmt)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertMatchup = db.prepare(
      `INSERT INTO cricket_matchups (match_id, match_inns, batter_id, bowler_id, balls, runs, dismissals, dots, fours, sixes, fmt)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertTeamInnings = db.prepare(
      `INSERT INTO cricket_team_innings (match_id, match_inns, team, opposition, runs, wickets, balls, declared, forfeited, follow_on,
         byes, legbyes, wides, noballs, penalty, overs_json, fmt, target_runs, target_balls, powerplays_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertBowling = db.prepare(
      `INSERT INTO cricket_bowling_innings (match_id, match_inns, player_id, team, opposition, bowling_order, balls, maidens, runs, wickets,
         wides, no_balls, dots, fours, sixes, match_start_date, match_year, ground, host_country, fmt)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertFielding = db.prepare(
      `INSERT INTO cricket_fielding_innings (match_id, match_inns, player_id, team, opposition, catches, caught_and_bowled, stumpings, run_outs,
         match_start_date, match_year, ground, host_country, fmt)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertFow = db.prepare(
      'INSERT INTO cricket_fall_of_wickets (match_id, match_inns, wicket, runs, balls, over, player_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertPartnership = db.prepare(
      'INSERT INTO cricket_partnerships (match_id, match_inns, wicket, runs, balls, unbroken, batters) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertPartnershipBatter = db.prepare(
      'INSERT INTO cricket_partnership_batters (match_id, match_inns, wicket, player_id, runs, balls) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.insertLog = db.prepare('INSERT INTO cricket_match_logs (match_id, log) VALUES (?, ?)');
    this.insertReview = db.prepare(
      `INSERT INTO cricket_reviews (match_id, match_inns, seq, over, by_team, batter_id, bowler_id, umpire, decision, review_type, umpires_call)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertOfficial = db.prepare('INSERT INTO cricket_match_officials (match_id, role, seq, name) VALUES (?, ?, ?, ?)');
    this.insertSuperOver = db.prepare('INSERT INTO cricket_super_overs (match_id, seq, team, runs, wickets, balls) VALUES (?, ?, ?, ?, ?, ?)');
    this.insertPhase = db.prepare(
      `INSERT INTO cricket_phase_innings (match_id, match_inns, player_id, role, phase, fmt, balls, runs, outs, dots, fours, sixes)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertReplacement = db.prepare(
      'INSERT INTO cricket_replacements (match_id, seq, match_inns, team, player_in, player_out, reason) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertBallAge = db.prepare('INSERT INTO cricket_ball_age (match_id, match_inns, band, balls, runs, wickets) VALUES (?, ?, ?, ?, ?, ?)');
  }

  writeBatch(matches: ParsedMatch[], logs: Map<string, Buffer>) {
    this.db.transaction(() => {
      // Silences the per-row version triggers inside this transaction only; the import raises the version once.
      this.quiet.run();
      for (const m of matches) {
        this.write(m);
        const log = logs.get(m.matchId);
        if (log) this.insertLog.run(m.matchId, log);
      }
      this.unquiet.run();
    })();
  }

  private upsertPlayer(id: string, name: string, date: string) {
    const existing = this.getPlayer.get(id);
    if (existing) {
      // The name shown is the one used in the player's latest match; the slug never changes.
      if (date >= existing.name_date) this.renamePlayer.run(name, date, id);
      return;
    }
    const base = slugify(name);
    const slug = this.slugTaken.get(base) ? disambiguatedSlug(base, id) : base;
    this.insertPlayer.run(id, name, slug, date);
  }

  private write(m: ParsedMatch) {
    this.deleteMatch.run(m.matchId);
    this.insertMatch.run({
      ...m,
      team1: m.teams[0],
      team2: m.teams[1],
      eventName: m.event?.name ?? null,
      eventDetail: m.event?.detail ?? null,
      eventMatchNumber: m.event?.matchNumber ?? null,
      tossWinner: m.toss?.winner ?? null,
      tossDecision: m.toss?.decision ?? null,
      playerOfMatchJson: JSON.stringify(m.playerOfMatch),
    });
    for (const p of m.players) {
      this.upsertPlayer(p.playerId, p.name, m.startDate);
      this.insertMatchPlayer.run(m.matchId, p.playerId, p.team, p.name, m.format);
    }
    const year = Number(m.startDate.slice(0, 4));
    for (const i of m.innings) {
      const r = i.ballsByRuns;
      this.insertInnings.run(
        m.matchId,
        i.playerId,
        i.matchInns,
        i.team,
        i.opposition,
        i.runs,
        i.ballsFaced,
        i.didBat ? 1 : 0,
        i.isOut ? 1 : 0,
        i.didBat && i.runs >= 50 && i.runs < 100 ? 1 : 0,
        i.didBat && i.runs >= 100 ? 1 : 0,
        i.fours,
        i.sixes,
        i.didBat ? strikeRate(i.runs, i.ballsFaced) : null,
        i.battingPosition,
        i.dismissal,
        m.startDate,
        year,
        m.ground,
        m.hostCountry,
        i.didBat ? runBin(i.runs) : null,
        r ? r[0] : null,
        r ? r[1] : null,
        r ? r[2] : null,
        r ? r[3] : null,
        r ? r[4] : null,
        r ? r[5] : null,
        r ? r[6] : null,
        r ? r[7] : null,
        i.ball50,
        i.ball100,
        i.dismissalText,
        i.dismissalBowlerId,
        i.dismissalFielders ? JSON.stringify(i.dismissalFielders) : null,
        i.fowWicket,
        m.format,
      );
      for (const v of i.matchups) {
        this.insertMatchup.run(m.matchId, i.matchInns, i.playerId, v.bowlerId, v.balls, v.runs, v.dismissals, v.dots, v.fours, v.sixes, m.format);
      }
    }
    this.writeScorecard(m, year);
  }

  /** The innings ledgers: team innings, bowling, fielding, fall of wickets, partnerships, reviews. */
  private writeScorecard(m: ParsedMatch, year: number) {
    const id = m.matchId;
    const flag = (b: boolean) => (b ? 1 : 0);
    for (const t of m.teamInnings) {
      const lim = m.limits.find((l) => l.matchInns === t.matchInns);
      this.insertTeamInnings.run(id, t.matchInns, t.team, t.opposition, t.runs, t.wickets, t.balls, flag(t.declared), flag(t.forfeited), flag(t.followOn),
        t.byes, t.legbyes, t.wides, t.noballs, t.penalty, JSON.stringify(t.overs), m.format, lim?.targetRuns ?? null, lim?.targetBalls ?? null,
        lim?.powerplays.length ? JSON.stringify(lim.powerplays) : null);
    }
    for (const b of m.bowling) {
      this.insertBowling.run(id, b.matchInns, b.playerId, b.team, b.opposition, b.bowlingOrder, b.balls, b.maidens, b.runs, b.wickets,
        b.wides, b.noBalls, b.dots, b.fours, b.sixes, m.startDate, year, m.ground, m.hostCountry, m.format);
    }
    for (const f of m.fielding) {
      this.insertFielding.run(id, f.matchInns, f.playerId, f.team, f.opposition, f.catches, f.caughtAndBowled, f.stumpings, f.runOuts,
        m.startDate, year, m.ground, m.hostCountry, m.format);
    }
    for (const f of m.fallOfWickets) this.insertFow.run(id, f.matchInns, f.wicket, f.runs, f.balls, f.over, f.playerId);
    for (const p of m.partnerships) {
      this.insertPartnership.run(id, p.matchInns, p.wicket, p.runs, p.balls, flag(p.unbroken), JSON.stringify(p.batters.map((b) => b.playerId)));
      for (const b of p.batters) this.insertPartnershipBatter.run(id, p.matchInns, p.wicket, b.playerId, b.runs, b.balls);
    }
    for (const r of m.reviews) {
      this.insertReview.run(id, r.matchInns, r.seq, r.over, r.byTeam, r.batterId, r.bowlerId, r.umpire, r.decision, r.reviewType, flag(r.umpiresCall));
    }
    for (const o of m.officials) this.insertOfficial.run(id, o.role, o.seq, o.name);
    for (const b of m.ballAge) this.insertBallAge.run(id, b.matchInns, b.band, b.balls, b.runs, b.wickets);
    for (const s of m.superOvers) this.insertSuperOver.run(id, s.seq, s.team, s.runs, s.wickets, s.balls);
    for (const p of m.phases) this.insertPhase.run(id, p.matchInns, p.playerId, p.role, p.phase, m.format, p.balls, p.runs, p.outs, p.dots, p.fours, p.sixes);
    m.replacements.forEach((r, i) => this.insertReplacement.run(id, i + 1, r.matchInns, r.team, r.playerIn, r.playerOut, r.reason));
  }
}
