import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N=2^14, r=8, p=1 (16 MiB per hash), 16-byte salt, 64-byte key. */
const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Twice the memory one hash needs (128 · N · r); Node's default ceiling is exactly 32 MiB. */
const maxmem = (N: number, r: number) => 256 * N * r;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = PARAMS;
  const key = await derive(password, salt, KEY_BYTES, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * True when the password matches the stored hash; false for a wrong password or a malformed hash.
 * Compared in constant time. Parameters come from the stored value, so old hashes keep verifying
 * after the cost is raised.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] as string, 'base64');
  const expected = Buffer.from(parts[5] as string, 'base64');
  if (![N, r, p].every(Number.isSafeInteger) || N > 1 << 20 || r > 32 || p > 16 || expected.length === 0) {
    return false;
  }
  try {
    const actual = await derive(password, salt, expected.length, { N, r, p, maxmem: maxmem(N, r) });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * A hash of a random password with the current parameters: verified against when the e-mail is
 * unknown, so an unknown account costs the same time as a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64'));
  return dummy;
}
