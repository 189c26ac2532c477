// A local stand-in for a browser's push service (RFC 8030), for tests: it hands out subscriptions
// whose keys it made as a browser would (a P-256 key pair and a 16-byte auth secret), and for each
// push it receives it checks the VAPID JWT (RFC 8292: ES256 signature by the key in `k`, audience
// = its origin, expiry within 24 hours, a contact subject) and decrypts the body (aes128gcm,
// RFC 8188 and RFC 8291) with the subscription's private key, as the browser would.
//
//   const service = await startFakePushService();
//   const browser = service.subscription();            // { endpoint, keys: { p256dh, auth } }
//   ... the server pushes ...
//   const push = await service.nextPush();             // { subscriptionId, payload, claims, ... }
//   service.answerWith(browser.id, 410);               // the next push to it: gone
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload, as the service worker's event.data.text() would read it. */
  payload: string;
  claims: VapidClaims;
  /** The application server's public key from the Authorization header (base64url). */
  vapidPublicKey: string;
  headers: IncomingHttpHeaders;
  /** What this service answered. */
  status: number;
}

interface Answer {
  status: number;
  /** Answer only after this long (a slow or hung push service). */
  afterMs: number;
}

interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  answer: Answer;
}

const PROMPT_CREATED: Answer = { status: 201, afterMs: 0 };

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT's ES256 signature checked with k. */
function verifyVapid(authorization: string | undefined): { claims: VapidClaims; key: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt = '', key = ''] = match;
  const [header = '', body = '', signature = ''] = jwt.split('.');
  const headerJson = JSON.parse(Buffer.from(header, 'base64url').toString()) as {
    alg?: string;
    typ?: string;
  };
  if (headerJson.alg !== 'ES256') throw new Error(`JWT alg is ${headerJson.alg}, not ES256`);
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID JWT signature does not verify with k');
  return { claims: JSON.parse(Buffer.from(body, 'base64url').toString()) as VapidClaims, key };
}

/** RFC 8291 section 3.4 and RFC 8188: one aes128gcm record, decrypted with the browser's keys. */
function decrypt(body: Buffer, subscriber: Subscriber): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const receiverKey = subscriber.ecdh.getPublicKey();
  const shared = subscriber.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the record has no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export async function startFakePushService() {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const waiting: Array<(push: ReceivedPush) => void> = [];
  const pending = new Set<NodeJS.Timeout>();
  let nextId = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const subscriber = subscribers.get(id);
      if (request.method !== 'POST' || !subscriber) {
        response.writeHead(404).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
        if (!/^\d+$/.test(String(request.headers.ttl))) throw new Error('no TTL header');
        const { claims, key } = verifyVapid(request.headers.authorization);
        if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
        const nowSeconds = Date.now() / 1000;
        if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 3600))
          throw new Error(`exp ${claims.exp} is not within the next 24 hours`);
        if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
        const payload = decrypt(Buffer.concat(chunks), subscriber);
        const push: ReceivedPush = {
          subscriptionId: id,
          payload,
          claims,
          vapidPublicKey: key,
          headers: request.headers,
          status: subscriber.answer.status,
        };
        received.push(push);
        const { status, afterMs } = subscriber.answer;
        subscriber.answer = PROMPT_CREATED;
        waiting.shift()?.(push);
        const timer = setTimeout(() => response.writeHead(status).end(), afterMs);
        pending.add(timer);
        response.on('close', () => pending.delete(timer));
      } catch (error) {
        problems.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** Every push received so far, and any push that failed the checks (empty when all passed). */
    received,
    problems,
    /** A new browser's subscription (PushSubscription.toJSON() shape) with its id here. */
    subscription() {
      nextId += 1;
      const id = `sub-${nextId}-${randomBytes(6).toString('hex')}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(id, { ecdh, auth, answer: PROMPT_CREATED });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    /** The next push to this subscription is answered with `status` (410: unsubscribed), after `afterMs`. */
    answerWith(subscriptionId: string, status: number, afterMs = 0) {
      const subscriber = subscribers.get(subscriptionId);
      if (!subscriber) throw new Error(`no subscription ${subscriptionId}`);
      subscriber.answer = { status, afterMs };
    },
    /** The next push this service receives after now. */
    nextPush(timeoutMs = 5000): Promise<ReceivedPush> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push within ${timeoutMs} ms`)), timeoutMs);
        waiting.push((push) => {
          clearTimeout(timer);
          resolve(push);
        });
      });
    },
    close: () => {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
