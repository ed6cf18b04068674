import { makeRequestId, wasAnswered } from '../api/request-id.ts';

/**
 * The request id (contract `requestId`) of one intended money action (withdrawal, transfer): made on first use,
 * kept across retries of the same submission, dropped after a final answer so the next action gets a new one. A
 * final answer is a success or the server's refusal (nothing was done, or a reused id); a transport failure
 * (offline, timeout, network, a proxy's error page, an answer that does not parse) leaves the outcome unknown, so
 * the retry sends the same id and the server performs the action at most once.
 */
export class RequestIdHolder {
  private id: string | null = null;

  /** The id to send now. */
  current(): string {
    this.id ??= makeRequestId();
    return this.id;
  }

  /** After an answer: `error` undefined for a success. */
  settle(error?: unknown): void {
    if (error === undefined || wasAnswered(error)) this.id = null;
  }
}
