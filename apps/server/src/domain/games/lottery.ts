import { PRIZE_MODES, type LotteryGame } from '@h5/contract/endpoints/game-lottery.ts';
import type { Language } from '@h5/contract/languages.ts';
import { imageUrl } from '../merchants/merchant-config.ts';
import type { CatalogueRepository } from './catalogue-repository.ts';
import { gameIconPath, gameName, type ImageHost } from './game-items.ts';

/** A prize mode as the wire spells it (`Lott`, `ZY`, `Elott`), from any case; null when unknown. */
export function prizeModeOf(value: string | undefined): (typeof PRIZE_MODES)[number] | null {
  const upper = (value ?? '').toUpperCase();
  return PRIZE_MODES.find((m) => m.toUpperCase() === upper) ?? null;
}

/** Seconds between two draws of a lottery game (display only: our draw page draws per bet). */
const DRAW_INTERVAL: Readonly<Record<string, number>> = { Lott: 86_400, ZY: 86_400, Elott: 60 };

export async function lotteryMenu(
  games: CatalogueRepository,
  merchant: ImageHost,
  language: Language,
  prizeMode: (typeof PRIZE_MODES)[number],
  vendor: string | undefined,
): Promise<LotteryGame[]> {
  const rows = await games.lotteryGames(
    prizeMode,
    vendor !== undefined && vendor !== '' ? vendor.toUpperCase() : undefined,
  );
  return rows.map((row) => ({
    gameCode: row.game_code,
    gameName: gameName(row, language),
    nodeId: row.node_id,
    vendor: row.vendor_code,
    accountTypeName: row.vendor_code,
    prizeMode: row.prize_mode,
    gameType: row.game_type,
    iconUrl: imageUrl(merchant.imageCDNs, gameIconPath(row.node_id, 's')),
    drawIntervalSeconds: DRAW_INTERVAL[row.prize_mode] ?? 86_400,
  }));
}
