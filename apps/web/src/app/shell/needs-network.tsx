import { onlineManager } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/routes/paths.ts';
import './needs-network.css';

/**
 * Pages that do nothing useful from kept data (issue 17 #4): signing in or up, moving money and launching a game
 * all need the server. Offline they say so instead of showing a form whose every action fails, or a spinner.
 */
export const NETWORK_ONLY_PATHS: ReadonlySet<string> = new Set([
  PATHS.login,
  PATHS.register,
  PATHS.launchGame,
  PATHS.deposit,
  PATHS.withdraw,
]);

/**
 * Shown over such a page while offline; the page stays mounted behind it, so a form filled before the network
 * went keeps its values. Back online it goes by itself (the `online` event); the retry asks the device again, for a
 * network that came back without the browser telling the page.
 */
export function NeedsNetwork() {
  const { t } = useTranslation();
  return (
    <div className="needs-network" role="alert" data-testid="needs-network">
      <p className="needs-network__text">{t('errors.needsNetwork')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          onlineManager.setOnline(navigator.onLine);
        }}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
