/**
 * The queue every admin password check goes through (a flood must not lock the admin out).
 *
 * scrypt at N = 2^17 takes 128 MiB and about half a second, so checks still run one at a time. What changed is
 * who waits and who is refused:
 * - at most two checks per client address are queued or running (an admin signing in from two tabs, or two
 *   people behind one router, both get their turn); a third from the same address is refused at once (and the
 *   caller counts it as a failed attempt), so one address can hold two places only;
 * - waiters are served by priority, not arrival: a browser presenting a valid device cookie first (its own lane,
 *   see device-cookies.ts), then an address that signed in successfully in the last day, then addresses by how few failures
 *   they have in the rate-limit window, then arrival order. A flooding address sinks after its first failure,
 *   behind everyone who has not failed;
 * - when the queue is full, a newcomer with a better priority pushes out the worst waiter instead of being refused
 *   itself. A waiter refused because the queue is full ('busy', 503) is nobody's fault: the caller records nothing
 *   for it, so a flood never turns into the admin's lock-out.
 * A set of addresses can therefore only delay others by one check each, once per address, and after five
 * failures (wrong passwords and a third check from one address) each of them is locked out for 15 minutes before
 * it ever reaches the queue.
 */
export class QueueRefusal extends Error {
  constructor(readonly reason: 'busy' | 'address_busy') {
    super(reason);
  }
}

interface Waiter {
  address: string;
  priority: number;
  seq: number;
  start: () => void;
  refuse: (err: QueueRefusal) => void;
}

export class FairCheckQueue {
  private waiting: Waiter[] = [];
  /** Checks queued or running per address. */
  private addresses = new Map<string, number>();
  private running = false;
  private seq = 0;
  constructor(
    readonly maxWaiting = 32,
    readonly perAddress = 2,
  ) {}

  /** True while the address has as many checks queued or running as it may. */
  holds(address: string): boolean {
    return (this.addresses.get(address) ?? 0) >= this.perAddress;
  }

  private release(address: string) {
    const n = (this.addresses.get(address) ?? 1) - 1;
    if (n > 0) this.addresses.set(address, n);
    else this.addresses.delete(address);
  }

  get size(): number {
    return this.waiting.length + (this.running ? 1 : 0);
  }

  /**
   * Run `task` for `address` when its turn comes. Lower `priority` goes first. Rejects with QueueRefusal when
   * the address already has `perAddress` checks in the queue ('address_busy') or the queue is full of waiters at least as
   * deserving ('busy', also when pushed out later).
   */
  run<T>(address: string, priority: number, task: () => Promise<T>): Promise<T> {
    if (this.holds(address)) return Promise.reject(new QueueRefusal('address_busy'));
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        address,
        priority,
        seq: this.seq++,
        start: () => {
          task()
            .then(resolve, reject)
            .finally(() => {
              this.release(address);
              this.running = false;
              this.next();
            });
        },
        refuse: (err) => {
          this.release(address);
          reject(err);
        },
      };
      if (this.waiting.length >= this.maxWaiting) {
        const worst = this.worst();
        if (!worst || compare(worst, waiter) <= 0) {
          reject(new QueueRefusal('busy'));
          return;
        }
        this.waiting.splice(this.waiting.indexOf(worst), 1);
        worst.refuse(new QueueRefusal('busy'));
      }
      this.addresses.set(address, (this.addresses.get(address) ?? 0) + 1);
      this.waiting.push(waiter);
      this.next();
    });
  }

  private worst(): Waiter | undefined {
    let w: Waiter | undefined;
    for (const x of this.waiting) if (!w || compare(x, w) > 0) w = x;
    return w;
  }

  private next() {
    if (this.running || this.waiting.length === 0) return;
    let best = this.waiting[0];
    for (const x of this.waiting) if (compare(x, best) < 0) best = x;
    this.waiting.splice(this.waiting.indexOf(best), 1);
    this.running = true;
    best.start();
  }
}

/** Negative when a goes before b. */
function compare(a: Waiter, b: Waiter): number {
  return a.priority - b.priority || a.seq - b.seq;
}

/** The process-wide queue every password check goes through. */
export const passwordCheckQueue = new FairCheckQueue();
