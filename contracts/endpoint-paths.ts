/**
 * The method and path of every endpoint, as plain data with no zod: the browser's one API client
 * (src/lib/api-client.ts) reads these (the schemas never reach the browser bundle). A declaration in contracts/
 * spreads its own entry (`createRoute({ ...endpointPaths.adminAddResult, request, responses })`), and
 * contracts/endpoints.ts checks at compile time that this table and the declarations name the same endpoints with
 * the same method and path. `signedIn`: the client sends the admin's bearer token; `player`: a player session (the browser sends its cookie; the
 * OpenAPI document's `player` security scheme); `body: 'text/csv'`: the body is
 * a CSV file (otherwise JSON).
 */
export const endpointPaths = {
  health: { method: 'get', path: '/api/health' },

  // ---- Cricket (/api/cricket) ----
  cricketPlayers: { method: 'get', path: '/api/cricket/players' },
  cricketCoverage: { method: 'get', path: '/api/cricket/coverage' },
  cricketArchiveCoverage: { method: 'get', path: '/api/cricket/archive_coverage' },
  cricketBattingBaseline: { method: 'get', path: '/api/cricket/batting_baseline' },
  cricketPlayerDetail: { method: 'get', path: '/api/cricket/player_detail/{slug}' },
  cricketPlayerInnings: { method: 'get', path: '/api/cricket/player_inning/{slugOrId}' },
  cricketPlayerMatchups: { method: 'get', path: '/api/cricket/player_matchups/{slug}' },
  cricketPlayerMatchupInnings: { method: 'get', path: '/api/cricket/player_matchup_innings/{slug}' },
  cricketPlayerBowling: { method: 'get', path: '/api/cricket/player_bowling/{slug}' },
  cricketPlayerBowlingMatchups: { method: 'get', path: '/api/cricket/player_bowling_matchups/{slug}' },
  cricketPlayerFielding: { method: 'get', path: '/api/cricket/player_fielding/{slug}' },
  cricketPlayerFieldingMatches: { method: 'get', path: '/api/cricket/player_fielding_matches/{slug}' },
  cricketPlayerPartnerships: { method: 'get', path: '/api/cricket/player_partnerships/{slug}' },
  cricketPlayersBowling: { method: 'get', path: '/api/cricket/players_bowling' },
  cricketPlayersFielding: { method: 'get', path: '/api/cricket/players_fielding' },
  cricketRecords: { method: 'get', path: '/api/cricket/records/{table}' },
  cricketRecordsFilters: { method: 'get', path: '/api/cricket/records_filters' },
  cricketMatches: { method: 'get', path: '/api/cricket/matches' },
  cricketMatch: { method: 'get', path: '/api/cricket/match/{match_id}' },
  cricketMatchFilters: { method: 'get', path: '/api/cricket/match_filters' },
  cricketMatchWinProbability: { method: 'get', path: '/api/cricket/match/{match_id}/win_probability' },
  cricketWinProbabilityEvaluation: { method: 'get', path: '/api/cricket/win_probability/evaluation' },
  cricketPlayerWpa: { method: 'get', path: '/api/cricket/player_wpa/{slug}' },
  cricketMatchPlayout: { method: 'get', path: '/api/cricket/match/{match_id}/playout' },
  // Teams, head-to-head, series, grounds and umpires (contracts/cricket-teams.ts).
  cricketTeams: { method: 'get', path: '/api/cricket/teams' },
  cricketTeam: { method: 'get', path: '/api/cricket/team/{team}' },
  cricketHeadToHead: { method: 'get', path: '/api/cricket/head_to_head/{team}/{opposition}' },
  cricketSeriesList: { method: 'get', path: '/api/cricket/series' },
  cricketSeries: { method: 'get', path: '/api/cricket/series/{series}' },
  cricketGrounds: { method: 'get', path: '/api/cricket/grounds' },
  cricketGround: { method: 'get', path: '/api/cricket/ground/{ground}' },
  cricketUmpires: { method: 'get', path: '/api/cricket/umpires' },
  cricketTeamRecords: { method: 'get', path: '/api/cricket/team_records' },

  // ---- Pool league (/api/pool) ----
  poolMatches: { method: 'get', path: '/api/pool/matches' },
  poolPlayers: { method: 'get', path: '/api/pool/players' },
  poolGroups: { method: 'get', path: '/api/pool/groups' },
  poolLeague: { method: 'get', path: '/api/pool/league' },
  poolGroup: { method: 'get', path: '/api/pool/group/{groupId}' },
  poolGroupPlayers: { method: 'get', path: '/api/pool/group/{groupId}/players' },
  poolGroupMatches: { method: 'get', path: '/api/pool/group/{groupId}/matches' },
  poolPlayer: { method: 'get', path: '/api/pool/player/{playerId}' },
  poolPlayerMatches: { method: 'get', path: '/api/pool/player/{playerId}/matches' },
  poolPlayerGroups: { method: 'get', path: '/api/pool/player/{playerId}/groups' },
  poolGroupStandings: { method: 'get', path: '/api/pool/group/{groupId}/standings' },
  poolGroupFixturesFeed: { method: 'get', path: '/api/pool/group/{groupId}/fixtures.ics' },
  poolPlayerOpponentSummary: { method: 'get', path: '/api/pool/player/{playerId}/opponent_summary' },
  poolPlayerRecentForm: { method: 'get', path: '/api/pool/player/{playerId}/recent_form' },
  poolPlayerRatingChange: { method: 'get', path: '/api/pool/player/{playerId}/rating_change' },
  poolPlayerFixturesFeed: { method: 'get', path: '/api/pool/player/{playerId}/fixtures.ics' },
  poolGroupSeason: { method: 'get', path: '/api/pool/group/{groupId}/season' },
  poolForecast: { method: 'get', path: '/api/pool/forecast/{groupSlug}' },
  // Team leagues (contracts/team-league.ts).
  poolTeamLeagues: { method: 'get', path: '/api/pool/leagues' },
  poolTeamLeague: { method: 'get', path: '/api/pool/league/{leagueSlug}' },
  poolTeam: { method: 'get', path: '/api/pool/league/{leagueSlug}/team/{teamSlug}' },
  poolTeamFixturesFeed: { method: 'get', path: '/api/pool/league/{leagueSlug}/team/{teamSlug}/fixtures.ics' },
  poolTeamMatch: { method: 'get', path: '/api/pool/league/{leagueSlug}/match/{fixtureId}' },
  poolPlayerTeams: { method: 'get', path: '/api/pool/player/{playerId}/teams' },
  playerSubmitCard: { method: 'post', path: '/api/player/team-cards', player: true },
  playerConfirmCard: { method: 'post', path: '/api/player/team-cards/{id}/confirm', player: true },
  playerDisputeCard: { method: 'post', path: '/api/player/team-cards/{id}/dispute', player: true },
  adminEnterTeamCard: { method: 'post', path: '/api/admin/team-fixtures/{id}/card', signedIn: true },
  // Rearrangements (contracts/team-rearrangements.ts).
  playerProposeRearrangement: { method: 'post', path: '/api/player/team-fixtures/{id}/rearrangement', player: true },
  playerAnswerRearrangement: { method: 'post', path: '/api/player/team-rearrangements/{id}/answer', player: true },
  adminTeamRearrangements: { method: 'get', path: '/api/admin/team-leagues/{id}/rearrangements', signedIn: true },
  adminDecideRearrangement: { method: 'post', path: '/api/admin/team-rearrangements/{id}/decide', signedIn: true },
  adminTeamRollover: { method: 'post', path: '/api/admin/team-leagues/{id}/rollover', signedIn: true },
  // The admin's set-up of team leagues (contracts/team-league-admin.ts).
  adminTeamLeagueSetup: { method: 'get', path: '/api/admin/team-leagues/{id}/setup', signedIn: true },
  adminCreateTeamLeague: { method: 'post', path: '/api/admin/team-leagues', signedIn: true },
  adminEditTeamLeague: { method: 'patch', path: '/api/admin/team-leagues/{id}', signedIn: true },
  adminCreateTeamDivision: { method: 'post', path: '/api/admin/team-leagues/{id}/divisions', signedIn: true },
  adminEditTeamDivision: { method: 'patch', path: '/api/admin/team-divisions/{id}', signedIn: true },
  adminCreateTeam: { method: 'post', path: '/api/admin/team-leagues/{id}/teams', signedIn: true },
  adminEditTeam: { method: 'patch', path: '/api/admin/teams/{id}', signedIn: true },
  adminAddSquadPlayer: { method: 'post', path: '/api/admin/teams/{id}/squad', signedIn: true },
  adminEditSquadPlayer: { method: 'patch', path: '/api/admin/team-squads/{id}', signedIn: true },
  adminGenerateTeamFixtures: { method: 'post', path: '/api/admin/team-leagues/{id}/fixtures', signedIn: true },
  adminTeamSquadsCsv: { method: 'get', path: '/api/admin/team-leagues/{id}/squads.csv', signedIn: true },
  adminImportTeamSquads: { method: 'post', path: '/api/admin/team-leagues/{id}/squads-import', signedIn: true, body: 'text/csv' },
  poolCups: { method: 'get', path: '/api/pool/cups' },
  poolGroupStarts: { method: 'get', path: '/api/pool/group/{groupId}/starts' },
  poolCup: { method: 'get', path: '/api/pool/cup/{cupSlug}' },
  poolCupFixturesFeed: { method: 'get', path: '/api/pool/cup/{cupSlug}/fixtures.ics' },
  poolForecastHistory: { method: 'get', path: '/api/pool/forecast/{groupSlug}/history' },

  // ---- Share cards (/api/card): images, linked from pages' meta tags ----
  cardSite: { method: 'get', path: '/api/card/site.png' },
  cardPoolPlayer: { method: 'get', path: '/api/card/pool/player/{playerPng}' },
  cardPoolGroup: { method: 'get', path: '/api/card/pool/group/{groupPng}' },
  cardPoolForecast: { method: 'get', path: '/api/card/pool/forecast/{groupPng}' },
  cardPoolCup: { method: 'get', path: '/api/card/pool/cup/{cupPng}' },
  cardCricketBatting: { method: 'get', path: '/api/card/cricket/player/{slugPng}' },
  cardCricketBowling: { method: 'get', path: '/api/card/cricket/bowling/{slugPng}' },
  cardCricketFielding: { method: 'get', path: '/api/card/cricket/fielding/{slugPng}' },
  cardCricketMatch: { method: 'get', path: '/api/card/cricket/match/{matchPng}' },
  cardCricketRecords: { method: 'get', path: '/api/card/cricket/records/{tablePng}' },
  cardCricketTeam: { method: 'get', path: '/api/card/cricket/team/{teamPng}' },
  cardCricketHeadToHead: { method: 'get', path: '/api/card/cricket/head-to-head/{pairPng}' },
  cardCricketSeries: { method: 'get', path: '/api/card/cricket/series/{seriesPng}' },
  cardCricketGround: { method: 'get', path: '/api/card/cricket/ground/{groundPng}' },
  cardCricketWinProbability: { method: 'get', path: '/api/card/cricket/win-probability.png' },

  // ---- Sign-in (/api/auth) ----
  authCsrf: { method: 'get', path: '/api/auth/csrf' },
  authToken: { method: 'post', path: '/api/auth/token' },
  authLogout: { method: 'post', path: '/api/auth/logout', signedIn: true },

  // ---- Admin: results (/api/admin) ----
  adminVerify: { method: 'get', path: '/api/admin/verify', signedIn: true },
  adminAddResult: { method: 'post', path: '/api/admin/add-result', signedIn: true },
  adminCreateCup: { method: 'post', path: '/api/admin/cups', signedIn: true },
  adminSetHandicapStarts: { method: 'post', path: '/api/admin/groups/{id}/handicap-starts', signedIn: true },
  adminRemoveCup: { method: 'post', path: '/api/admin/cups/{id}/remove', signedIn: true },
  adminEditMatch: { method: 'post', path: '/api/admin/edit-match', signedIn: true },
  adminDeleteMatch: { method: 'post', path: '/api/admin/delete-match', signedIn: true },
  adminRestoreMatch: { method: 'post', path: '/api/admin/restore-match', signedIn: true },
  adminDeletedMatches: { method: 'get', path: '/api/admin/deleted-matches', signedIn: true },
  adminMatches: { method: 'get', path: '/api/admin/matches', signedIn: true },
  adminAudit: { method: 'get', path: '/api/admin/audit', signedIn: true },

  // ---- Admin: roster ----
  adminLeague: { method: 'get', path: '/api/admin/league', signedIn: true },
  adminCreatePlayer: { method: 'post', path: '/api/admin/players', signedIn: true },
  adminRenamePlayer: { method: 'patch', path: '/api/admin/players/{id}', signedIn: true },
  adminRemovePlayer: { method: 'delete', path: '/api/admin/players/{id}', signedIn: true },
  adminRestorePlayer: { method: 'post', path: '/api/admin/players/{id}/restore', signedIn: true },
  adminCreateGroup: { method: 'post', path: '/api/admin/groups', signedIn: true },
  adminRenameGroup: { method: 'patch', path: '/api/admin/groups/{id}', signedIn: true },
  adminRemoveGroup: { method: 'delete', path: '/api/admin/groups/{id}', signedIn: true },
  adminRestoreGroup: { method: 'post', path: '/api/admin/groups/{id}/restore', signedIn: true },
  adminAddMember: { method: 'post', path: '/api/admin/groups/{id}/members', signedIn: true },
  adminRemoveMember: { method: 'delete', path: '/api/admin/groups/{id}/members/{playerId}', signedIn: true },
  adminRemoveDemoLeague: { method: 'post', path: '/api/admin/remove-demo-league', signedIn: true },

  // ---- Admin: import and export ----
  adminImport: { method: 'post', path: '/api/admin/import', signedIn: true, body: 'text/csv' },
  adminExport: { method: 'get', path: '/api/admin/export', signedIn: true },

  // ---- Admin: seasons and fixtures ----
  adminSeasons: { method: 'get', path: '/api/admin/seasons', signedIn: true },
  adminSeason: { method: 'get', path: '/api/admin/seasons/{id}', signedIn: true },
  adminCreateSeason: { method: 'post', path: '/api/admin/seasons', signedIn: true },
  adminAddFixture: { method: 'post', path: '/api/admin/seasons/{id}/fixtures', signedIn: true },
  adminImportFixtures: { method: 'post', path: '/api/admin/seasons/{id}/import', signedIn: true, body: 'text/csv' },
  adminTrackRecord: { method: 'post', path: '/api/admin/seasons/{id}/track-record', signedIn: true },
  adminEditFixture: { method: 'patch', path: '/api/admin/fixtures/{id}', signedIn: true },
  adminRemoveFixture: { method: 'delete', path: '/api/admin/fixtures/{id}', signedIn: true },

  // ---- Admin: players' access and the pending-results queue ----
  adminPlayerAccess: { method: 'get', path: '/api/admin/players/{id}/access', signedIn: true },
  adminIssueInvite: { method: 'post', path: '/api/admin/players/{id}/invite', signedIn: true },
  adminRevokeInvite: { method: 'delete', path: '/api/admin/players/{id}/invite', signedIn: true },
  adminRevokePlayerSession: { method: 'delete', path: '/api/admin/player-sessions/{id}', signedIn: true },
  adminRevokePasskey: { method: 'delete', path: '/api/admin/passkeys/{id}', signedIn: true },
  adminPendingResults: { method: 'get', path: '/api/admin/pending-results', signedIn: true },
  adminConfirmPending: { method: 'post', path: '/api/admin/pending-results/{id}/confirm', signedIn: true },
  adminRejectPending: { method: 'post', path: '/api/admin/pending-results/{id}/reject', signedIn: true },
  adminGroupResultRules: { method: 'patch', path: '/api/admin/groups/{id}/result-rules', signedIn: true },

  // ---- Players (/api/player): the player_session cookie, sent by the browser itself (`player: true`) ----
  playerRedeemInvite: { method: 'post', path: '/api/player/invite' },
  playerPasskeyLoginOptions: { method: 'post', path: '/api/player/passkeys/login-options' },
  playerPasskeyLogin: { method: 'post', path: '/api/player/passkeys/login' },
  playerLogout: { method: 'post', path: '/api/player/logout', player: true },
  playerMe: { method: 'get', path: '/api/player/me', player: true },
  playerPasskeyRegisterOptions: { method: 'post', path: '/api/player/passkeys/register-options', player: true },
  playerPasskeyRegister: { method: 'post', path: '/api/player/passkeys/register', player: true },
  playerSubmitResult: { method: 'post', path: '/api/player/results', player: true },
  playerConfirmResult: { method: 'post', path: '/api/player/results/{id}/confirm', player: true },
  playerDisputeResult: { method: 'post', path: '/api/player/results/{id}/dispute', player: true },
  playerWithdrawResult: { method: 'post', path: '/api/player/results/{id}/withdraw', player: true },
  // A group's results awaiting confirmation and the latest confirmed (public, never cached).
  resultsGroup: { method: 'get', path: '/api/results/group/{groupId}' },
} as const;

export type EndpointName = keyof typeof endpointPaths;
