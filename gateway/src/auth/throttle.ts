/** Failures a key may have before it must wait: the fifth failure brings the first delay. */
const FREE_FAILURES = 4;
/** The longest wait an account can be put under: an attacker can annoy a real user, not lock them out. */
const MAX_DELAY_MS = 5 * 60_000;
/** Failures are forgotten after this long without a new one. */
const FORGET_MS = 15 * 60_000;
const MAX_KEYS = 100_000;

type Entry = { failures: number; last: number; until: number };

/**
 * Growing delays per key (an account's e-mail, known or unknown alike, or an address with an e-mail):
 * the first four failures are free, then each one doubles the wait (1 s after the fifth, 2 s, 4 s …
 * at most 5 min). A success clears the key's count.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly freeFailures = FREE_FAILURES,
  ) {}

  /** Milliseconds to wait before this key may try again; 0 when it may now. */
  waitFor(key: string): number {
    const entry = this.current(key);
    return entry ? Math.max(0, entry.until - this.now()) : 0;
  }

  fail(key: string): void {
    const now = this.now();
    const entry = this.current(key) ?? { failures: 0, last: now, until: 0 };
    entry.failures += 1;
    entry.last = now;
    const over = entry.failures - this.freeFailures;
    entry.until = over > 0 ? now + Math.min(MAX_DELAY_MS, 1_000 * 2 ** (over - 1)) : 0;
    if (this.entries.size >= MAX_KEYS) this.prune();
    this.entries.set(key, entry);
  }

  succeed(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.last > FORGET_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (now - entry.last > FORGET_MS || entry.until < now) this.entries.delete(key);
    if (this.entries.size >= MAX_KEYS) this.entries.clear();
  }
}
