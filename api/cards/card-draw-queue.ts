/**
 * How the share-card render thread (card-render-worker.ts) takes its requests: one card at a time, each followed by
 * a full collection and a turn of the event loop before the next starts.
 *
 * resvg keeps each card's pixmap (1200 x 630 RGBA, 3 MB) in native memory until the JavaScript object holding it is
 * finalised, and a native finaliser runs after the collection that found the object dead, on a later turn of the
 * event loop. Under a flood the thread always had the next request waiting, so its renders followed one another in
 * promise callbacks without ever giving the loop that turn: 16 clients drawing distinct cards held about 3 MB a
 * card (600 cards: 2.1 GB), freed only when the thread stopped. Now each card ends with a collection and a turn of
 * the loop, so at most a card or two are held whatever the number of cards (600 cards at 16 at once: under 300 MB
 * for the whole process; bench/card-flood.ts).
 */
export function oneAtATime<Req, Res>(draw: (req: Req) => Promise<Res>, collect: () => void): (req: Req) => Promise<Res> {
  let queue: Promise<unknown> = Promise.resolve();
  return (req) => {
    const drawn = queue.then(async () => {
      const result = await draw(req);
      collect();
      // The finalisers of what the collection found dead run on this turn.
      await new Promise((resolve) => setImmediate(resolve));
      return result;
    });
    queue = drawn.catch(() => undefined);
    return drawn;
  };
}
