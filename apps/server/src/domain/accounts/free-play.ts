import { randomInt } from 'node:crypto';
import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import { MEMBER_TYPE } from '@h5/contract/member-types.ts';
import { sourceOf } from '../client-source.ts';
import { ApiError } from '../errors.ts';
import type { WalletRepository } from '../wallet/wallet-repository.ts';
import { postWalletEntry } from '../wallet/ledger.ts';
import { TRIAL_BALANCE_CENTS } from '../wallet/wallets.ts';
import type { AccountsRepository } from './accounts-repository.ts';
import type { AccountRequest, ClientInfo } from './account-request.ts';
import { accountKey } from './members.ts';
import { startSession } from './session-start.ts';
import type { Sessions } from './sessions.ts';
import type { Throttle } from './throttle.ts';

const HOUR_MS = 3_600_000;

export interface FreePlayServices {
  readonly accounts: AccountsRepository;
  readonly wallet: WalletRepository;
  readonly sessions: Sessions;
  readonly throttle: Throttle;
}

/**
 * A trial member (type 4) with a generated name under the merchant's trial merchant, logged in. At most
 * `trialsPerSourceHour` per client address (IPv6: its /64) and hour.
 */
export async function freePlay(
  services: FreePlayServices,
  request: Pick<AccountRequest, 'merchant'>,
  trialsPerSourceHour: number,
  client: ClientInfo,
): Promise<LoginResult> {
  const trialMerchant = request.merchant.trialMerchantCode;
  if (trialMerchant === undefined) throw new ApiError('functionNotAvailable');
  // Issue 12 #6: one address opened 30 trial accounts in 104 ms; the cap is per address (IPv6: its /64).
  if (!(await services.throttle.hit('trial-source', sourceOf(client.ip), trialsPerSourceHour, HOUR_MS))) {
    throw new ApiError('tooManyRequests');
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const account = `guest${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const inserted = await services.accounts.insertMemberIfNew({
      merchant_code: trialMerchant,
      account,
      account_key: accountKey(account),
      type: MEMBER_TYPE.trial,
      // Not an Argon2 hash: no password can ever match it.
      password_hash: '!trial',
      reg_date: Date.now(),
      upline_id: null,
      dialing_code: null,
      mobile: null,
      payment_password_hash: null,
      affiliate_code: null,
      status: 'active',
      register_method: 'FREEPLAY',
    });
    if (inserted !== undefined) {
      // The demo balance is a ledger entry like any other movement: the wallet adds up to its entries.
      await postWalletEntry(services.wallet, {
        memberId: inserted.id,
        type: 'ADJUST',
        amountCents: TRIAL_BALANCE_CENTS,
        reference: 'trial:opening',
      });
      return startSession(services, inserted, client, false);
    }
  }
  throw new ApiError('systemBusy');
}
