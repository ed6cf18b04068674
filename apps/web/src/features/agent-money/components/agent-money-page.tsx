import { useLocation } from 'react-router';
import { PATHS } from '../../../lib/routes/paths.ts';
import ContractOfferPage from './contract-offer-page.tsx';
import DividendRecordsPage from './dividend-records-page.tsx';
import OpenAccountPage from './open-account-page.tsx';
import RebateSettingsPage from './rebate-settings-page.tsx';
import TeamRebateIncomePage from './team-rebate-income-page.tsx';

/**
 * The agent's money and contract pages behind one loader (as the team reports): each loader adds to the start-up script (home
 * route budget), and the three are small. The route decides which.
 */
export default function AgentMoneyPage() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === PATHS.teamRebateIncome.toLowerCase()) return <TeamRebateIncomePage />;
  if (path === PATHS.openAccount.toLowerCase()) return <OpenAccountPage />;
  if (path === PATHS.salaryContract.toLowerCase()) return <ContractOfferPage kind="DAILY_SALARY" />;
  if (path === PATHS.dividendContract.toLowerCase()) return <ContractOfferPage kind="DIVIDEND" />;
  if (path === PATHS.hourlySalaryContract.toLowerCase()) return <ContractOfferPage kind="HOURLY_SALARY" />;
  if (path === PATHS.dividend.toLowerCase()) return <DividendRecordsPage />;
  return <RebateSettingsPage />;
}
