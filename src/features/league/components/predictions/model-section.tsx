import { CalibrationChart } from '../prediction-charts';
import type { GroupAnalysis } from '../../../../../workers/ratings/group-analysis';
import { sharePercent, fixedHalfUp } from '../../../../../common/number-text';

/** The win-probability model: its formula, scores against 50/50, β now and the calibration chart. */
export function ModelSection({ model }: { model: GroupAnalysis['model'] }) {
  const betterBrier = model.brier < model.brierBaseline;
  return (
    <section aria-labelledby="model-title" className="space-y-3">
      <h2 id="model-title" className="text-2xl font-semibold text-slate-900">
        Win-probability model
      </h2>
      <p className="max-w-3xl text-slate-700">
        A logistic model turns the pre-match gap into a chance: P(win) = 1 / (1 + e<sup>−β·gap</sup>). Before each
        match, β is fitted only on the matches played before it, so every prediction is an honest forecast. It is
        scored against always saying 50/50 (lower is better for both scores).
      </p>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="model-scores">
        <div className="card">
          <dt className="text-sm text-slate-600">Brier score</dt>
          <dd className="text-2xl font-semibold tabular-nums text-slate-900">{fixedHalfUp(model.brier, 4)}</dd>
          <dd className="text-sm text-slate-600">50/50: {fixedHalfUp(model.brierBaseline, 4)}</dd>
        </div>
        <div className="card">
          <dt className="text-sm text-slate-600">Log loss</dt>
          <dd className="text-2xl font-semibold tabular-nums text-slate-900">{fixedHalfUp(model.logLoss, 4)}</dd>
          <dd className="text-sm text-slate-600">50/50: {fixedHalfUp(model.logLossBaseline, 4)}</dd>
        </div>
        <div className="card">
          <dt className="text-sm text-slate-600">Matches scored</dt>
          <dd className="text-2xl font-semibold tabular-nums text-slate-900">{model.n}</dd>
        </div>
        <div className="card">
          <dt className="text-sm text-slate-600">β now (per rating point)</dt>
          <dd className="text-2xl font-semibold tabular-nums text-slate-900">{fixedHalfUp(model.finalBeta, 4)}</dd>
          <dd className="text-sm text-slate-600">a 10-point gap: {sharePercent(1 / (1 + Math.exp(-10 * model.finalBeta)), 1)}</dd>
        </div>
      </dl>
      <p className="text-slate-700">
        {betterBrier
          ? `The ratings beat the coin flip: the Brier score is ${sharePercent(1 - model.brier / model.brierBaseline, 1)} lower than 50/50.`
          : 'So far the ratings do not beat the coin flip on Brier score.'}
      </p>
      <h3 className="text-lg font-semibold text-slate-900">Calibration</h3>
      <p className="max-w-3xl text-sm text-slate-700">
        Each dot groups matches by the favourite&apos;s predicted chance; a calibrated model sits on the dashed line.
      </p>
      <CalibrationChart bins={model.calibration} />
    </section>

  );
}
