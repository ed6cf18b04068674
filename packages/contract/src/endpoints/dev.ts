import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Development-only: what the SMS and e-mail providers "sent". Not part of `ENDPOINTS`: the server registers it
 * only when `DEV_OUTBOX=true`, for end-to-end tests and local work. Never enable it in production.
 */
export const getDevOutbox = defineEndpoint({
  name: 'getDevOutbox',
  summary: 'Development only: the latest SMS or e-mail messages sent to an address',
  group: 'system',
  path: '/wps/dev/outbox',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'none',
  query: z.object({
    /** `captcha`: the answer of the captcha whose cookie value is `to` (end-to-end tests read the cookie). */
    channel: z.enum(['sms', 'mail', 'captcha']),
    /** Mobile as `<dialing code><number>` digits, the e-mail address, or the captcha cookie value. */
    to: z.string().check(z.minLength(1), z.maxLength(254)),
  }),
  response: z.array(
    z.object({ to: z.string(), subject: z.string(), body: z.string(), code: z.string(), sentAt: z.number() }),
  ),
});
