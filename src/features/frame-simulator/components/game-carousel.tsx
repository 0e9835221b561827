import { useEffect, useRef, useState } from 'react';
import type { GameRecord } from '../../../../workers/frame-model/frame';
import { GameSummary, ShotReport } from './game-report';
import { PLAYER_LABEL, type Stage } from '../types';

/** Slides visible at once and moved by one press of Previous/Next. */
export const SLIDES_PER_SCROLL = 2;
/** The jump buttons go to every fifth game. */
export const JUMP = 5;

/** First visible index after a move, clamped to the ends. */
export function carouselIndex(index: number, delta: number, count: number): number {
  const last = Math.max(0, count - SLIDES_PER_SCROLL);
  return Math.max(0, Math.min(last, index + delta));
}

function ShotStrip({ game }: { game: GameRecord }) {
  return (
    <div className="mt-2 flex flex-wrap gap-[2px]" aria-hidden="true">
      {game.shots.map((s, i) => (
        <span
          key={i}
          className={`h-2.5 w-2.5 rounded-sm ${
            s.made ? (s.player === 'player1' ? 'bg-emerald-700' : 'bg-amber-700') : s.player === 'player1' ? 'bg-emerald-200' : 'bg-amber-200'
          } ${s.foul ? 'ring-1 ring-red-700' : ''}`}
        />
      ))}
    </div>
  );
}

function Slide({ game, n, open, onOpen }: { game: GameRecord; n: number; open: boolean; onOpen: () => void }) {
  const p1 = game.player1;
  const p2 = game.player2;
  return (
    <article className="card h-full !p-3" aria-label={`Game ${n}`} data-testid="carousel-slide">
      <h4 className="text-sm font-semibold text-slate-700">Game {n}</h4>
      <p className="mt-1 font-mono text-lg font-bold text-slate-900">{game.scoreText}</p>
      <p className="text-sm text-slate-800">{PLAYER_LABEL[game.winner]} wins</p>
      <p className="text-xs text-slate-700">
        {game.totalShots} shots · {PLAYER_LABEL[game.breakPlayer]} {game.breakOutcome ? `broke (${game.breakOutcome})` : 'first'}
      </p>
      <p className="text-xs text-slate-700">
        Made {p1.shotsMade}/{p1.shots} v {p2.shotsMade}/{p2.shots}
      </p>
      <ShotStrip game={game} />
      <button
        type="button"
        className="link mt-2 text-left text-sm"
        onClick={onOpen}
        aria-expanded={open}
        aria-label={`Shot-by-shot report of game ${n}`}
        data-testid="carousel-open-report"
      >
        {open ? 'Report shown below' : 'Shot-by-shot report'}
      </button>
    </article>
  );
}

/** The full report of one carousel game (the engine keeps every shot of the first 50 games). */
function CarouselReport({ game, n, stage, onClose }: { game: GameRecord; n: number; stage: Stage; onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [n]);
  return (
    <section ref={ref} tabIndex={-1} className="card mt-4 outline-none" aria-label={`Game ${n} report`} data-testid="carousel-report">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h4 className="text-base font-semibold">Game {n}: shot by shot</h4>
        <button type="button" className="btn-secondary !px-3 !py-1" onClick={onClose}>
          Close report
        </button>
      </div>
      <GameSummary game={game} stage={stage} />
      <div className="mt-3">
        <ShotReport game={game} stage={stage} />
      </div>
    </section>
  );
}

/** The first games of a batch, two at a time, with jumps of 5; any game opens its full report. */
export function GameCarousel({ games, stage }: { games: GameRecord[]; stage: Stage }) {
  const [index, setIndex] = useState(0);
  const [opened, setOpened] = useState<number | null>(null);
  const count = games.length;
  const visible = games.slice(index, index + SLIDES_PER_SCROLL);
  const jumps = Array.from({ length: Math.ceil(count / JUMP) }, (_, i) => i * JUMP);
  return (
    <section aria-roledescription="carousel" aria-label={`First ${count} games`} data-testid="carousel">
      <div className="flex items-center justify-between gap-2">
        <button type="button" className="btn-secondary" onClick={() => setIndex((i) => carouselIndex(i, -SLIDES_PER_SCROLL, count))} disabled={index === 0}>
          Previous
        </button>
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="carousel-position">
          Games {index + 1}-{Math.min(count, index + SLIDES_PER_SCROLL)} of {count}
        </p>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => setIndex((i) => carouselIndex(i, SLIDES_PER_SCROLL, count))}
          disabled={index >= count - SLIDES_PER_SCROLL}
        >
          Next
        </button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:gap-4">
        {visible.map((g, i) => (
          <Slide key={index + i} game={g} n={index + i + 1} open={opened === index + i} onOpen={() => setOpened(index + i)} />
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-700">
        Shot strip: <span className="inline-block h-2.5 w-2.5 rounded-sm bg-emerald-700 align-middle" /> Player 1 made,{' '}
        <span className="inline-block h-2.5 w-2.5 rounded-sm bg-emerald-200 align-middle" /> missed,{' '}
        <span className="inline-block h-2.5 w-2.5 rounded-sm bg-amber-700 align-middle" /> Player 2 made,{' '}
        <span className="inline-block h-2.5 w-2.5 rounded-sm bg-amber-200 align-middle" /> missed; a red ring marks a foul.
      </p>
      <div className="mt-3 flex flex-wrap justify-center gap-1" role="group" aria-label="Jump to game">
        {jumps.map((j) => (
          <button
            key={j}
            type="button"
            onClick={() => setIndex(carouselIndex(j, 0, count))}
            aria-label={`Jump to game ${j + 1}`}
            aria-current={index <= j && j < index + SLIDES_PER_SCROLL ? 'true' : undefined}
            className={`min-w-9 rounded-md border px-2 py-1 text-xs font-semibold ${
              index <= j && j < index + SLIDES_PER_SCROLL ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
            }`}
          >
            {j + 1}
          </button>
        ))}
      </div>
      {opened !== null && games[opened] ? (
        <CarouselReport game={games[opened]} n={opened + 1} stage={stage} onClose={() => setOpened(null)} />
      ) : null}
    </section>
  );
}
