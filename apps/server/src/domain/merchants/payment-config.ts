import { z } from 'zod';
import { LANGUAGES } from '@h5/contract/languages.ts';

/*
 * The `payments` part of a merchant file (money issue): deposit channels and promotions, withdrawal limits and
 * payout providers, and the operators who review. Amounts are written in pesos, as an operator thinks of them;
 * the domain turns them into centavos. Defaults keep an older merchant file valid: money off, nobody reviews.
 */

const pesos = z
  .number()
  .nonnegative()
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    error: 'expected pesos with at most two decimals',
  });
const id = z
  .string()
  .regex(/^[a-z0-9_-]{1,32}$/, { error: 'expected 1-32 lower-case letters, digits, _ or -' });
const localised = z.strictObject(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().min(1)])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodString
  >,
);

export const depositChannelConfig = z
  .strictObject({
    id,
    kind: z.enum(['ewallet', 'online_bank', 'manual_bank']),
    /** Brand names (GCash, Maya, BDO) are the same in every language. */
    name: z.string().min(1).max(40),
    icon: z.string().default(''),
    /** `simulated`: our own test gateway (`/pay/sim`); `manual`: a bank transfer with a receipt. */
    provider: z.enum(['simulated', 'manual']),
    minAmount: pesos,
    maxAmount: pesos,
    feePercent: z.number().min(0).max(20).default(0),
    feeFixed: pesos.default(0),
    quickAmounts: z.array(pesos).max(8).default([]),
    bankAccount: z
      .strictObject({
        bankName: z.string().min(1),
        accountName: z.string().min(1),
        accountNumber: z.string().min(1),
      })
      .nullable()
      .default(null),
    enabled: z.boolean().default(true),
  })
  .refine((c) => c.minAmount > 0 && c.minAmount <= c.maxAmount, {
    error: 'minAmount must be above 0 and not above maxAmount',
    path: ['minAmount'],
  })
  .refine((c) => (c.kind === 'manual_bank') === (c.provider === 'manual'), {
    error: 'manual_bank channels use the manual provider, and only they do',
    path: ['provider'],
  })
  .refine((c) => c.kind !== 'manual_bank' || c.bankAccount !== null, {
    error: 'a manual_bank channel needs the bankAccount players send money to',
    path: ['bankAccount'],
  });

export const depositPromotionConfig = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  title: localised,
  bonusPercent: z.number().positive().max(500),
  maxBonus: pesos,
  minDeposit: pesos,
  firstDepositOnly: z.boolean(),
  /** The bonus adds this multiple of itself to the withdrawal turnover (issue 16; 0 = none). */
  turnoverMultiple: z.number().min(0).max(100).default(0),
  enabled: z.boolean().default(true),
});

export const payoutProviderConfig = z.strictObject({
  code: id,
  name: z.string().min(1).max(40),
  kind: z.enum(['bank', 'ewallet']),
});

export const operatorConfig = z.strictObject({
  /** Recorded with every action the operator takes. */
  name: z.string().regex(/^[A-Za-z0-9_.@-]{1,64}$/),
  /** SHA-256 (hex) of the operator's token: the file never holds the token itself. */
  tokenSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: 'expected the SHA-256 of the token, 64 hex digits' }),
});

export const paymentConfig = z.strictObject({
  deposit: z
    .strictObject({
      allow: z.boolean(),
      channels: z.array(depositChannelConfig),
      promotions: z.array(depositPromotionConfig).default([]),
      /** A gateway deposit not paid within this many minutes fails, and a later callback credits nothing. */
      gatewayExpiryMinutes: z
        .number()
        .int()
        .min(5)
        .max(24 * 60)
        .default(30),
    })
    .default({ allow: false, channels: [], promotions: [], gatewayExpiryMinutes: 30 }),
  withdraw: z
    .strictObject({
      allow: z.boolean(),
      minAmount: pesos,
      maxAmount: pesos,
      dailyCount: z.number().int().min(1).max(1000),
      dailyAmount: pesos,
      /** Bets since the last deposit must reach this multiple of it (0 = no rule). */
      turnoverMultiple: z.number().min(0).max(100),
      maxPayoutAccounts: z.number().int().min(1).max(20),
      providers: z.array(payoutProviderConfig),
      fundsPasswordMaxTries: z.number().int().min(1).max(20).default(5),
      fundsPasswordLockMinutes: z
        .number()
        .int()
        .min(1)
        .max(24 * 60)
        .default(30),
    })
    .refine((w) => w.minAmount > 0 && w.minAmount <= w.maxAmount && w.maxAmount <= w.dailyAmount, {
      error: 'expected 0 < minAmount ≤ maxAmount ≤ dailyAmount',
      path: ['minAmount'],
    })
    .default({
      allow: false,
      minAmount: 100,
      maxAmount: 50_000,
      dailyCount: 5,
      dailyAmount: 100_000,
      turnoverMultiple: 1,
      maxPayoutAccounts: 3,
      providers: [],
      fundsPasswordMaxTries: 5,
      fundsPasswordLockMinutes: 30,
    }),
  operators: z.array(operatorConfig).default([]),
});

export type PaymentConfig = z.infer<typeof paymentConfig>;
export type DepositChannelConfig = z.infer<typeof depositChannelConfig>;
