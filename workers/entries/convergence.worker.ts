import { expose, transfer } from 'comlink';
import { runConvergence, type ConvergenceInput, type ConvergenceResult } from '../demos/convergence';

const api = {
  run(input: ConvergenceInput): ConvergenceResult {
    const result = runConvergence(input);
    return transfer(result, [result.n.buffer, result.estimate.buffer, result.standardError.buffer]);
  },
};

export type ConvergenceWorkerApi = typeof api;
expose(api);
