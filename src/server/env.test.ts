import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('configuration', () => {
  it('has safe defaults for sessions and proxies', () => {
    const env = parseEnv({});
    expect(env.COOKIE_SECURE).toBe('auto');
    expect(env.SESSION_IDLE_DAYS).toBe(14);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.SEED_DEMO_ACCOUNTS).toBe(true);
  });

  it('reads the account settings', () => {
    const env = parseEnv({
      COOKIE_SECURE: 'true',
      SESSION_IDLE_DAYS: '3',
      TRUST_PROXY: 'true',
      SEED_DEMO_ACCOUNTS: 'false',
    });
    expect(env).toMatchObject({
      COOKIE_SECURE: 'true',
      SESSION_IDLE_DAYS: 3,
      TRUST_PROXY: true,
      SEED_DEMO_ACCOUNTS: false,
    });
  });

  it('refuses values it does not understand', () => {
    expect(() => parseEnv({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
    expect(() => parseEnv({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/);
    expect(() => parseEnv({ SESSION_IDLE_DAYS: '31' })).toThrow(/SESSION_IDLE_DAYS/);
    expect(() => parseEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
  });

  it('bounds waits on PostgreSQL at 5 s unless told otherwise', () => {
    expect(parseEnv({}).DB_TIMEOUT_SECONDS).toBe(5);
    expect(parseEnv({ DB_TIMEOUT_SECONDS: '12' }).DB_TIMEOUT_SECONDS).toBe(12);
    expect(() => parseEnv({ DB_TIMEOUT_SECONDS: '0' })).toThrow(/DB_TIMEOUT_SECONDS/);
  });
});
