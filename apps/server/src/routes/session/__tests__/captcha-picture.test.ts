import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT, captcha } from '../../../__tests__/account-helpers.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { crc32 } from '../../../infra/png.ts';
import { SESSION_APP } from './session-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(SESSION_APP);
});
afterAll(() => t.close());

describe('captcha', () => {
  it('is a valid PNG in base64 without a data: prefix, with an HttpOnly SameSite=Lax cookie, not cached', async () => {
    const res = await t.app.inject({ url: '/wps/captcha', headers: MERCHANT });
    expect(res.headers['cache-control']).toBe('no-store');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const value = envelopeOf(res).value as string;
    expect(value).not.toMatch(/^data:/);
    const png = Buffer.from(value, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // Walk the chunks: lengths, CRCs, and an IDAT that inflates to the image size.
    let offset = 8;
    const chunks: string[] = [];
    let width = 0;
    let height = 0;
    const idat: Buffer[] = [];
    while (offset < png.length) {
      const length = png.readUInt32BE(offset);
      const type = png.subarray(offset + 4, offset + 8).toString('ascii');
      const data = png.subarray(offset + 8, offset + 8 + length);
      expect(png.readUInt32BE(offset + 8 + length)).toBe(
        crc32(png.subarray(offset + 4, offset + 8 + length)),
      );
      if (type === 'IHDR') {
        width = data.readUInt32BE(0);
        height = data.readUInt32BE(4);
      }
      if (type === 'IDAT') idat.push(data);
      chunks.push(type);
      offset += 12 + length;
    }
    expect(chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(inflateSync(Buffer.concat(idat))).toHaveLength((width * 3 + 1) * height);
  });

  it('is single use and bound to the cookie of the client that fetched it', async () => {
    const { captchas } = t.app.platform.accounts;
    const a = await captcha(t);
    const b = await captcha(t);
    expect(a.answer).toMatch(/^\d{4,6}$/);
    // Another client's cookie with this answer fails (and uses up that other captcha).
    expect(await captchas.verify(b.cookies.h5_captcha, a.answer === b.answer ? 'x' : a.answer)).toBe(false);
    expect(await captchas.verify(a.cookies.h5_captcha, a.answer)).toBe(true);
    expect(await captchas.verify(a.cookies.h5_captcha, a.answer)).toBe(false);
    expect(await captchas.verify(undefined, a.answer)).toBe(false);
  });

  it('expires after 5 minutes', async () => {
    const c = await captcha(t);
    expect(
      await t.app.platform.accounts.captchas.verify(
        c.cookies.h5_captcha,
        c.answer,
        Date.now() + 5 * 60_000 + 1,
      ),
    ).toBe(false);
  });
});
