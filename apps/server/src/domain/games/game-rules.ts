import { randomInt } from 'node:crypto';

/** Number draw: the result is drawn this long after the bet (the round is open meanwhile: #734). */
export const DRAW_DELAY_MS = 3_000;
/** Number draw: numbers 1..DRAW_MAX, a right pick pays DRAW_MULTIPLE times the stake. */
export const DRAW_MAX = 10;
export const DRAW_MULTIPLE = 9;
/** Largest stake of the in-house games, in centavos (₱10,000). */
export const MAX_BET_CENTS = 1_000_000;

/** Slot reel: symbol and weight; three of a kind pays `pays` times the stake. */
export const SLOT_SYMBOLS = [
  { symbol: 'SEVEN', weight: 1, pays: 100 },
  { symbol: 'BAR', weight: 2, pays: 40 },
  { symbol: 'BELL', weight: 3, pays: 20 },
  { symbol: 'STAR', weight: 4, pays: 10 },
  { symbol: 'CHERRY', weight: 5, pays: 8 },
  { symbol: 'LEMON', weight: 6, pays: 5 },
] as const;
const REEL_WEIGHT = SLOT_SYMBOLS.reduce((sum, s) => sum + s.weight, 0);
/** Two cherries (not three) pay 3×, two sevens 5×. */
const PAIR_PAYS: Readonly<Record<string, number>> = { CHERRY: 3, SEVEN: 5 };

/** `random(n)`: an integer in [0, n). Tests pass their own. */
export type Random = (n: number) => number;
export const secureRandom: Random = (n) => randomInt(n);

export function slotPayoutMultiple(reels: readonly string[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return SLOT_SYMBOLS.find((s) => s.symbol === a)?.pays ?? 0;
  for (const [symbol, pays] of Object.entries(PAIR_PAYS)) {
    if (reels.filter((r) => r === symbol).length === 2) return pays;
  }
  return 0;
}

export function spin(random: Random): string[] {
  return [0, 1, 2].map(() => {
    let roll = random(REEL_WEIGHT);
    for (const s of SLOT_SYMBOLS) {
      if (roll < s.weight) return s.symbol;
      roll -= s.weight;
    }
    return 'LEMON';
  });
}
