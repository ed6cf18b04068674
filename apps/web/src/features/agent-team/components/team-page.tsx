import { useLocation } from 'react-router';
import { PATHS } from '../../../lib/routes/paths.ts';
import TeamBettingPage from './team-betting-page.tsx';
import TeamManagementPage from './team-management-page.tsx';
import TeamOverviewPage from './team-overview-page.tsx';
import TeamPnlPage from './team-pnl-page.tsx';

const same = (pathname: string, path: string) =>
  pathname.replace(/\/+$/, '').toLowerCase() === path.toLowerCase();

/**
 * The four team report pages behind one loader: every page loader adds to the start-up script (home route budget),
 * and an agent who opens one report usually opens the others, so they come as one chunk. The route decides which.
 */
export default function TeamPage() {
  const { pathname } = useLocation();
  if (same(pathname, PATHS.teamManagement)) return <TeamManagementPage />;
  if (same(pathname, PATHS.teamProfitAndLoss)) return <TeamPnlPage />;
  if (same(pathname, PATHS.teamBetting)) return <TeamBettingPage />;
  return <TeamOverviewPage />;
}
