import type { BaseLogger } from 'pino';
import type { OutboxChannel, OutboxRepository } from './outbox-repository.ts';

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

/** What the outbox needs of a logger: pino's, which Fastify's is, without the domain depending on Fastify. */
export type OutboxLog = Pick<BaseLogger, 'info'>;

/**
 * The default provider: writes each message to `sms_outbox` / `mail_outbox` and a log line with the code redacted.
 * Nothing leaves the machine. The plain code (SMS code, temporary password) is stored only with `keepCodes`, the
 * development outbox (`DEV_OUTBOX`) that local work and the tests read; otherwise the row keeps the message with its
 * code redacted (issue 12 #6: codes sat in clear in the tables), which is all an operator needs to see it went out.
 */
export class OutboxProvider implements DeliveryProvider {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly log: OutboxLog,
    private readonly options: { readonly keepCodes: boolean },
  ) {}

  async sendSms(message: OutgoingMessage): Promise<void> {
    await this.#store('sms', message);
    this.log.info({ sms: redact(message) }, 'SMS written to the outbox');
  }

  async sendMail(message: OutgoingMessage): Promise<void> {
    await this.#store('mail', message);
    this.log.info({ mail: redact(message) }, 'e-mail written to the outbox');
  }

  async #store(channel: OutboxChannel, message: OutgoingMessage): Promise<void> {
    const stored = this.options.keepCodes ? message : { ...redact(message), code: '' };
    await this.outbox.insertOutboxMessage(channel, { ...stored, sentAt: Date.now() });
  }
}
