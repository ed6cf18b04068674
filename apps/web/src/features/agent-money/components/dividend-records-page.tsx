import { useTranslation } from 'react-i18next';
import { ContractRecords } from './contract-records.tsx';
import './agent-money.css';

/**
 * `/m/member/agent/agentDivident` (lobby §2.12 dividend, shown when dividend display is on): the settled periods of
 * the agent's accepted dividend contract, with the team's net loss each was counted on.
 */
export default function DividendRecordsPage() {
  const { t } = useTranslation('agentMoney');
  return (
    <section className="agent-money" data-testid="dividend-page">
      <h2 className="agent-money__heading">{t('records.dividendTitle')}</h2>
      <p className="agent-money__hint">{t('records.dividendExplain')}</p>
      <ContractRecords kind="DIVIDEND" />
    </section>
  );
}
