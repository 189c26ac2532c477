import { describe, expect, it } from 'vitest';
import { base64UrlBytes, isAuthSecret, isP256dhKey, isSitePath, pushEndpointProblem } from './web-push';

const b64url = (bytes: number[]) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('base64UrlBytes', () => {
  it('decodes base64url with or without padding', () => {
    expect([...(base64UrlBytes('-_8') ?? [])]).toEqual([0xfb, 0xff]);
    expect([...(base64UrlBytes('-_8=') ?? [])]).toEqual([0xfb, 0xff]);
    expect(base64UrlBytes('')).toEqual(new Uint8Array());
  });

  it('refuses standard base64 characters, stray padding and impossible lengths', () => {
    expect(base64UrlBytes('+/8=')).toBeNull();
    expect(base64UrlBytes('ab=c')).toBeNull();
    expect(base64UrlBytes('abcde')).toBeNull();
    expect(base64UrlBytes('ab c')).toBeNull();
  });
});

describe('subscription keys', () => {
  it('takes a 65-byte uncompressed point as p256dh and 16 bytes as the auth secret', () => {
    const point = [0x04, ...Array.from({ length: 64 }, (_, i) => i)];
    expect(isP256dhKey(b64url(point))).toBe(true);
    expect(isP256dhKey(b64url([0x02, ...point.slice(1, 33)]))).toBe(false); // compressed
    expect(isP256dhKey(b64url([0x05, ...point.slice(1)]))).toBe(false);
    expect(isP256dhKey(b64url(point.slice(0, 64)))).toBe(false);
    expect(isAuthSecret(b64url(Array.from({ length: 16 }, (_, i) => i)))).toBe(true);
    expect(isAuthSecret(b64url(Array.from({ length: 15 }, (_, i) => i)))).toBe(false);
    expect(isAuthSecret('not base64!')).toBe(false);
  });
});

describe('pushEndpointProblem', () => {
  const strict = { allowLoopback: false };
  const loopback = { allowLoopback: true };

  it("takes a push service's https address", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH6',
    ]) {
      expect(pushEndpointProblem(endpoint, strict), endpoint).toBeNull();
    }
  });

  it('refuses plain http, other schemes, credentials and addresses on our own network', () => {
    expect(pushEndpointProblem('not a url', strict)).toBe('Must be a URL');
    expect(pushEndpointProblem('http://fcm.googleapis.com/fcm/send/x', strict)).toBe('Must be an https URL');
    expect(pushEndpointProblem('ftp://fcm.googleapis.com/x', strict)).toBe('Must be an https URL');
    expect(pushEndpointProblem('https://user:pw@fcm.googleapis.com/x', strict)).toBe(
      'Must not carry a user name or password',
    );
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://10.0.0.7/push',
      'https://169.254.169.254/latest',
      'https://[::1]/push',
      'https://intranet/push',
    ]) {
      expect(pushEndpointProblem(endpoint, strict), endpoint).toBe("Must be a push service's address");
    }
  });

  it('takes a local push service over http only when loopback is allowed (tests)', () => {
    expect(pushEndpointProblem('http://127.0.0.1:4100/push/1', strict)).toBe('Must be an https URL');
    expect(pushEndpointProblem('http://127.0.0.1:4100/push/1', loopback)).toBeNull();
    expect(pushEndpointProblem('http://localhost:4100/push/1', loopback)).toBeNull();
    expect(pushEndpointProblem('http://10.0.0.7/push/1', loopback)).toBe('Must be an https URL');
    expect(pushEndpointProblem('ws://127.0.0.1/push', loopback)).toBe('Must be an https URL');
  });
});

describe('isSitePath', () => {
  it('takes paths of this site only', () => {
    expect(isSitePath('/bookings?booking=1')).toBe(true);
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('//evil.example/x')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath('https://evil.example/')).toBe(false);
    expect(isSitePath('bookings')).toBe(false);
  });
});
