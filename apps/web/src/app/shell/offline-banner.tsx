import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/device/use-online.ts';
import './offline-banner.css';

/**
 * While the device has no network (issue 19): says so in the chosen language, above every page, instead of leaving
 * the player to read "loading failed" or figures that no longer refresh. Gone when the network is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-banner" role="status" data-testid="offline-banner">
      {t('errors.noInternet')}
    </p>
  );
}
