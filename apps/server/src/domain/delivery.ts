import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';

export interface OutgoingMessage {
  /** Mobile as `<dialing code><number>` digits, or the e-mail address. */
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /** The secret inside the message (SMS code, temporary password); never logged. */
  readonly code: string;
}

/** How SMS and e-mail leave the server. Swap the provider for a real gateway; the domain code does not change. */
export interface DeliveryProvider {
  sendSms(message: OutgoingMessage): Promise<void>;
  sendMail(message: OutgoingMessage): Promise<void>;
}

const redact = (message: OutgoingMessage) => ({
  to: message.to,
  subject: message.subject,
  body: message.code === '' ? message.body : message.body.split(message.code).join('[redacted]'),
});

/**
 * The default provider: writes each message to `sms_outbox` / `mail_outbox` (with the plain code, for local
 * work and the development outbox endpoint) and a log line with the code redacted. Nothing leaves the machine.
 */
export class OutboxProvider implements DeliveryProvider {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async sendSms(message: OutgoingMessage): Promise<void> {
    await this.#store('sms_outbox', message);
    this.log.info({ sms: redact(message) }, 'SMS written to the outbox');
  }

  async sendMail(message: OutgoingMessage): Promise<void> {
    await this.#store('mail_outbox', message);
    this.log.info({ mail: redact(message) }, 'e-mail written to the outbox');
  }

  async #store(table: 'sms_outbox' | 'mail_outbox', message: OutgoingMessage): Promise<void> {
    await this.db
      .insertInto(table)
      .values({
        recipient: message.to,
        subject: message.subject,
        body: message.body,
        code: message.code,
        sent_at: Date.now(),
      })
      .execute();
  }
}

export interface OutboxEntry {
  to: string;
  subject: string;
  body: string;
  code: string;
  sentAt: number;
}

/** The latest messages to an address, newest first (development outbox endpoint). */
export async function readOutbox(
  db: Db,
  channel: 'sms' | 'mail',
  to: string,
  limit = 10,
): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom(channel === 'sms' ? 'sms_outbox' : 'mail_outbox')
    .selectAll()
    .where('recipient', '=', channel === 'mail' ? to.toLowerCase() : to)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    code: r.code,
    sentAt: r.sent_at,
  }));
}
