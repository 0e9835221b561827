/** Shapes of the cricket API's `data` fields: the shared contract (the cricket-*.ts files of contracts/), re-exported for the feature. */
export type { RecordTable } from '../../../../common/cricket/record-tables';
export type { BattingBaseline, CricketPlayer, InningsRecord, PlayerDetail, PlayerPartnership, PlayerPartnerships } from '../../../../contracts/cricket-batting';
export type { BowlerMatchupRow, BowlingCareerRow, BowlingFigures, BowlingInnings, BowlingSummary, PlayerBowlingMatchups } from '../../../../contracts/cricket-bowling';
export type { ArchiveCoverage, CareerCoverageNote, CoverageStatus, CoverageStretch, DataCoverage, MissingTestInfo, TeamMissingTests } from '../../../../contracts/cricket-coverage';
export type { FieldingCareerRow, FieldingMatch } from '../../../../contracts/cricket-fielding';
export type { MatchFilters, MatchListItem, MatchScorecard, ScorecardInnings, ScorecardReview } from '../../../../contracts/cricket-matches';
export type { RecordRow, RecordsAnswer } from '../../../../contracts/cricket-records';
export type { LimitedWinProbabilityEvaluation, MatchPlayout, MatchWinProbability, WinProbabilityEvaluation, WinProbabilityPoint, WpaTest, ReliabilityBin } from '../../../../contracts/cricket-win-probability';
export type {
  GroundDetail,
  GroundRow,
  HeadToHead,
  LeadingBatter,
  LeadingBowler,
  ResultCounts,
  SeriesBatting,
  SeriesBowling,
  SeriesDetail,
  SeriesRow,
  TeamDetail,
  TeamRow,
  TeamTotal,
  TeamWin,
  TestRow,
  UmpireRow,
} from '../../../../contracts/cricket-teams';
