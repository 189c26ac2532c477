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

  it('reads PUBLIC_ORIGIN as a list of origins, leaving it unset by default', () => {
    expect(parseEnv({}).PUBLIC_ORIGIN).toBeUndefined();
    expect(
      parseEnv({
        PUBLIC_ORIGIN: 'https://tickets.example.in, https://WWW.tickets.example.in/,http://10.0.0.7:8080',
      }).PUBLIC_ORIGIN,
    ).toEqual(['https://tickets.example.in', 'https://www.tickets.example.in', 'http://10.0.0.7:8080']);
  });

  it('refuses a PUBLIC_ORIGIN entry that is not an http(s) origin, saying which', () => {
    const origin = /PUBLIC_ORIGIN\.1: must be an http\(s\) origin such as https:\/\/tickets\.example\.in/;
    for (const wrong of [
      'tickets.example.in',
      'ftp://tickets.example.in',
      'https://tickets.example.in/book',
      'https://user@tickets.example.in',
      'https://tickets.example.in?x=1',
    ]) {
      expect(() => parseEnv({ PUBLIC_ORIGIN: `https://ok.example.in,${wrong}` })).toThrow(origin);
    }
    expect(() => parseEnv({ PUBLIC_ORIGIN: ' , ' })).toThrow(/PUBLIC_ORIGIN: must list at least one origin/);
  });

  it('reads the weather settings: no key by default, the real service, a trailing / dropped', () => {
    expect(parseEnv({}).WEATHER_API_KEY).toBeUndefined();
    expect(parseEnv({}).WEATHER_API_URL).toBe('https://api.weatherapi.com/v1');
    expect(parseEnv({ WEATHER_API_KEY: '  ' }).WEATHER_API_KEY).toBeUndefined();
    expect(
      parseEnv({ WEATHER_API_KEY: 'abc123', WEATHER_API_URL: 'http://127.0.0.1:3803/v1/' }),
    ).toMatchObject({ WEATHER_API_KEY: 'abc123', WEATHER_API_URL: 'http://127.0.0.1:3803/v1' });
    expect(() => parseEnv({ WEATHER_API_URL: 'api.weatherapi.com/v1' })).toThrow(/WEATHER_API_URL/);
    expect(() => parseEnv({ WEATHER_API_URL: 'ftp://weather.example.in' })).toThrow(/WEATHER_API_URL/);
  });

  it('refuses PORT 0 without PUBLIC_ORIGIN: the default hosts need the port', () => {
    expect(() => parseEnv({ PORT: '0' })).toThrow(/PORT: 0 \(any free port\) needs PUBLIC_ORIGIN/);
    expect(parseEnv({ PORT: '0', PUBLIC_ORIGIN: 'https://tickets.example.in' }).PORT).toBe(0);
  });

  it('bounds waits on PostgreSQL at 5 s unless told otherwise', () => {
    expect(parseEnv({}).DB_TIMEOUT_SECONDS).toBe(5);
    expect(parseEnv({ DB_TIMEOUT_SECONDS: '12' }).DB_TIMEOUT_SECONDS).toBe(12);
    expect(() => parseEnv({ DB_TIMEOUT_SECONDS: '0' })).toThrow(/DB_TIMEOUT_SECONDS/);
  });
});
