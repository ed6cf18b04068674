import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

export const memberInfo = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  /** Member type (accounts spec §6). */
  type: z.number(),
  clubLabel: z.object({ labelName: z.string() }),
  /** Registration time, ms since the epoch. */
  regDate: z.number(),
  /** Masked, e.g. `63-9*****4567`; empty when none. */
  mobile: z.string(),
  /** Masked e-mail; empty when none. */
  email: z.string(),
  /** The upline's account for "transfer to superior"; empty when none. */
  toUpline: z.string(),
  merchantCode: z.string(),
  passwordExpired: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const getMemberInfo = defineEndpoint({
  name: 'getMemberInfo',
  summary: 'The session member’s profile; 401 login.not.session for guests',
  group: 'member',
  path: '/wps/member/info',
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'required',
  response: memberInfo,
});

/** Main wallet account type (platform-api §4.3). */
export const MAIN_WALLET_TYPE_ID = 2;
/**
 * Our held wallet: the amounts of pending withdrawals, not spendable (a `WITHDRAW_HOLD` moved them out of the main
 * wallet). Not a platform account type: the balance answer leaves it out; the withdraw settings show it as `held`.
 */
export const HELD_WALLET_TYPE_ID = 90;

export const walletBalance = z.object({
  sumBalance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  balance: z.array(z.object({ accountTypeId: z.number(), availBalance: z.number() })),
});
export type WalletBalance = z.infer<typeof walletBalance>;

export const getWalletBalance = defineEndpoint({
  name: 'getWalletBalance',
  summary: 'Balances of the member, per wallet and summed; typeId 0 (or none) for every wallet',
  group: 'member',
  path: '/wps/v2/wallets/balance',
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'required',
  query: z.object({ typeId: z.optional(z.string().check(z.regex(/^[0-9]{1,4}$/))) }),
  response: walletBalance,
});

export const getMerchantWallet = defineEndpoint({
  name: 'getMerchantWallet',
  summary: 'Whether the merchant runs a single wallet (no transfers between game wallets)',
  group: 'member',
  path: '/wps/relay/GCS_merchantWallet',
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'optional',
  response: z.object({ isSingle: z.boolean() }),
});
