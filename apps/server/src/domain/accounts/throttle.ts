import type { AccountsRepository } from './accounts-repository.ts';

/** Counts events per (kind, key) over a sliding window; used where no other table records the attempts. */
export class Throttle {
  constructor(private readonly accounts: AccountsRepository) {}

  /**
   * Records the event and answers whether it is within `max` per `windowMs` (this event included). Counted and
   * recorded in one transaction: requests that arrive together cannot all read the same count.
   */
  async hit(kind: string, key: string, max: number, windowMs: number, now = Date.now()): Promise<boolean> {
    return this.accounts.recordThrottleEventIf(
      { kind, key, at: now },
      now - windowMs,
      (count) => count < max,
    );
  }
}
