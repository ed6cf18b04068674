import { getContractSettlements } from '@h5/contract/endpoints/agent-money.ts';
import { getWalletBalance } from '@h5/contract/endpoints/member.ts';
import { http, HttpResponse } from 'msw';
import { failure } from '../../../../test/fixtures.ts';
import { reply } from '../../../../test/msw.ts';

/**
 * The handlers every agent money page test starts from: the wallet (money format), no settled contract periods (the
 * contract pages list them under the terms), a 404 for anything unmocked.
 */
export const baseHandlers = [
  reply(getWalletBalance, { sumBalance: 0, currency: 'PHP', currencySymbol: '₱', balance: [] }),
  reply(getContractSettlements, { content: [], pageNum: 1, totalPages: 0, totalCount: 0 }),
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
];
