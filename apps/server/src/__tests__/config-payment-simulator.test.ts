import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const SECRET = 'y'.repeat(32);

describe('PAYMENT_SIMULATOR_SECRET', () => {
  it('is optional: a production server, which never offers the simulated gateway, does not need it', () => {
    expect(loadConfig({}).paymentSimulatorSecret).toBe('');
    expect(loadConfig({ PAYMENT_SIMULATOR_SECRET: SECRET }).paymentSimulatorSecret).toBe(SECRET);
    expect(loadConfig({ KEY_RING_SECRET: 'k'.repeat(32), NODE_ENV: 'production' }).production).toBe(true);
  });

  it('refuses a short secret without printing it', () => {
    let error: unknown;
    try {
      loadConfig({ PAYMENT_SIMULATOR_SECRET: 'hunter2' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PAYMENT_SIMULATOR_SECRET=(7 characters, not shown): expected empty or at least 32 characters',
    ]);
    expect(String(error)).not.toContain('hunter2');
  });
});
