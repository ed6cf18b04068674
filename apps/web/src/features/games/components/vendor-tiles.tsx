import { useTranslation } from 'react-i18next';
import type { VendorView } from '../types.ts';
import { GameIcon } from './game-icon.tsx';
import './vendor-tiles.css';

/** Vendor logos are 2:1 (platform-api §9 list logos). */
const LARGE_ICON_WIDTH_PX = 144;
const LARGE_ICON_HEIGHT_PX = 72;

/**
 * Lobby §2.8 vendor tile: the vendor's large icon and a bet button. A card that opens a list (platform-api §10 #4)
 * leads to the vendor's games; the others launch the vendor's lobby game.
 */
export function VendorTiles({
  vendors,
  onBet,
}: {
  vendors: readonly VendorView[];
  onBet: (vendor: VendorView) => void;
}) {
  const { t } = useTranslation('games');
  return (
    <ul className="vendor-tiles" aria-label={t('vendorsLabel')} data-testid="vendor-tiles">
      {vendors.map((vendor) => (
        <li
          key={vendor.vassalage}
          className="vendor-tile"
          data-testid="vendor-tile"
          data-vendor={vendor.vassalage}
        >
          <GameIcon
            src={vendor.largeIcon}
            name={vendor.name}
            size={LARGE_ICON_WIDTH_PX}
            height={LARGE_ICON_HEIGHT_PX}
          />
          <p className="vendor-tile__name">{vendor.name}</p>
          {vendor.gameCount !== null && vendor.opensList && (
            <p className="vendor-tile__count">{t('gameCount', { count: vendor.gameCount })}</p>
          )}
          <button
            type="button"
            className="button button--primary"
            aria-label={t('betVendor', { vendor: vendor.name })}
            onClick={() => {
              onBet(vendor);
            }}
          >
            {t('bet')}
          </button>
        </li>
      ))}
    </ul>
  );
}
