import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageBar } from '../../../components/page-bar.tsx';
import { formatBalance } from '../../../lib/account/format-balance.ts';
import { useWalletBalance } from '../../../lib/account/get-wallet-balance.ts';
import { useUnreadMailCount } from '../../../lib/account/get-unread-mail-count.ts';
import { useMemberInfo } from '../../../lib/session/get-member-info.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useSwitches } from '../../../lib/system-status/use-switches.ts';
import { openOverlay } from '../../../lib/ui/overlays.ts';
import { useAgentUnreadCount } from '../api/get-agent-announcements.ts';
import { useTeamKpi } from '../api/get-team-kpi.ts';
import { agentFooter, agentMenu, greetingFor, type AgentMenuEntry } from '../agent-rules.ts';
import { AGENT_PATHS } from '../constants.ts';
import { AgentMenuIcon } from './agent-menu-icon.tsx';
import { ContractPrompts } from './contract-prompts.tsx';
import './agent.css';

/**
 * `/m/agent` (lobby spec §2.12): the agent home, for agent sessions only (the route sends others home). Greeting,
 * balance, withdraw and deposit, the menu allowed by the AGENTMENU_* switches, today's team counts, the footer, and
 * the upline's contract offers as prompts.
 */
export default function AgentHomePage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const session = useSession();
  const switches = useSwitches();
  const member = useMemberInfo();
  const wallet = useWalletBalance();
  const account = member.data?.account ?? session?.userName ?? '';
  const greeting = greetingFor(new Date().getHours());

  return (
    <section className="agent" data-testid="agent-page">
      <PageBar
        title={t('title.agent', { ns: 'translation' })}
        backLabel={t('common.back', { ns: 'translation' })}
        onBack={() => void navigate(AGENT_PATHS.home)}
      />
      <div className="agent__hero">
        <p className="agent__greeting" data-testid="agent-greeting" data-greeting={greeting}>
          {t(`agent.greeting.${greeting}`, { name: account })}
        </p>
        <p className="agent__balance-label">{t('balance')}</p>
        <p className="agent__balance" data-testid="agent-balance">
          {wallet.data
            ? formatBalance(wallet.data.sumBalance, wallet.data.currencySymbol)
            : wallet.isError
              ? t('balanceUnavailable')
              : '…'}
        </p>
        <div className="agent__money">
          <Link className="agent__money-button" to={AGENT_PATHS.withdraw} data-testid="agent-withdraw">
            {t('agent.withdraw')}
          </Link>
          <Link
            className="agent__money-button agent__money-button--primary"
            to={AGENT_PATHS.deposit}
            data-testid="agent-deposit"
          >
            {t('agent.deposit')}
          </Link>
        </div>
      </div>

      <AgentMenu entries={agentMenu(switches)} />
      <TeamKpi />
      <AgentFooter />
      <ContractPrompts />
    </section>
  );
}

function AgentMenu({ entries }: { entries: AgentMenuEntry[] }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const unread = useUnreadMailCount();
  return (
    <ul className="agent__menu" data-testid="agent-menu">
      {entries.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            className="agent__menu-item"
            data-testid={`agent-menu-${entry.id}`}
            onClick={() => {
              if (entry.action.kind === 'route') void navigate(entry.action.to);
              else openOverlay(entry.action.name);
            }}
          >
            <span className="agent__menu-icon" aria-hidden="true">
              <AgentMenuIcon id={entry.id} />
            </span>
            <span className="agent__menu-label">{t(`agent.menu.${entry.id}`)}</span>
            {entry.id === 'mail' && (unread.data ?? 0) > 0 && (
              <span className="agent__badge" data-testid="agent-mail-badge">
                {unread.data}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Lobby §2.12, §3: today's team counts. */
function TeamKpi() {
  const { t } = useTranslation('member');
  const kpi = useTeamKpi();
  const counts = [
    ['teamLoginMemberCount', kpi.data?.teamLoginMemberCount],
    ['teamBetMemberCount', kpi.data?.teamBetMemberCount],
    ['teamRegisterMemberCount', kpi.data?.teamRegisterMemberCount],
    ['teamOnlineCount', kpi.data?.teamOnlineCount],
  ] as const;
  return (
    <section className="agent__kpi" aria-label={t('agent.kpiTitle')} data-testid="agent-kpi">
      <h2 className="agent__kpi-title">{t('agent.kpiTitle')}</h2>
      {kpi.isError ? (
        <button type="button" className="agent__kpi-retry" onClick={() => void kpi.refetch()}>
          {t('errors.loadFailed', { ns: 'translation' })}
        </button>
      ) : (
        <dl className="agent__kpi-grid">
          {counts.map(([key, value]) => (
            <div key={key} className="agent__kpi-cell">
              <dd data-testid={`kpi-${key}`}>{value ?? '–'}</dd>
              <dt>{t(`agent.kpi.${key}`)}</dt>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function AgentFooter() {
  const { t } = useTranslation('member');
  const switches = useSwitches();
  const unread = useAgentUnreadCount();
  return (
    <nav className="agent__footer" aria-label={t('agent.footerLabel')} data-testid="agent-footer">
      {agentFooter(switches).map((item) => (
        <Link
          key={item.id}
          to={item.to}
          className="agent__footer-item"
          data-testid={`agent-footer-${item.id}`}
        >
          <span>{t(`agent.footer.${item.id}`)}</span>
          {item.id === 'announcements' && (unread.data ?? 0) > 0 && (
            <span className="agent__badge" data-testid="agent-notice-badge">
              {unread.data}
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}
