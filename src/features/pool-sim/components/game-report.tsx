import { memo } from 'react';
import type { GameRecord } from '../../../../workers/pool/frame';
import type { Stage } from '../types';
import { PLAYER_KEYS, PLAYER_LABEL } from '../types';
import { formatPercent } from '../utils/format';

function accuracy(made: number, shots: number) {
  return shots > 0 ? formatPercent(made / shots, 1) : '-';
}

const OUTCOME: Record<string, string> = { made: 'made', missed: 'missed', foul: 'foul' };

/** Summary of one simulated game. */
export const GameSummary = memo(function GameSummary({ game, stage }: { game: GameRecord; stage: Stage }) {
  return (
    <div data-testid="game-summary">
      <p className="text-lg">
        <span className="font-bold text-slate-900">{PLAYER_LABEL[game.winner]} wins</span>{' '}
        <span className="font-mono text-xl font-bold tabular-nums text-slate-900" data-testid="game-score">
          {game.scoreText}
        </span>
        <span className="text-slate-700"> in {game.totalShots} shots</span>
      </p>
      {game.breakOutcome ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="break-line">
          {PLAYER_LABEL[game.breakPlayer]} broke; the break was {OUTCOME[game.breakOutcome]}.
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">{PLAYER_LABEL[game.breakPlayer]} shot first.</p>
      )}
      <div className="table-wrap mt-3" tabIndex={0}>
        <table className="data-table [&_tbody_th]:whitespace-nowrap [&_td]:whitespace-nowrap">
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col" className="num">Score</th>
              <th scope="col" className="num">Shots</th>
              <th scope="col" className="num">Made</th>
              <th scope="col" className="num">Accuracy</th>
              <th scope="col" className="num">Top streak</th>
              {stage === 3 ? <th scope="col" className="num">Fouls</th> : null}
            </tr>
          </thead>
          <tbody>
            {PLAYER_KEYS.map((p) => {
              const s = game[p];
              return (
                <tr key={p}>
                  <th scope="row" className="!border-slate-200 !bg-white">{PLAYER_LABEL[p]}</th>
                  <td className="num">{s.score}</td>
                  <td className="num">{s.shots}</td>
                  <td className="num">{s.shotsMade}</td>
                  <td className="num">{accuracy(s.shotsMade, s.shots)}</td>
                  <td className="num">{s.topStreak}</td>
                  {stage === 3 ? <td className="num">{s.fouls}</td> : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
});

/** The shot-by-shot report: one row per shot, the break marked. */
export const ShotReport = memo(function ShotReport({ game, stage }: { game: GameRecord; stage: Stage }) {
  return (
    <div className="table-wrap max-h-[28rem] overflow-y-auto" tabIndex={0} data-testid="shot-report" aria-label="Shot-by-shot report">
      <table className="data-table [&_tbody_th]:whitespace-nowrap [&_td]:whitespace-nowrap">
        <thead className="sticky top-0">
          <tr>
            <th scope="col" className="num">#</th>
            <th scope="col">Player</th>
            <th scope="col">Shot</th>
            <th scope="col" className="num">Make chance</th>
            {stage >= 2 ? <th scope="col" className="num">Split</th> : null}
            <th scope="col" className="num">Score</th>
          </tr>
        </thead>
        <tbody>
          {game.shots.map((s) => (
            <tr key={s.index} className={s.isBreak ? 'bg-emerald-50' : undefined} data-break={s.isBreak ? 'true' : undefined}>
              <td className="num">{s.index + 1}</td>
              <td>{PLAYER_LABEL[s.player]}</td>
              <td>
                <span className={s.made ? 'font-semibold text-emerald-800' : 'text-slate-700'}>{s.made ? '✓ made' : '✗ missed'}</span>
                {s.isBreak ? <span className="ml-2 rounded bg-emerald-700 px-1.5 py-0.5 text-xs font-bold text-white" title="Break">B</span> : null}
                {s.foul ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900" title="Foul">F</span> : null}
                {s.gameLosing ? <span className="ml-1 text-red-800" title="Frame-losing foul: the black went down">☠</span> : null}
              </td>
              <td className="num">{formatPercent(s.makeChance, 0)}</td>
              {stage >= 2 ? <td className="num">{s.splitBenefit > 0 ? `+${Math.round(s.splitBenefit * 100)} %` : ''}</td> : null}
              <td className="num font-mono">
                {s.score.player1}-{s.score.player2}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
