import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@h5/contract/endpoint.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { redactUrl } from '../logger.ts';
import { startTestApp } from './test-app.ts';

const SECRETS = [
  'tok-AAA111',
  'cookie-BBB222',
  'rsa-CCC333',
  'digest-DDD444',
  'keyhex-EEE555',
  'pw-FFF666',
  'code-GGG777',
  'ticket-HHH888',
];

const failing = defineEndpoint({
  name: 'testLogFailure',
  summary: 'test only',
  group: 'system',
  path: '/wps/test/log-failure',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'none',
  body: z.object({ password: z.string() }),
  response: z.null(),
});

describe('logs', () => {
  it('carry requests and errors without credentials, encryption headers or secret fields', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await startTestApp(
      { logLevel: 'trace' },
      {
        logDestination: destination,
        extraRoutes: (app) => {
          registerEndpoint(app, failing, ({ body, request }) => {
            request.log.info(
              { body, nested: { deeper: { newPassword: body.password, token: 'tok-AAA111' } } },
              'body seen',
            );
            throw new Error('failed on purpose');
          });
        },
      },
    );
    try {
      await t.app.inject({
        method: 'POST',
        url: '/wps/test/log-failure?token=tok-AAA111&password=pw-FFF666&code=code-GGG777&captcha=code-GGG777&verificationCode=code-GGG777&newPassword=pw-FFF666&page=2',
        headers: {
          merchant: 'demo',
          authorization: 'tok-AAA111',
          cookie: 'SHELL_deviceId=cookie-BBB222',
          encryption: 'keyhex-EEE555',
          'x-digest': 'digest-DDD444',
          'x-rsa': 'rsa-CCC333',
          'x-game-ticket': 'ticket-HHH888',
          'content-type': 'application/json',
        },
        payload: { password: 'pw-FFF666', value: 'digest-DDD444' },
      });
    } finally {
      await t.close();
    }
    const output = lines.join('');
    expect(output).toContain('incoming request');
    expect(output).toContain('failed on purpose');
    expect(output).toContain('page=2');
    expect(output).toContain('[redacted]');
    for (const secret of SECRETS) expect(output, secret).not.toContain(secret);
  });
});

describe('redactUrl', () => {
  it('hides the secret query parameters only', () => {
    expect(redactUrl('/wps/x?Token=a&b=c&captcha=d')).toBe('/wps/x?Token=redacted&b=c&captcha=redacted');
    expect(redactUrl('/wps/x?b=c')).toBe('/wps/x?b=c');
    expect(redactUrl('/wps/x')).toBe('/wps/x');
  });

  it('hides every secret field sent as a query parameter, whatever its case', () => {
    const secrets = [
      'verificationCode',
      'newPassword',
      'oldPassword',
      'confirmPassword',
      'confirmNewPassword',
      'paymentPassword',
      'VERIFICATIONCODE',
      'newpassword',
      'value',
    ];
    const url = `/wps/x?${secrets.map((name, i) => `${name}=s3cret${i}`).join('&')}&page=2`;
    const redacted = redactUrl(url);
    expect(redacted).not.toMatch(/s3cret/);
    for (const name of secrets) expect(redacted).toContain(`${name}=redacted`);
    expect(redacted).toContain('page=2');
  });
});
