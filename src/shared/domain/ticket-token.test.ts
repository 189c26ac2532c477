import { describe, expect, it } from 'vitest';
import {
  bytesToBase64Url,
  importGateKey,
  parseTicketToken,
  type TicketClaims,
  ticketClaimsBytes,
  ticketToken,
  verifyTicketToken,
} from './ticket-token';
import { base64UrlBytes } from './web-push';

const claims: TicketClaims = {
  ticketId: '0f6c2a8e-93b1-4d2e-a6f0-5b7c1d9e3f42',
  eventId: 'ev-20261201-000042',
  categoryId: 'platinum',
  seatLabel: 'Platinum-10',
  issuedAt: new Date('2026-11-24T18:00:00.000Z'),
};

/** An event's key pair, and its public key as a gate downloads it (raw, base64url). */
async function eventKeys() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: bytesToBase64Url(raw) };
}

/** A token as the server issues it (ticket-keys.ts signs the same bytes with node:crypto). */
async function issue(privateKey: CryptoKey, what: TicketClaims = claims) {
  const bytes = ticketClaimsBytes(what);
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, privateKey, bytes));
  return ticketToken(bytes, signature);
}

/** The token with one byte of its body changed. */
function withByteChanged(token: string, index: number) {
  const bytes = base64UrlBytes(token.slice(4)) ?? new Uint8Array();
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return `KP2.${bytesToBase64Url(bytes)}`;
}

describe('ticket tokens (KP2)', () => {
  it('signed with the event’s key verify in WebCrypto with its public key', async () => {
    const keys = await eventKeys();
    const token = await issue(keys.privateKey);
    const key = await importGateKey(keys.publicKey);
    expect(await verifyTicketToken(token, key)).toEqual(claims);
  });

  it('fit a QR code: under 200 characters for a long event id and seat', async () => {
    const token = await issue((await eventKeys()).privateKey);
    expect(token).toMatch(/^KP2\.[A-Za-z0-9_-]+$/);
    expect(token.length).toBeLessThan(200);
  });

  it('fail when any byte is changed, in the claims or the signature', async () => {
    const keys = await eventKeys();
    const token = await issue(keys.privateKey);
    const key = await importGateKey(keys.publicKey);
    const length = base64UrlBytes(token.slice(4))?.length ?? 0;
    for (let index = 1; index < length; index += 1) {
      expect(await verifyTicketToken(withByteChanged(token, index), key), `byte ${index}`).toBeNull();
    }
  });

  it('fail with another event’s key', async () => {
    const token = await issue((await eventKeys()).privateKey);
    expect(await verifyTicketToken(token, await importGateKey((await eventKeys()).publicKey))).toBeNull();
  });

  it('say what they claim before their key is known (a gate answers "another match")', async () => {
    const token = await issue((await eventKeys()).privateKey, {
      ...claims,
      eventId: 'ev-other',
      seatLabel: 'A-1',
    });
    expect(parseTicketToken(token)?.claims).toMatchObject({ eventId: 'ev-other', seatLabel: 'A-1' });
  });

  it('are exactly the text issued: another prefix, version, length or anything more is not a ticket', async () => {
    const keys = await eventKeys();
    const token = await issue(keys.privateKey);
    const key = await importGateKey(keys.publicKey);
    const body = base64UrlBytes(token.slice(4)) ?? new Uint8Array();
    const withBody = (bytes: Uint8Array) => `KP2.${bytesToBase64Url(bytes)}`;
    const wrongVersion = body.slice();
    wrongVersion[0] = 3;
    // The event id's length byte pointing past the claims.
    const overlong = body.slice();
    overlong[21] = 250;
    for (const notOne of [
      '',
      'KP2.',
      token.replace('KP2.', 'KP3.'),
      ` ${token}`,
      `${token}.anything`,
      `${token}=`,
      withBody(wrongVersion),
      withBody(overlong),
      withBody(body.slice(0, 80)),
      withBody(Uint8Array.from([...body, 0])),
    ]) {
      expect(await verifyTicketToken(notOne, key), notOne).toBeNull();
    }
    expect(parseTicketToken(withBody(wrongVersion))).toBeNull();
    expect(parseTicketToken(withBody(overlong))).toBeNull();
  });

  it('claim no text the database could not look up (a NUL in a made-up event id is not a ticket)', () => {
    const forged = ticketToken(ticketClaimsBytes({ ...claims, eventId: 'ev\u0000x' }), new Uint8Array(64));
    expect(parseTicketToken(forged)).toBeNull();
  });

  it('refuse to encode what they could not carry', () => {
    expect(() => ticketClaimsBytes({ ...claims, ticketId: 'not-a-uuid' })).toThrow();
    expect(() => ticketClaimsBytes({ ...claims, seatLabel: 'x'.repeat(256) })).toThrow();
    expect(() => ticketToken(ticketClaimsBytes(claims), new Uint8Array(10))).toThrow();
  });

  it('refuse a gate key that is not 32 bytes', async () => {
    await expect(importGateKey('AAAA')).rejects.toThrow();
  });
});
