import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { initI18n, loadNamespace } from '../../i18n/i18n.ts';
import { ApiError } from '../api-error.ts';
import { errorMessage } from '../error-message.ts';

beforeAll(async () => {
  await initI18n('EN');
  await loadNamespace('member');
});

describe('errorMessage', () => {
  it("gives the server's message of a business failure, else the spec's message from the main dictionary", () => {
    const t = i18next.getFixedT(null, 'translation');
    expect(errorMessage(t, new ApiError('server', 'x', 'Wrong username or password'))).toBe(
      'Wrong username or password',
    );
    expect(errorMessage(t, new ApiError('offline', 'x', ''))).toBe(en.errors.noInternet);
    expect(errorMessage(t, new Error('boom'))).toBe(en.errors.loadFailed);
  });

  it('reads the spec message from the main dictionary whatever namespace `t` is bound to', () => {
    expect(errorMessage(i18next.getFixedT(null, 'member'), new ApiError('timeout', 'x', ''))).toBe(
      en.errors.slowConnection,
    );
  });
});
