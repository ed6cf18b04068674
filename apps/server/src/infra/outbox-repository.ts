import type { Db } from '../db/database.ts';

export type OutboxChannel = 'sms' | 'mail';

export interface OutboxEntry {
  to: string;
  subject: string;
  body: string;
  code: string;
  sentAt: number;
}

const TABLES = { sms: 'sms_outbox', mail: 'mail_outbox' } as const;

/** The outbox tables (`sms_outbox`, `mail_outbox`): what the outbox provider "sent". */
export function outboxRepository(db: Db) {
  return {
    async insertOutboxMessage(channel: OutboxChannel, message: OutboxEntry): Promise<void> {
      await db
        .insertInto(TABLES[channel])
        .values({
          recipient: message.to,
          subject: message.subject,
          body: message.body,
          code: message.code,
          sent_at: message.sentAt,
        })
        .execute();
    },

    /** The latest messages to an address, newest first (development outbox endpoint). */
    async latestOutboxMessages(channel: OutboxChannel, to: string, limit = 10): Promise<OutboxEntry[]> {
      const rows = await db
        .selectFrom(TABLES[channel])
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
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
