import { z } from 'zod';
import { LANGUAGES } from '@h5/contract/languages.ts';

/*
 * The `promotions` part of a merchant file (issue 16): the activity center's categories and promotions, the daily
 * rebate rates, the missions and the VIP levels. Amounts are pesos as an operator writes them; the domain turns them
 * into centavos. Every text is given in every product language. Defaults keep an older merchant file valid: no
 * promotions, no rebate, no missions, one VIP level 0.
 */

const pesos = z
  .number()
  .nonnegative()
  .max(1_000_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    error: 'expected pesos with at most two decimals',
  });
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    error: 'expected a percentage with at most two decimals',
  });
/** A turnover multiple: 0 (none) to 100, at most two decimals. */
const multiple = percent;
const id = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'expected 1-32 letters, digits, _ or -' });
const localised = z.strictObject(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().min(1)])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodString
  >,
);
/**
 * An instant written as ISO 8601 with an offset (`2026-11-01T00:00:00+08:00`), kept as written: the parsed file is
 * stored and parsed again at start (merchant-directory), so the schema must not transform it.
 */
const instant = z.iso.datetime({ offset: true });

const common = {
  id,
  categoryId: id,
  title: localised,
  /** One line of plain text under the title. */
  summary: localised,
  /** HTML, sanitised by the web app before it is shown. */
  rules: localised,
  /** Path below the merchant's image CDN (or a URL), one for all languages or one per language; '' for none. */
  image: z
    .union([
      z.string().max(300),
      z.strictObject(
        Object.fromEntries(LANGUAGES.map((l) => [l, z.string().max(300)])) as Record<
          (typeof LANGUAGES)[number],
          z.ZodString
        >,
      ),
    ])
    .default(''),
  /** Absent: started long ago. */
  startsAt: instant.optional(),
  /** Absent: open-ended. */
  endsAt: instant.optional(),
  enabled: z.boolean().default(true),
};

/** Hours a reward stays claimable once issued; 0 = no limit. */
const claimWindowHours = z
  .number()
  .int()
  .min(0)
  .max(24 * 365)
  .default(0);

export const promotionItemConfig = z.discriminatedUnion('kind', [
  z.strictObject({
    ...common,
    kind: z.literal('deposit_bonus'),
    /** The `payments.deposit.promotions` entry that defines it: percentage, cap, minimum, turnover. */
    depositPromotionId: id,
  }),
  z.strictObject({
    ...common,
    kind: z.literal('daily_login'),
    amount: pesos.refine((v) => v > 0, { error: 'expected more than 0' }),
    turnoverMultiple: multiple,
  }),
  z.strictObject({
    ...common,
    kind: z.literal('sign_up'),
    amount: pesos.refine((v) => v > 0, { error: 'expected more than 0' }),
    turnoverMultiple: multiple,
    /** An operator approves each sign-up (`applying`); else the reward is issued at once. */
    needsApproval: z.boolean(),
    claimWindowHours,
  }),
  /** Describes `promotions.rebate` on the activity center: the rates and settlement are there. */
  z.strictObject({ ...common, kind: z.literal('rebate') }),
  /** Describes the mission `missionId` on the activity center. */
  z.strictObject({ ...common, kind: z.literal('mission'), missionId: id }),
]);

export const missionConfig = z.strictObject({
  id,
  title: localised,
  /** `bet`: stakes of settled bets in the period; `deposit`: deposits credited in the period. */
  kind: z.enum(['bet', 'deposit']),
  target: pesos.refine((v) => v > 0, { error: 'expected more than 0' }),
  reward: pesos.refine((v) => v > 0, { error: 'expected more than 0' }),
  turnoverMultiple: multiple,
  /** The mission starts again every merchant day, week (from Monday) or calendar month. */
  period: z.enum(['day', 'week', 'month']),
  claimWindowHours,
  enabled: z.boolean().default(true),
});

export const vipLevelConfig = z.strictObject({
  level: z.number().int().min(0).max(99),
  name: localised,
  /** Turnover this calendar month, or in total, that reaches the level (either is enough). */
  monthlyTurnover: pesos,
  totalTurnover: pesos,
  benefits: z
    .array(
      z.strictObject({
        kind: z.string().regex(/^[a-z_]{1,32}$/),
        label: localised,
        value: localised,
      }),
    )
    .default([]),
});

/** A time of the merchant's day, `HH:mm` (24 h). */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'expected HH:mm (00:00-23:59)' });
const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Red envelope rain for the merchant's agents (docs/decisions.md "Red envelope rain"): a rain starts at each of
 * `startTimes` of the merchant's day and falls for `minutes`; in it each agent opens up to `envelopesPerRain`
 * envelopes of a random amount from `minAmount` to `maxAmount`, until the rain's `budget` is spent.
 */
export const redRainConfig = z
  .strictObject({
    enabled: z.boolean().default(true),
    /** The reward's title in the reward center. */
    title: localised,
    startTimes: z.array(clockTime).min(1).max(48),
    minutes: z.number().int().min(1).max(1440),
    envelopesPerRain: z.number().int().min(1).max(100),
    minAmount: pesos.refine((v) => v > 0, { error: 'expected more than 0' }),
    maxAmount: pesos.refine((v) => v > 0, { error: 'expected more than 0' }),
    /** Pesos all agents together may open in one rain. */
    budget: pesos.refine((v) => v > 0, { error: 'expected more than 0' }),
    turnoverMultiple: multiple,
    /**
     * Successful deposits an agent must have made to open envelopes (0: none): an account opened only to gather
     * envelopes has made none.
     */
    minDeposits: z.number().int().min(0).max(100).default(0),
  })
  .superRefine((c, ctx) => {
    if (c.maxAmount < c.minAmount) {
      ctx.addIssue({ code: 'custom', message: 'maxAmount must not be below minAmount', path: ['maxAmount'] });
    }
    if (c.budget < c.minAmount) {
      ctx.addIssue({ code: 'custom', message: 'budget must be at least minAmount', path: ['budget'] });
    }
    // A rain's key is its start: two rains falling at once, or one still falling when the next starts, would
    // share what an agent may open.
    const starts = c.startTimes.map(minutesOf).sort((a, b) => a - b);
    starts.forEach((start, i) => {
      const following = starts[i + 1] ?? (starts[0] ?? 0) + 1440;
      if (start + c.minutes > following) {
        ctx.addIssue({
          code: 'custom',
          message: 'rains must not overlap: each must end before the next starts',
          path: ['startTimes'],
        });
      }
    });
  });

export const promotionConfig = z
  .strictObject({
    categories: z.array(z.strictObject({ id, name: localised })).default([]),
    items: z.array(promotionItemConfig).default([]),
    rebate: z
      .strictObject({
        /** Settle every finished merchant day by itself (`auto`), besides the manual claim (MANPLAYREB3). */
        auto: z.boolean(),
        turnoverMultiple: multiple,
        rates: z.array(
          z.strictObject({ productType: z.string().regex(/^[A-Z0-9_]{1,16}$/), ratePercent: percent }),
        ),
      })
      .default({ auto: false, turnoverMultiple: 0, rates: [] }),
    missions: z.array(missionConfig).default([]),
    /** Absent: no red envelope rain. */
    redRain: redRainConfig.optional(),
    vip: z
      .array(vipLevelConfig)
      .min(1)
      .default([
        {
          level: 0,
          name: Object.fromEntries(LANGUAGES.map((l) => [l, 'VIP0'])) as Record<
            (typeof LANGUAGES)[number],
            string
          >,
          monthlyTurnover: 0,
          totalTurnover: 0,
          benefits: [],
        },
      ]),
  })
  .superRefine((c, ctx) => {
    const categories = new Set(c.categories.map((x) => x.id));
    const missions = new Set(c.missions.map((m) => m.id));
    const ids = new Set<string>();
    c.items.forEach((item, i) => {
      if (ids.has(item.id))
        ctx.addIssue({ code: 'custom', message: 'duplicate promotion id', path: ['items', i, 'id'] });
      ids.add(item.id);
      if (!categories.has(item.categoryId)) {
        ctx.addIssue({ code: 'custom', message: 'unknown categoryId', path: ['items', i, 'categoryId'] });
      }
      if (item.kind === 'mission' && !missions.has(item.missionId)) {
        ctx.addIssue({ code: 'custom', message: 'unknown missionId', path: ['items', i, 'missionId'] });
      }
      if (
        item.startsAt !== undefined &&
        item.endsAt !== undefined &&
        Date.parse(item.endsAt) <= Date.parse(item.startsAt)
      ) {
        ctx.addIssue({
          code: 'custom',
          message: 'endsAt must be after startsAt',
          path: ['items', i, 'endsAt'],
        });
      }
    });
    c.vip.forEach((level, i) => {
      if (level.level !== i)
        ctx.addIssue({
          code: 'custom',
          message: 'levels must be 0, 1, 2 … in order',
          path: ['vip', i, 'level'],
        });
      const previous = c.vip[i - 1];
      if (
        previous !== undefined &&
        (level.monthlyTurnover < previous.monthlyTurnover || level.totalTurnover < previous.totalTurnover)
      ) {
        ctx.addIssue({ code: 'custom', message: 'thresholds must not fall', path: ['vip', i] });
      }
    });
  });

export type PromotionConfig = z.infer<typeof promotionConfig>;
export type PromotionItemConfig = z.infer<typeof promotionItemConfig>;
export type MissionConfig = z.infer<typeof missionConfig>;
export type VipLevelConfig = z.infer<typeof vipLevelConfig>;
export type RedRainConfig = z.infer<typeof redRainConfig>;
