import { ERROR_CODES } from '@h5/contract/error-codes.ts';
import { ApiError } from '../domain/errors.ts';

/** Whether `error` is a limiter's refusal (`system.busy`, 503) rather than a failure of the work itself. */
export function isOverloaded(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === ERROR_CODES.overloaded.status;
}

export interface WorkLimits {
  /** Tasks running at once, at least 1. */
  readonly concurrency: number;
  /** Tasks waiting for a turn, at most; one more is refused. */
  readonly queue: number;
}

/**
 * Runs at most `concurrency` tasks at once and lets at most `queue` more wait, in arrival order; a task beyond that
 * is refused at once with `overloaded` (`system.busy`, 503) rather than queued without end, so that a burst costs
 * its senders a quick refusal instead of costing everyone a long wait.
 */
export class WorkLimiter {
  readonly #limits: WorkLimits;
  readonly #waiting: (() => void)[] = [];
  #running = 0;

  constructor(limits: WorkLimits) {
    if (!Number.isInteger(limits.concurrency) || limits.concurrency < 1) {
      throw new RangeError(`concurrency must be a whole number of at least 1, not ${limits.concurrency}`);
    }
    this.#limits = limits;
  }

  get limits(): WorkLimits {
    return this.#limits;
  }

  /** Tasks running now. */
  get running(): number {
    return this.#running;
  }

  /** Tasks waiting for a turn now. */
  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.#limits.concurrency) {
      this.#running++;
    } else if (this.#waiting.length < this.#limits.queue) {
      // The task that finishes hands its turn over (#running stays as it is), so no newcomer can slip in between.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      throw new ApiError('overloaded');
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next === undefined) this.#running--;
      else next();
    }
  }
}
