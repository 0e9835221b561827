/** Browser worker for the pool pages: exposes the group analysis (replay + predictions) over Comlink. */
import { expose } from 'comlink';
import { analyseGroup } from '../ratings/group-analysis';

const api = { analyseGroup };
export type PoolAnalysisWorkerApi = typeof api;
expose(api);
