import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
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

  it('reads the mail settings: .eml files without SMTP_URL, an smtp(s) URL, never quoting a bad one', () => {
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
    expect(parseEnv({}).MAIL_FROM).toBe('KhelPass <tickets@khelpass.in>');
    expect(parseEnv({ SMTP_URL: ' ' }).SMTP_URL).toBeUndefined();
    expect(
      parseEnv({ SMTP_URL: 'smtp://user:p%40ss@mail.example.in:587', MAIL_FROM: 'Tickets <t@example.in>' }),
    ).toMatchObject({
      SMTP_URL: 'smtp://user:p%40ss@mail.example.in:587',
      MAIL_FROM: 'Tickets <t@example.in>',
    });
    expect(parseEnv({ SMTP_URL: 'smtps://user:pass@mail.example.in' }).SMTP_URL).toBe(
      'smtps://user:pass@mail.example.in',
    );
    for (const bad of ['http://user:hunter2@mail.example.in', 'mail.example.in:587']) {
      expect(() => parseEnv({ SMTP_URL: bad })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
      expect(() => parseEnv({ SMTP_URL: bad })).not.toThrow(/hunter2/);
    }
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

  it('generates Web Push keys unless a pair is configured, and reaches support by default', () => {
    const env = parseEnv({ VAPID_PUBLIC_KEY: ' ', VAPID_PRIVATE_KEY: '' });
    expect(env.VAPID_PUBLIC_KEY).toBeUndefined();
    expect(env.VAPID_PRIVATE_KEY).toBeUndefined();
    expect(env.VAPID_SUBJECT).toBe('mailto:support@khelpass.in');
    expect(env.PUSH_LOOPBACK_ENDPOINTS).toBe(false);
    const keys = webpush.generateVAPIDKeys();
    expect(
      parseEnv({
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'https://tickets.example.in/contact',
        PUSH_LOOPBACK_ENDPOINTS: 'true',
      }),
    ).toMatchObject({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://tickets.example.in/contact',
      PUSH_LOOPBACK_ENDPOINTS: true,
    });
  });

  it('refuses half a VAPID pair, keys that are not one pair, and a subject that is no contact, never quoting a key', () => {
    const keys = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    const problem = (source: Record<string, string>) => {
      try {
        parseEnv(source);
      } catch (error) {
        const text = String(error);
        for (const key of [keys.privateKey, other.privateKey]) expect(text).not.toContain(key);
        return text;
      }
      throw new Error('accepted');
    };
    expect(problem({ VAPID_PUBLIC_KEY: keys.publicKey })).toMatch(
      /VAPID_PRIVATE_KEY: set both VAPID keys or neither/,
    );
    expect(problem({ VAPID_PRIVATE_KEY: keys.privateKey })).toMatch(/VAPID_PUBLIC_KEY: set both/);
    expect(problem({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toMatch(
      /VAPID_PRIVATE_KEY: the public key is not the private key/,
    );
    expect(problem({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey })).toMatch(
      /the public key must be a base64url uncompressed P-256 point/,
    );
    expect(problem({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: 'abc' })).toMatch(
      /the private key must be a base64url P-256 private key/,
    );
    expect(problem({ VAPID_SUBJECT: 'support@khelpass.in' })).toMatch(
      /VAPID_SUBJECT: must be a mailto: or https: URL/,
    );
    expect(problem({ VAPID_SUBJECT: 'http://khelpass.in' })).toMatch(/VAPID_SUBJECT/);
    expect(problem({ PUSH_LOOPBACK_ENDPOINTS: 'yes' })).toMatch(/PUSH_LOOPBACK_ENDPOINTS/);
  });
});
