/** A bet's idempotency key (`placeBet.requestId`): 16 random bytes in hex. */
export function newBetKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The keys of the page's bets. A bet whose answer never came (the network failed) may have been placed: pressed
 * again with the same stake and pick, it goes with the same key, so the server answers the first bet instead of
 * placing a second one. Once an answer came (a bet, or a refusal, which placed nothing) the next press is a new bet.
 */
export function betKeys(makeKey: () => string = newBetKey) {
  let unanswered: { requestId: string; stake: number; pick: number | null } | null = null;
  return {
    keyFor(stake: number, pick: number | null): string {
      return unanswered?.stake === stake && unanswered.pick === pick ? unanswered.requestId : makeKey();
    },
    answered(): void {
      unanswered = null;
    },
    lost(requestId: string, stake: number, pick: number | null): void {
      unanswered = { requestId, stake, pick };
    },
  };
}
