import { memo } from 'react';
import type { GameRecord } from '../../../../workers/frame-model/frame';
import type { Stage } from '../types';
import { PLAYER_KEYS, PLAYER_LABEL, type PlayerKey } from '../types';
import { DataTable } from '../../../components/data-table';
import { sharePercent } from '../../../../common/number-text';

function accuracy(made: number, shots: number) {
  return shots > 0 ? sharePercent(made / shots, 1) : '-';
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
      <div className="mt-3">
        <DataTable
          rows={PLAYER_KEYS}
          columns={[
            { id: 'player', header: 'Player', rowHeader: true, nowrap: true, render: (p) => PLAYER_LABEL[p] },
            { id: 'score', header: 'Score', numeric: true, render: (p) => game[p].score },
            { id: 'shots', header: 'Shots', numeric: true, render: (p) => game[p].shots },
            { id: 'made', header: 'Made', numeric: true, render: (p) => game[p].shotsMade },
            { id: 'accuracy', header: 'Accuracy', numeric: true, render: (p) => accuracy(game[p].shotsMade, game[p].shots) },
            { id: 'streak', header: 'Top streak', numeric: true, render: (p) => game[p].topStreak },
            ...(stage === 3 ? [{ id: 'fouls', header: 'Fouls', numeric: true, render: (p: PlayerKey) => game[p].fouls }] : []),
          ]}
          rowKey={(p) => p}
          label="Game totals per player"
          sortable={false}
        />
      </div>
    </div>
  );
});

/** The shot-by-shot report: one row per shot, the break marked. */
export const ShotReport = memo(function ShotReport({ game, stage }: { game: GameRecord; stage: Stage }) {
  return (
    <DataTable
      rows={game.shots}
      columns={[
        { id: 'index', header: '#', label: 'Shot number', numeric: true, render: (s) => s.index + 1 },
        { id: 'player', header: 'Player', nowrap: true, render: (s) => PLAYER_LABEL[s.player] },
        {
          id: 'shot',
          header: 'Shot',
          nowrap: true,
          render: (s) => (
            <>
              <span className={s.made ? 'font-semibold text-emerald-800' : 'text-slate-700'}>{s.made ? '✓ made' : '✗ missed'}</span>
              {s.isBreak ? <span className="ml-2 rounded bg-emerald-700 px-1.5 py-0.5 text-xs font-bold text-white" title="Break">B</span> : null}
              {s.foul ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900" title="Foul">F</span> : null}
              {s.gameLosing ? <span className="ml-1 text-red-800" title="Frame-losing foul: the black went down">☠</span> : null}
            </>
          ),
        },
        { id: 'chance', header: 'Make chance', numeric: true, render: (s) => sharePercent(s.makeChance, 0) },
        ...(stage >= 2
          ? [{ id: 'split', header: 'Split', numeric: true, render: (s: GameRecord['shots'][number]) => (s.splitBenefit > 0 ? `+${sharePercent(s.splitBenefit, 0)}` : '') }]
          : []),
        { id: 'score', header: 'Score', numeric: true, nowrap: true, className: 'font-mono', render: (s) => `${s.score.player1}-${s.score.player2}` },
      ]}
      rowKey={(s) => s.index}
      label="Shot-by-shot report"
      sortable={false}
      scrollClassName="table-wrap max-h-[28rem] overflow-y-auto"
      stickyHeader
      rowProps={(s) => ({ className: s.isBreak ? 'bg-emerald-50' : undefined, 'data-break': s.isBreak ? 'true' : undefined })}
      testId="shot-report"
    />
  );
});
