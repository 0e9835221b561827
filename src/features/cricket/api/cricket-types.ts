/** Shapes of the cricket API's `data` fields: the shared contract (contracts/cricket.ts), re-exported for the feature. */
export type {
  BattingBaseline,
  CareerSummary,
  CoverageStatus,
  CricketPlayer,
  DataCoverage,
  InningsRecord,
  MatchupInningsRow,
  PlayerDetail,
  PlayerMatchup,
  PlayerMatchupInnings,
  TestRef,
} from '../../../../contracts/cricket';
