import { z } from 'zod';
import type { CUSTOMER_SERVICE_KINDS } from '@h5/contract/endpoints/support.ts';
import type { CustomerService } from '@h5/contract/endpoints/system.ts';
import { LANGUAGES, type Language } from '@h5/contract/languages.ts';

/*
 * The `support` part of a merchant file (issue 17 item 1, docs/decisions.md "Customer support"): the channels where
 * a person answers (Telegram, Facebook Messenger, Viber, phone, e-mail, any https page), each with a title in every
 * language, and whether the app's own conversation (`/m/service/chat`, answered through the operator API) is
 * offered. When the section is present it is what the site configuration's `customerService` list shows (lobby
 * spec §2.15); without it the file's `customerService` entries are served as written.
 */

/** The in-app conversation's route (web `features/support`). */
export const IN_APP_CHAT_PATH = '/m/service/chat';

const title = z.strictObject(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().trim().min(1)])) as Record<Language, z.ZodString>,
);

const https = (host: RegExp, example: string) =>
  z.url({ protocol: /^https$/, hostname: host, error: `expected an https link such as ${example}` });

/** Each kind checks its own target, so a merchant file cannot send players to a `javascript:` or look-alike URL. */
const channel = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('telegram'),
    title,
    target: https(/^t\.me$/, 'https://t.me/yoursupport'),
  }),
  z.strictObject({
    kind: z.literal('messenger'),
    title,
    target: https(/^m\.me$/, 'https://m.me/yourpage'),
  }),
  z.strictObject({
    kind: z.literal('viber'),
    title,
    target: z.string().regex(/^viber:\/\/(?:chat\?number=%2B[0-9]{7,15}|pa\?chatURI=[A-Za-z0-9_.-]{1,64})$/, {
      error: 'expected viber://chat?number=%2B639… or viber://pa?chatURI=…',
    }),
  }),
  z.strictObject({
    kind: z.literal('phone'),
    title,
    target: z
      .string()
      .regex(/^\+[0-9]{7,15}$/, { error: 'expected an international number such as +639171234567' }),
  }),
  z.strictObject({ kind: z.literal('email'), title, target: z.email() }),
  z.strictObject({ kind: z.literal('link'), title, target: z.url({ protocol: /^https$/ }) }),
]);
export type SupportChannel = z.infer<typeof channel>;

export const supportConfig = z.strictObject({
  channels: z.array(channel).max(10),
  /** The in-app conversation with the merchant's staff; on unless the merchant answers only elsewhere. */
  inAppChat: z.boolean().default(true),
  inAppChatTitle: title.default({ TY: 'Makipag-usap sa amin dito', EN: 'Chat with us here' }),
});
export type SupportConfig = z.infer<typeof supportConfig>;

/** The link a channel opens: the app (or browser) of its kind. */
export function channelHref(entry: SupportChannel): string {
  switch (entry.kind) {
    case 'phone':
      return `tel:${entry.target}`;
    case 'email':
      return `mailto:${entry.target}`;
    default:
      return entry.target;
  }
}

/** The site configuration's customer-service list: the channels, then the in-app conversation when offered. */
export function customerServiceEntries(support: SupportConfig, language: Language): CustomerService[] {
  const entries: CustomerService[] = support.channels.map((entry) => ({
    title: entry.title[language],
    path: channelHref(entry),
    encrypted: false,
    kind: entry.kind satisfies (typeof CUSTOMER_SERVICE_KINDS)[number],
  }));
  if (support.inAppChat) {
    entries.push({
      title: support.inAppChatTitle[language],
      path: IN_APP_CHAT_PATH,
      encrypted: false,
      kind: 'chat',
    });
  }
  return entries;
}
