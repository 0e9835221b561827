/**
 * The bankroll lab spread over the simulation workers (a scatter, workers/runtime/scatter.ts): bettors split into
 * one contiguous range per worker (bettor i always draws from seed stream i, so the split never changes the
 * numbers), histograms summed, then summarised.
 */
import type { SimulationWorkers } from '../runtime/simulation-workers';
import { scatter, type RunControl } from '../runtime/scatter';
import { mergeBankrollChunks, splitBettors, summariseBankroll, validateBankroll, type BankrollOptions, type BankrollSummary } from './bankroll';

export async function runBankrollOnWorkers(workers: SimulationWorkers, request: BankrollOptions, control: RunControl = {}): Promise<BankrollSummary> {
  const err = validateBankroll(request);
  if (err) throw new RangeError(err);
  return scatter(
    {
      parts: splitBettors(request.bettors, workers.size),
      weight: (range) => range.toBettor - range.fromBettor,
      call: (range, { signal, onProgress }) =>
        workers.onIdleWorker(signal, (h) =>
          h.api.runBankrollChunk({ ...request, ...range }, onProgress ? h.callback((p) => onProgress(p.done)) : undefined),
        ),
      merge: (parts) => summariseBankroll(request, mergeBankrollChunks(parts)),
    },
    control,
  );
}
