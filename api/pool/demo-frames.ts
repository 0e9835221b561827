/**
 * The frame source of the demo league. PROVISIONAL: until the project's frame engine (workers/pool/frame.ts,
 * branch `engine`) is merged, frames come from the simplified shot model in demo-frames-fallback.ts.
 * Switching over changes only this file.
 */
import seedrandom from 'seedrandom';
import type { FramePlayer } from './demo-league';
import { fallbackFrame } from './demo-frames-fallback';

export const demoRng = (seed: number): (() => number) => seedrandom(`pool-demo-${seed}`);

export const demoFramePlayer: FramePlayer = fallbackFrame;
