import type { GameItem } from '@h5/contract/endpoints/games.ts';
import type { Language } from '@h5/contract/languages.ts';
import { imageUrl } from '../merchants/merchant-config.ts';
import type { GameRow } from './catalogue-repository.ts';

/** Game code of a lottery vendor's lobby (platform-api §10 #3: node `LOTTO_LOBBY` means no game code). */
export const LOTTO_LOBBY_CODE = 'LOTTO_LOBBY';

/** Paths of the generated icons below the merchant's image CDN (served by `web/game-assets.ts`). */
export const ICON_VERSION = 'v1';
export const gameIconPath = (nodeId: string, size: 's' | 'l') =>
  `gen/game/${nodeId}-${size}-${ICON_VERSION}.svg`;
/** v2: the small and color logos became square (issue 19: the app's square boxes cut the 2:1 logo's name). */
export const VENDOR_ICON_VERSION = 'v2';
export const vendorIconPath = (code: string, variant: VendorIconVariant) =>
  `gen/vendor/${code}-${variant}-${VENDOR_ICON_VERSION}.svg`;
export const DEFAULT_GAME_ICON = `gen/game/default-${ICON_VERSION}.svg`;
export type VendorIconVariant = 'small' | 'large' | 'color';

/** What the catalogue needs of a merchant: where its images are. */
export interface ImageHost {
  readonly imageCDNs: readonly string[];
}

export interface Paging {
  pageNo: number;
  pageSize: number;
}

export function paging(
  pageNo: string | undefined,
  pageSize: string | undefined,
  fallbackSize: number,
): Paging {
  const no = pageNo === undefined || pageNo === '' ? 1 : Number(pageNo);
  const size = pageSize === undefined || pageSize === '' ? fallbackSize : Number(pageSize);
  return { pageNo: no, pageSize: size };
}

/** A JSON array of strings of a column; anything else is empty. */
export function jsonArray(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
}

export function gameName(row: Pick<GameRow, 'name_en' | 'name_ty'>, language: Language): string {
  return language === 'TY' && row.name_ty !== null ? row.name_ty : row.name_en;
}

export function toGameItem(row: GameRow, merchant: ImageHost, language: Language): GameItem {
  const small = imageUrl(merchant.imageCDNs, gameIconPath(row.node_id, 's'));
  const large = imageUrl(merchant.imageCDNs, gameIconPath(row.node_id, 'l'));
  const name = gameName(row, language);
  const classify = jsonArray(row.classify);
  if (row.is_new === 1) classify.push('NEW');
  if (row.hot_rank !== null) classify.push('HOT');
  const lottery = row.prize_mode !== '';
  return {
    nodeId: row.node_id,
    gameId: row.game_code,
    gameCode: row.game_code,
    gameName: name,
    nodeName: row.name_en,
    displayName: name,
    gameNameEn: row.name_en,
    gameNameTy: row.name_ty ?? row.name_en,
    vassalage: row.vendor_code,
    gameType: row.game_type,
    gameClassifyNew: classify,
    iconUrl: small,
    showIcon: small,
    defaultIcon: imageUrl(merchant.imageCDNs, DEFAULT_GAME_ICON),
    mobileSmallIcon: small,
    mobileLargeIcon: large,
    minBet: row.min_bet_cents / 100,
    minLine: row.min_line,
    isNew: row.is_new === 1,
    isHot: row.hot_rank !== null,
    freeplay: row.freeplay === 1,
    isGameH5: true,
    supportPlay: true,
    roomId: '',
    lottoMode: lottery ? row.prize_mode : '',
    playType: lottery ? 'trad' : '',
    nodeTypeManageId: row.game_code === LOTTO_LOBBY_CODE ? LOTTO_LOBBY_CODE : '',
  };
}
