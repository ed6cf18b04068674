import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSms } from '../../__tests__/account-helpers.ts';
import { startTestApp, type TestApp } from '../../__tests__/test-app.ts';

/** Issue 12 #6: the outbox tables kept SMS codes and temporary passwords in clear when no gateway was set. */
describe('the outbox keeps codes only for the development outbox', () => {
  let plain: TestApp;
  let dev: TestApp;
  beforeAll(async () => {
    // trustProxy: the SMS limits count the forwarded address, so each send below is its own client.
    plain = await startTestApp({ devOutbox: false, trustProxy: true });
    dev = await startTestApp({ devOutbox: true, trustProxy: true });
  });
  afterAll(async () => {
    await plain.close();
    await dev.close();
  });

  const lastRow = (t: TestApp) =>
    t.app.platform.db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('without DEV_OUTBOX, a sent SMS is kept with its code redacted and no code column', async () => {
    expect((await sendSms(plain, 'register', '9170000101', '203.0.113.21')).statusCode).toBe(200);
    const row = await lastRow(plain);
    expect(row.recipient).toBe('639170000101');
    expect(row.code).toBe('');
    expect(row.body).toContain('[redacted]');
    expect(row.body).not.toMatch(/\d{4,}/);
  });

  it('with DEV_OUTBOX, the code is kept for local work and the tests', async () => {
    expect((await sendSms(dev, 'register', '9170000102', '203.0.113.22')).statusCode).toBe(200);
    const row = await lastRow(dev);
    expect(row.code).toMatch(/^\d{4,}$/);
    expect(row.body).toContain(row.code);
  });
});
