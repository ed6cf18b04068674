import { createHmac, hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_PAYMENT_SIMULATOR_SECRET,
  NOTIFICATION_MAX_SKEW_MS,
  SIMULATED_HEADERS,
  SimulatedGateway,
} from '../providers/simulated-gateway.ts';

const SECRET = 's'.repeat(40);
const NOW = Date.UTC(2026, 10, 25, 4, 0, 0);
const gateway = new SimulatedGateway({ secret: SECRET, baseUrl: '' });
const payment = { reference: 'DP20261125ABCDEFGH', amountCents: 101_000, status: 'paid' as const };

const verify = (notification: { headers: Record<string, string>; body: string }, now = NOW, by = gateway) =>
  by.verifyNotification({ headers: notification.headers, body: notification.body, now });

describe('simulated gateway', () => {
  it('sends the player to its own page, under the public base URL, in their language', async () => {
    expect(
      await gateway.startPayment({ ...payment, totalCents: 1, currency: 'PHP', language: 'EN' }),
    ).toEqual({
      payUrl: '/pay/sim/DP20261125ABCDEFGH?lang=EN',
    });
    const behindProxy = new SimulatedGateway({ secret: SECRET, baseUrl: 'https://api.example.ph' });
    expect(
      (await behindProxy.startPayment({ ...payment, totalCents: 1, currency: 'PHP', language: 'TY' })).payUrl,
    ).toBe('https://api.example.ph/pay/sim/DP20261125ABCDEFGH?lang=TY');
  });

  it('signs HMAC-SHA-256 over "<timestamp>.<body>" with a key derived from the secret, and verifies it', () => {
    const notification = gateway.notification(payment, NOW);
    const key = Buffer.from(
      hkdfSync('sha256', SECRET, 'h5-server payment simulator', 'notification signatures v1', 32),
    );
    const expected = createHmac('sha256', key).update(`${NOW}.${notification.body}`).digest('hex');
    expect(notification.headers[SIMULATED_HEADERS.signature]).toBe(expected);
    expect(notification.headers[SIMULATED_HEADERS.timestamp]).toBe(String(NOW));
    expect(verify(notification)).toEqual({
      ok: true,
      notification: {
        reference: payment.reference,
        providerReference: gateway.providerReferenceFor(payment.reference),
        amountCents: 101_000,
        status: 'paid',
        timestamp: NOW,
      },
    });
  });

  it('gives one provider reference per deposit, as a gateway order id', () => {
    expect(gateway.providerReferenceFor('DP1AAAAAAAA')).toBe(gateway.providerReferenceFor('DP1AAAAAAAA'));
    expect(gateway.providerReferenceFor('DP1AAAAAAAA')).not.toBe(gateway.providerReferenceFor('DP1AAAAAAAB'));
    expect(gateway.providerReferenceFor('DP1AAAAAAAA')).toMatch(/^SIM[0-9A-F]{20}$/);
  });

  it('refuses another key, a changed body or timestamp, and says what it claimed', () => {
    const notification = gateway.notification(payment, NOW);
    const other = new SimulatedGateway({ secret: 'o'.repeat(40), baseUrl: '' });
    expect(verify(other.notification(payment, NOW))).toMatchObject({ ok: false, reason: 'signature' });
    const development = new SimulatedGateway({ secret: '', baseUrl: '' });
    expect(verify(development.notification(payment, NOW))).toMatchObject({ ok: false, reason: 'signature' });
    const changed = { ...notification, body: notification.body.replace('101000', '999999') };
    expect(verify(changed)).toEqual({
      ok: false,
      reason: 'signature',
      claimed: {
        reference: payment.reference,
        providerReference: gateway.providerReferenceFor(payment.reference),
        amountCents: 999_999,
      },
    });
    const moved = {
      ...notification,
      headers: { ...notification.headers, [SIMULATED_HEADERS.timestamp]: String(NOW + 1) },
    };
    expect(verify(moved, NOW + 1)).toMatchObject({ ok: false, reason: 'signature' });
  });

  it('uses the public development secret when none is set', () => {
    const development = new SimulatedGateway({ secret: '', baseUrl: '' });
    const explicit = new SimulatedGateway({ secret: DEVELOPMENT_PAYMENT_SIMULATOR_SECRET, baseUrl: '' });
    expect(verify(development.notification(payment, NOW), NOW, explicit)).toMatchObject({ ok: true });
  });

  it('refuses a timestamp more than five minutes away, either way', () => {
    for (const skew of [NOTIFICATION_MAX_SKEW_MS + 1, -NOTIFICATION_MAX_SKEW_MS - 1]) {
      expect(verify(gateway.notification(payment, NOW + skew))).toMatchObject({ ok: false, reason: 'stale' });
    }
    for (const skew of [NOTIFICATION_MAX_SKEW_MS, -NOTIFICATION_MAX_SKEW_MS]) {
      expect(verify(gateway.notification(payment, NOW + skew))).toMatchObject({ ok: true });
    }
  });

  it('refuses missing headers and a signed body of the wrong shape', () => {
    const notification = gateway.notification(payment, NOW);
    expect(verify({ headers: {}, body: notification.body })).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
    const sign = (body: string) => ({
      headers: {
        [SIMULATED_HEADERS.timestamp]: String(NOW),
        [SIMULATED_HEADERS.signature]: gateway.sign(String(NOW), body),
      },
      body,
    });
    for (const body of [
      'not json',
      '[]',
      JSON.stringify({ ...payment, providerReference: 'P' }).replace('"paid"', '"maybe"'),
      JSON.stringify({ ...payment, providerReference: 'P', amountCents: 1.5 }),
      JSON.stringify({ ...payment, providerReference: 'P', extra: 1 }),
      JSON.stringify({ ...payment, reference: 'dp-lower', providerReference: 'P' }),
    ]) {
      expect(verify(sign(body)), body).toMatchObject({ ok: false, reason: 'malformed' });
    }
  });
});
