import type { VendorCard } from '@h5/contract/endpoints/game-vendors.ts';
import type { GameItem } from '@h5/contract/endpoints/games.ts';
import type { GameView, VendorView } from '../types.ts';

/** A game record as the pages show it: the name in the request language, the small icon first (platform-api §9). */
export function toGameView(game: GameItem): GameView {
  return {
    nodeId: game.nodeId,
    name: game.gameName || game.displayName || game.nodeName,
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameCode: game.gameCode,
    gameId: game.gameId,
    iconUrl: game.mobileSmallIcon || game.iconUrl || game.showIcon || game.defaultIcon,
    minBet: Number.isFinite(game.minBet) && game.minBet > 0 ? game.minBet : null,
    freePlay: game.freeplay,
  };
}

export function toVendorView(card: VendorCard): VendorView {
  return {
    vassalage: card.vassalage,
    name: card.displayName || card.vassalage,
    smallIcon: card.mobileSmallIcon || card.smallIcon || card.h5Icon,
    largeIcon: card.mobileLargeIcon || card.lagerIcon || card.h5Icon,
    gameCount: card.gameCount,
    opensList: card.isGame === 'VASSALAGE',
    gameType: card.gameType,
    nodeId: card.nodeId,
    gameId: card.gameId,
  };
}
