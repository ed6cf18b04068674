import * as z from 'zod/mini';

/**
 * The idempotency key of a request that must take effect once (one that moves money, a support message): made by
 * the client once per intended action and sent again with every retry; the server performs the action once and
 * answers a repeat with the first answer. Its own module, so a page that only sends such a request does not load
 * the money schemas with it.
 */
export const requestId = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));
