// lint-as: src/features/golf/lint-fixture.ts
// Every import here follows the layout: the feature's own files, shared code, common/, workers/ and contracts/.
import { formatDate } from '../../lib/format-date';
import { parseCsvRows } from '../../../common/csv';
import { createRng } from '../../../workers/core/rng';
import GolfHubPage from './golf-hub-page';
import type { CricketPlayer } from '../../../contracts/cricket-batting';

export const used = [formatDate, parseCsvRows, createRng, GolfHubPage];
export type Player = CricketPlayer;
