import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error.ts';
import { asksForCaptcha } from '../login.ts';

const failed = (value: unknown) => new ApiError('server', 'login', 'Wrong username or password', { value });

describe('asksForCaptcha (the login failure value, platform-api §3)', () => {
  it('is true only for a failure whose value says captcha: true', () => {
    expect(asksForCaptcha(failed({ captcha: true }))).toBe(true);
    expect(asksForCaptcha(failed({ captcha: false }))).toBe(false);
    expect(asksForCaptcha(failed(undefined))).toBe(false);
    expect(asksForCaptcha(failed({ captcha: 'yes' }))).toBe(false);
    expect(asksForCaptcha(new Error('boom'))).toBe(false);
  });
});
