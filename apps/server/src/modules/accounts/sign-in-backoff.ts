/**
 * Sign-in backoff: after a few free failures, each further wrong password makes its key wait
 * twice as long as the last time, up to a ceiling. Kept in this process's memory (like the other
 * rate limits, decision 0003); forgotten after a quiet spell and bounded in size, the oldest
 * entries going first.
 */
export interface BackoffOptions {
  /** Wrong passwords that cost nothing. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; doubled with each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key with no failure for this long starts afresh. */
  forgetAfterMs: number;
  maxKeys: number;
}

interface Entry {
  failures: number;
  until: number;
  last: number;
}

export function createBackoff(options: BackoffOptions, now: () => number) {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && now() - entry.last > options.forgetAfterMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    /** Milliseconds the key must still wait before its next attempt (0: it may try now). */
    waitMs(key: string): number {
      return Math.max(0, (live(key)?.until ?? 0) - now());
    },
    fail(key: string): void {
      const entry = live(key) ?? { failures: 0, until: 0, last: 0 };
      entry.failures += 1;
      entry.last = now();
      const past = entry.failures - options.freeFailures;
      if (past > 0) entry.until = entry.last + Math.min(options.maxDelayMs, options.firstDelayMs * 2 ** Math.min(past - 1, 30));
      // Re-inserted at the end: the map's order is then the order of last failures.
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > options.maxKeys) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    forget(key: string): void {
      entries.delete(key);
    },
  };
}

/**
 * Per email and client address, so that wrong passwords sent from elsewhere never lock the owner
 * out of their own address: 5 free, then 1 s doubling up to 15 min. Per email from any address,
 * against guessing spread over many addresses: 20 free, then 1 s doubling up to only 30 s, the
 * longest an attack can make the owner wait.
 */
export const PAIR_BACKOFF: BackoffOptions = {
  freeFailures: 5,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  maxKeys: 100_000,
};
export const EMAIL_BACKOFF: BackoffOptions = {
  freeFailures: 20,
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  forgetAfterMs: 15 * 60_000,
  maxKeys: 100_000,
};

export function createSignInBackoff(now: () => number) {
  const pairs = createBackoff(PAIR_BACKOFF, now);
  const emails = createBackoff(EMAIL_BACKOFF, now);
  const pairKey = (email: string, address: string) => `${email}\n${address}`;
  return {
    /** Whole seconds to wait before this email may be tried from this address (0: now). */
    waitSeconds(email: string, address: string): number {
      return Math.ceil(Math.max(pairs.waitMs(pairKey(email, address)), emails.waitMs(email)) / 1000);
    },
    failed(email: string, address: string): void {
      pairs.fail(pairKey(email, address));
      emails.fail(email);
    },
    /** The right password from this address clears its own record; the email's stays, so an attack elsewhere is still slowed. */
    succeeded(email: string, address: string): void {
      pairs.forget(pairKey(email, address));
    },
  };
}
