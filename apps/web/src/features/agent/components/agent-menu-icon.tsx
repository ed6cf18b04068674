import type { AgentMenuId } from '../agent-rules.ts';

/**
 * Line icons of the agent menu (24 × 24, `currentColor`), drawn inline like the member center's and the side menu's:
 * no icon font or image requests. Decorative: the menu button has the label.
 */
const PATHS: Record<AgentMenuId, string> = {
  teamOverview:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 3.5 6',
  transactionRecord: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  teamManagement: 'M10 3h4v4h-4zM4 17h4v4H4zM16 17h4v4h-4zM12 7v5M6 17v-5h12v5',
  redEnvelopeRain: 'M5 3h14v18H5zM5 7l7 5 7-5M10 16h4',
  teamProfitAndLoss: 'M4 4v16h16M7 15l4-4 3 3 5-6',
  teamBetting: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  agentRebateSettings: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
  teamRebateIncome:
    'M19 5L5 19M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16.5 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  securityCenter: 'M12 3 5 6v5c0 5 3 8 7 10 4-2 7-5 7-10V6zM9 12l2 2 4-4',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  onlineService: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 0 1-3 3h-3',
};

export function AgentMenuIcon({ id }: { id: AgentMenuId }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
      <path
        d={PATHS[id]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
