import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash and verifies only the right password', async () => {
    const hash = await hashPassword('KhelPass@123');
    const [name, n, r, p, salt, key] = hash.split('$');
    expect([name, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(await verifyPassword('KhelPass@123', hash)).toBe(true);
    expect(await verifyPassword('khelpass@123', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats a malformed or absurd stored value as no match, never an error', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$1$2$3',
      'bcrypt$16384$8$1$AAAA$BBBB',
      'scrypt$x$8$1$AAAA$BBBB',
    ]) {
      expect(await verifyPassword('secret', stored)).toBe(false);
    }
    expect(await verifyPassword('secret', 'scrypt$1073741824$8$1$AAAA$BBBB')).toBe(false);
    expect(await verifyPassword('secret', 'scrypt$16384$8$1$AAAA$')).toBe(false);
  });

  it('has a dummy hash that matches nothing a person would type', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toBe(await dummyPasswordHash());
    expect(await verifyPassword('', dummy)).toBe(false);
    expect(await verifyPassword('KhelPass@123', dummy)).toBe(false);
  });
});
