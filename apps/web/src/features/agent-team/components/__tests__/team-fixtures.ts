import type { TeamFigures, TeamMember } from '@h5/contract/endpoints/agent-team.ts';
import { getWalletBalance } from '@h5/contract/endpoints/member.ts';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { setSession } from '../../../../lib/session/session-store.ts';
import { failure } from '../../../../test/fixtures.ts';
import { reply } from '../../../../test/msw.ts';
import { startPageServer } from '../../../../test/page-server.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';

/** The handlers every team page test starts from: the wallet (money format) and a 404 for anything unmocked. */
export const baseHandlers = [
  reply(getWalletBalance, { sumBalance: 0, currency: 'PHP', currencySymbol: '₱', balance: [] }),
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
];

export function figures(change: Partial<TeamFigures> = {}): TeamFigures {
  return {
    members: 0,
    registrations: 0,
    activeBettors: 0,
    depositCents: 0,
    withdrawalCents: 0,
    betCents: 0,
    winCents: 0,
    ...change,
  };
}

export function member(change: Partial<TeamMember> = {}): TeamMember {
  return {
    account: 'team01',
    type: 0,
    agent: false,
    level: 1,
    regDate: Date.UTC(2026, 10, 20, 2, 30),
    lastLogin: Date.UTC(2026, 10, 25, 1, 5),
    downlineCount: 0,
    balanceCents: null,
    ...change,
  };
}

/**
 * The mock server of a team page test file, from `baseHandlers`, with the file's hooks: English texts and the
 * `agentTeam` namespace loaded first, the handlers and the session reset after each test.
 */
export const startTeamServer = () => startPageServer(baseHandlers, 'agentTeam');

/** Renders a team page for agent01 (member type 1). */
export function renderAsAgent(ui: ReactElement) {
  setSession({ token: 'tok', id: 1, userName: 'agent01', type: 1 });
  return renderWithQuery(ui);
}
