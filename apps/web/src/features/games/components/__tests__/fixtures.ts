import type { VendorCard, VendorConfig } from '@h5/contract/endpoints/game-vendors.ts';
import type { GameItem } from '@h5/contract/endpoints/games.ts';

export function game(nodeId: string, over: Partial<GameItem> = {}): GameItem {
  return {
    nodeId,
    gameId: `g${nodeId}`,
    gameCode: `code${nodeId}`,
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    gameNameEn: `Game ${nodeId}`,
    gameNameTy: `Laro ${nodeId}`,
    vassalage: 'PG',
    gameType: 'RNG',
    gameClassifyNew: [],
    iconUrl: `/cdn/games/${nodeId}.svg`,
    showIcon: '',
    defaultIcon: '',
    mobileSmallIcon: '',
    mobileLargeIcon: '',
    minBet: 0.05,
    minLine: 1,
    isNew: false,
    isHot: false,
    freeplay: true,
    isGameH5: true,
    supportPlay: true,
    roomId: '',
    lottoMode: '',
    playType: '',
    nodeTypeManageId: '',
    ...over,
  };
}

export function vendor(vassalage: string, over: Partial<VendorCard> = {}): VendorCard {
  return {
    vassalage,
    displayName: `Vendor ${vassalage}`,
    gameType: 'RNG',
    isGame: 'VASSALAGE',
    nodeId: '',
    gameId: '',
    gameCount: 30,
    mobileSmallIcon: `/cdn/v/${vassalage}-s.svg`,
    mobileLargeIcon: `/cdn/v/${vassalage}-l.svg`,
    h5Icon: '',
    smallIcon: '',
    lagerIcon: '',
    ...over,
  };
}

export function vendorConfig(): VendorConfig {
  const mapping: VendorConfig['mapping'] = {
    SPORTS: {
      vendors: [
        vendor('SBO', { gameType: 'SPORTS', isGame: 'GAME', nodeId: 'sbo-lobby', gameId: 'sbo' }),
        vendor('TF', { gameType: 'ESPORTS', isGame: 'GAME', nodeId: 'tf-lobby', gameId: 'tf' }),
        vendor('DS88', { gameType: 'COCKFIGHT', isGame: 'GAME', nodeId: 'ds88-lobby', gameId: 'ds88' }),
      ],
      gameClassify: [],
      display: true,
      sorting: 1,
    },
    RNG: {
      vendors: [vendor('PG'), vendor('JDB'), vendor('JILI'), vendor('FC'), vendor('KA')],
      gameClassify: [
        { key: 'ALL', displayName: 'All' },
        { key: 'NEW', displayName: 'New' },
        { key: 'MEGAWAYS', displayName: 'Megaways' },
      ],
      display: true,
      sorting: 2,
    },
    LOTT: {
      vendors: [vendor('TCG_LOTTO_VN', { gameType: 'LOTT' })],
      gameClassify: [],
      display: true,
      sorting: 3,
    },
  };
  return {
    sorting: ['SPORTS', 'RNG', 'LOTT'],
    mapping,
    vendorNames: [],
    data: { lanes: [] },
  };
}
