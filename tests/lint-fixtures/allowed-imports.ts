// lint-as: src/features/golf/lint-fixture.ts
// Every import here follows the layout: the feature's own files, shared code, workers/ and contracts/.
import { formatDate } from '../../lib/format-date';
import { parseCsvRows } from '../../../workers/core/csv';
import GolfHubPage from './golf-hub-page';
import type { CricketPlayer } from '../../../contracts/cricket';

export const used = [formatDate, parseCsvRows, GolfHubPage];
export type Player = CricketPlayer;
