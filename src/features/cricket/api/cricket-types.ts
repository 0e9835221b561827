/** Shapes of the cricket API's `data` fields: the shared contract (contracts/cricket.ts), re-exported for the feature. */
export type {
  ArchiveCoverage,
  BattingBaseline,
  CareerCoverageNote,
  CareerSummary,
  CoverageStatus,
  CoverageStretch,
  CricketPlayer,
  DataCoverage,
  InningsRecord,
  MatchupInningsRow,
  MissingTestInfo,
  PlayerDetail,
  PlayerMatchup,
  PlayerMatchupInnings,
  TestRef,
} from '../../../../contracts/cricket';
