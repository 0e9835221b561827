/** Shapes of the cricket API's `data` fields: the shared contract (contracts/cricket.ts), re-exported for the feature. */
export type {
  ArchiveCoverage,
  BattingBaseline,
  CareerCoverageNote,
  CoverageStatus,
  CoverageStretch,
  CricketPlayer,
  DataCoverage,
  InningsRecord,
  MissingTestInfo,
  PlayerDetail,
  PlayerMatchup,
  PlayerMatchupInnings,
} from '../../../../contracts/cricket';
