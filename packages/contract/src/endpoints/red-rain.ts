import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { requestId } from '../request-id.ts';

/*
 * Red envelope rain (lobby spec §2.12 agent home entry `/m/redRain`, switch AGENTMENU_REDRAIN3). Neither spec nor
 * platform-api describes it, so the shapes are ours (docs/decisions.md "Red envelope rain"): the merchant runs
 * rains for its agents at set times of its day (merchant file `promotions.redRain`); while one falls, each agent
 * opens up to `envelopesPerRain` envelopes of a random amount within the range, until the rain's budget is spent.
 * Each envelope is credited at once through the ledger as a claimed reward (reward center, transaction record),
 * carrying its turnover for the withdrawal rule.
 *
 * Token required; agents only (`agent.only`); a merchant with the switch off or no rain configured answers
 * `red.rain.unavailable`. Amounts are pesos (two decimals at most), times ms since the epoch.
 */

/** A rain's key: its start in the merchant's time zone, `YYYY-MM-DDTHH:mm`. */
export const rainKey = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/));

export const redRainWindow = z.object({
  rainKey: z.string(),
  startTime: z.number(),
  /** When envelopes stop falling (exclusive). */
  endTime: z.number(),
});
export type RedRainWindow = z.infer<typeof redRainWindow>;

export const redEnvelope = z.object({
  /** The reward's id (reward center). */
  id: z.number(),
  rainKey: z.string(),
  amount: z.number(),
  /** Turnover the amount adds to the withdrawal rule: amount × this. */
  turnoverMultiple: z.number(),
  time: z.number(),
});
export type RedEnvelope = z.infer<typeof redEnvelope>;

/** How many of the member's own envelopes `getRedRain` lists, newest first. */
export const RED_RAIN_HISTORY_SIZE = 20;

export const getRedRain = defineEndpoint({
  name: 'getRedRain',
  summary:
    'The red envelope rain: its rules, the rain falling now (with the agent’s envelopes left), the next one, and the agent’s latest envelopes',
  group: 'agent',
  path: '/wps/relay/MCSFE_getRedRain',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  response: z.object({
    /** The server's clock when it answered, so the page counts down without trusting the phone's clock. */
    serverTime: z.number(),
    envelopesPerRain: z.number(),
    minAmount: z.number(),
    maxAmount: z.number(),
    turnoverMultiple: z.number(),
    /** Successful deposits an agent must have made to open envelopes (0: none). */
    minDeposits: z.number(),
    /** This agent has made them: it may open envelopes. */
    qualified: z.boolean(),
    /** The rain falling now; null between rains. */
    current: z.nullable(
      z.object({
        ...redRainWindow.shape,
        /** The agent's envelopes still to open in this rain. */
        envelopesLeft: z.number(),
        /** The rain's budget is spent: no envelope is left for anyone. */
        over: z.boolean(),
      }),
    ),
    /** The next rain to start after now (after the current one); null when none is scheduled. */
    next: z.nullable(redRainWindow),
    /** The agent's latest envelopes, newest first, at most RED_RAIN_HISTORY_SIZE. */
    envelopes: z.array(redEnvelope),
    /** Every envelope the agent has opened, pesos. */
    totalAmount: z.number(),
  }),
});

/**
 * Opens one envelope of the rain falling now: a random amount within the range (less if the budget has less, never
 * below the minimum), credited at once. The same requestId again answers the same envelope and credits nothing; with
 * another rainKey it is `request.id.reused`. A rain not falling (ended, not started, unknown key) is
 * `red.rain.not.active`; an agent without `minDeposits` deposits `red.rain.not.qualified`; the agent's envelopes all
 * opened `red.rain.no.envelopes`; the budget spent `red.rain.over`.
 */
export const grabRedEnvelope = defineEndpoint({
  name: 'grabRedEnvelope',
  summary: 'Opens one of the agent’s envelopes of the rain falling now and credits its random amount once',
  group: 'agent',
  path: '/wps/relay/MCSFE_grabRedEnvelope',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'required',
  body: z.object({ requestId, rainKey }),
  response: z.object({ envelope: redEnvelope, envelopesLeft: z.number() }),
});
