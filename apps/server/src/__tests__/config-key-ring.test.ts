import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const SECRET = 'x'.repeat(32);

describe('KEY_RING_SECRET and NODE_ENV', () => {
  it('is optional in development and required in production', () => {
    expect(loadConfig({})).toMatchObject({ keyRingSecret: '', production: false });
    expect(loadConfig({ KEY_RING_SECRET: SECRET, NODE_ENV: 'production' })).toMatchObject({
      keyRingSecret: SECRET,
      production: true,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).production).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /KEY_RING_SECRET: required when NODE_ENV=production/,
    );
  });

  it('refuses the development outbox in production', () => {
    expect(() => loadConfig({ KEY_RING_SECRET: SECRET, NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(
      /DEV_OUTBOX: must be off when NODE_ENV=production/,
    );
    expect(loadConfig({ DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
  });

  it('refuses a short secret without printing it', () => {
    let error: unknown;
    try {
      loadConfig({ KEY_RING_SECRET: 'hunter2' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems } = error as ConfigError;
    expect(problems).toEqual([
      'KEY_RING_SECRET=(7 characters, not shown): expected empty or at least 32 characters',
    ]);
    expect(String(error)).not.toContain('hunter2');
  });
});
