import type { FastifyInstance } from 'fastify';
import { getMemberInfo, getMerchantWallet, getWalletBalance } from '@h5/contract/endpoints/member.ts';
import { memberInfo } from '../../domain/accounts/member-info.ts';
import { settleDueRoundsOf } from '../../domain/games/rounds.ts';
import { walletBalance } from '../../domain/wallet/wallets.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** platform-api §4.3: member data and wallets. */
export function registerMemberRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getMemberInfo, ({ platform, session }) => {
    return memberInfo(platform.repositories.accounts, session);
  });
  registerEndpoint(app, getWalletBalance, async ({ platform, session, merchant, query }) => {
    // A number-draw win is paid once its draw time has come, not when the player next opens the game.
    const { games, wallet } = platform.repositories;
    await settleDueRoundsOf({ games, work: platform.units.games }, session.memberId);
    return walletBalance(wallet, session.memberId, merchant.wallet, Number(query.typeId ?? '0'));
  });
  registerEndpoint(app, getMerchantWallet, ({ merchant }) => ({ isSingle: merchant.wallet.single }));
}
