import type { Language } from '@h5/contract/languages.ts';

/** Texts of the in-house game page (server-rendered, and handed to its script as data). */
export const PLAY_TEXTS = {
  EN: {
    back: 'Back to lobby',
    balance: 'Balance',
    freePlay: 'Free play (demo balance)',
    stake: 'Stake',
    spin: 'Spin',
    bet: 'Place bet',
    pickNumber: 'Pick a number',
    drawing: 'Drawing…',
    drawnNumber: 'Drawn number',
    win: 'You won {amount}!',
    lose: 'No win this time.',
    minBet: 'Minimum bet {amount}',
    pickFirst: 'Pick a number first.',
    error: 'Something went wrong. Please try again.',
    loading: 'Loading…',
    expiredTitle: 'This game link has expired',
    expiredText: 'Please open the game again from the lobby.',
    slotHelp: 'Three of a kind wins up to {multiple}× your stake.',
    drawHelp: 'Pick a number from 1 to {max}. A right pick pays {multiple}× your stake.',
  },
  TY: {
    back: 'Bumalik sa lobby',
    balance: 'Balanse',
    freePlay: 'Libreng laro (demo na balanse)',
    stake: 'Taya',
    spin: 'Paikutin',
    bet: 'Tumaya',
    pickNumber: 'Pumili ng numero',
    drawing: 'Bumubunot…',
    drawnNumber: 'Nabunot na numero',
    win: 'Nanalo ka ng {amount}!',
    lose: 'Walang panalo ngayon.',
    minBet: 'Pinakamababang taya {amount}',
    pickFirst: 'Pumili muna ng numero.',
    error: 'May nangyaring mali. Pakisubukan ulit.',
    loading: 'Naglo-load…',
    expiredTitle: 'Nag-expire na ang link ng larong ito',
    expiredText: 'Buksan ulit ang laro mula sa lobby.',
    slotHelp: 'Tatlong magkakapareho ay panalo ng hanggang {multiple}× ng iyong taya.',
    drawHelp:
      'Pumili ng numero mula 1 hanggang {max}. Ang tamang pili ay nagbabayad ng {multiple}× ng iyong taya.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type PlayTexts = (typeof PLAY_TEXTS)[Language];
