import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPuzzle, type CaptchaPuzzle } from '@h5/contract/endpoints/session.ts';
import { PUZZLE_HOURLY_PER_SOURCE } from '../../../domain/accounts/captcha.ts';
import { MERCHANT, loginAs } from '../../../__tests__/account-helpers.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: true });
});
afterAll(() => t.close());

async function puzzle(): Promise<{ cookies: Record<string, string>; puzzle: CaptchaPuzzle }> {
  const res = await t.app.inject({ url: '/wps/captcha/puzzle?t=1', headers: MERCHANT });
  expect(res.headers['cache-control']).toBe('no-store');
  const cookie = res.cookies.find((c) => c.name === 'h5_captcha');
  if (cookie === undefined) throw new Error('no captcha cookie');
  expect(cookie).toMatchObject({ httpOnly: true, path: '/wps' });
  return { cookies: { h5_captcha: cookie.value }, puzzle: captchaPuzzle.parse(envelopeOf(res).value) };
}

/** What the browser does, by brute force over the whole range. */
function solve({ salt, challenge, maxNumber }: CaptchaPuzzle): string {
  for (let n = 0; n <= maxNumber; n++)
    if (createHash('sha256').update(`${salt}${n}`).digest('hex') === challenge) return String(n);
  throw new Error('no solution in range');
}

/** Three failures from one address make that address's next logins need a captcha. */
async function needCaptcha(ip: string): Promise<void> {
  for (let i = 0; i < 3; i++) await loginAs(t, 'player01', 'wrong-pass1', { ip });
  const asked = await loginAs(t, 'player01', 'demo1234', { ip });
  expect(envelopeOf(asked)).toMatchObject({ errorCode: 'captcha.incorrect', value: { captcha: true } });
}

describe('captcha puzzle, the alternative to the picture (issue 12 #3)', () => {
  it('a solved puzzle passes the captcha of a login, once', async () => {
    const ip = '10.9.0.1';
    await needCaptcha(ip);
    const issued = await puzzle();
    const answer = solve(issued.puzzle);
    const ok = await loginAs(t, 'player01', 'demo1234', { ip, cookies: issued.cookies, captcha: answer });
    expect(ok.statusCode).toBe(200);

    for (let i = 0; i < 3; i++) await loginAs(t, 'player01', 'wrong-pass1', { ip });
    const replay = await loginAs(t, 'player01', 'demo1234', { ip, cookies: issued.cookies, captcha: answer });
    expect(envelopeOf(replay).errorCode).toBe('captcha.incorrect');
  });

  it('a wrong number, or a number solved for another cookie, does not pass', async () => {
    const ip = '10.9.0.2';
    await needCaptcha(ip);
    const mine = await puzzle();
    const wrong = String((Number(solve(mine.puzzle)) + 1) % (mine.puzzle.maxNumber + 1));
    const res = await loginAs(t, 'player01', 'demo1234', { ip, cookies: mine.cookies, captcha: wrong });
    expect(envelopeOf(res).errorCode).toBe('captcha.incorrect');

    const other = await puzzle();
    const fresh = await puzzle();
    const crossed = await loginAs(t, 'player01', 'demo1234', {
      ip,
      cookies: fresh.cookies,
      captcha: solve(other.puzzle),
    });
    // A 1-in-300,001 chance that the two answers are the same number.
    if (solve(other.puzzle) !== solve(fresh.puzzle))
      expect(envelopeOf(crossed).errorCode).toBe('captcha.incorrect');
  });

  it('every puzzle is new: salt, challenge and answer differ', async () => {
    const [a, b] = [await puzzle(), await puzzle()];
    expect(a.puzzle.salt).not.toBe(b.puzzle.salt);
    expect(a.puzzle.challenge).not.toBe(b.puzzle.challenge);
    expect(a.cookies.h5_captcha).not.toBe(b.cookies.h5_captcha);
  });

  it('gives one client source at most PUZZLE_HOURLY_PER_SOURCE puzzles an hour; another source still gets one', async () => {
    const fetchFrom = (ip: string) =>
      t.app.inject({ url: '/wps/captcha/puzzle', headers: { ...MERCHANT, 'x-forwarded-for': ip } });
    for (let i = 0; i < PUZZLE_HOURLY_PER_SOURCE; i++)
      expect((await fetchFrom('10.9.1.1')).statusCode).toBe(200);
    const refused = await fetchFrom('10.9.1.1');
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused).errorCode).toBe('request.too.many');
    expect((await fetchFrom('10.9.1.2')).statusCode).toBe(200);
  });
});
