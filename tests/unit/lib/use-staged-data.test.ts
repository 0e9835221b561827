/**
 * The staged hand-over of a result to a page's sections (src/hooks/use-staged-data.ts), rendered by React itself
 * (react-dom's client renderer on a stand-in container, as in use-worker-run.test.ts), with the hook's timers under
 * the test's control. What a section shows must end as the newest result, whatever order React renders the new result
 * and a section's queued switch-in in.
 */
import { act, createElement } from 'react';
import { flushSync } from 'react-dom';
import { hookRoot, withActEnvironment } from './hook-root';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStagedData } from '../../../src/hooks/use-staged-data';

const SECTIONS = 3;
withActEnvironment();

// Only the hook's own timers are faked: React's scheduling inside act() does not use them.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

interface View {
  sections: (string | undefined)[];
  done: boolean;
}

/** A root that renders nothing but the hook, and what each section would show at each render. */
function harness() {
  const root = hookRoot();
  const seen: View[] = [];
  function Probe({ data }: { data: string | undefined }) {
    const staged = useStagedData(data, SECTIONS);
    seen.push({ sections: Array.from({ length: SECTIONS }, (_, i) => staged.at(i)), done: staged.done });
    return null;
  }
  const element = (data: string | undefined) => createElement(Probe, { data });
  const show = (data: string | undefined) => act(async () => root.render(element(data)));
  /** Lets every queued switch-in run (a section per timer), as the browser would between tasks. */
  const settle = async () => {
    for (let i = 0; i < 4 * SECTIONS && vi.getTimerCount() > 0; i++) await act(async () => vi.advanceTimersToNextTimer());
  };
  const last = () => seen[seen.length - 1];
  return { root, seen, element, show, settle, last };
}

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
  vi.useRealTimers();
});

function setUp() {
  const h = harness();
  unmount = () => act(async () => h.root.unmount());
  return h;
}

describe('useStagedData: the sections end on the newest result', () => {
  it('hands a result over one section per task, the earlier result standing until each section’s turn', async () => {
    const h = setUp();
    await h.show('first');
    await h.settle();
    expect(h.last()).toEqual({ sections: ['first', 'first', 'first'], done: true });
    await h.show('second');
    expect(h.last()).toEqual({ sections: ['first', 'first', 'first'], done: false });
    await act(async () => vi.advanceTimersToNextTimer());
    expect(h.last()).toEqual({ sections: ['second', 'first', 'first'], done: false });
    await h.settle();
    expect(h.last()).toEqual({ sections: ['second', 'second', 'second'], done: true });
  });

  it('a new result rendered ahead of the previous result’s queued switch-in: every section still reaches the new result', async () => {
    // The sim-links race (Stage 3 showing 730 or 622 of 850 after both resets, not the defaults' 507): the edited
    // inputs' result is on screen; the first reset's result is being switched in when the second reset's result comes.
    // React renders the new result at another priority than the queued switch-in (React 19 renders one transition
    // lane at a time, and after its lane counter wraps a newer transition goes first), then replays the switch-in from
    // the state before the new result. Every section must still end on the second reset's result, the page no longer
    // busy.
    const h = setUp();
    await h.show('edited');
    await h.settle();
    await h.show('first reset');
    await act(async () => vi.advanceTimersToNextTimer());
    expect(h.last().sections).toEqual(['first reset', 'edited', 'edited']);
    await act(async () => {
      // the next section's switch-in of the first reset's result is queued (a transition, not yet rendered) ...
      vi.advanceTimersToNextTimer();
      // ... when the second reset's result is rendered at a higher priority ...
      flushSync(() => h.root.render(h.element('second reset')));
      // ... and its own first switch-in is queued before React gets to the transitions.
      vi.advanceTimersToNextTimer();
    });
    await h.settle();
    expect(h.last()).toEqual({ sections: ['second reset', 'second reset', 'second reset'], done: true });
  });

  it('no result (a failed run) leaves no earlier result in any section', async () => {
    const h = setUp();
    await h.show('earlier');
    await h.settle();
    await h.show(undefined);
    await h.settle();
    expect(h.last()).toEqual({ sections: [undefined, undefined, undefined], done: true });
    await h.show('next');
    expect(h.last().sections).toEqual([undefined, undefined, undefined]);
    await h.settle();
    expect(h.last()).toEqual({ sections: ['next', 'next', 'next'], done: true });
  });
});
