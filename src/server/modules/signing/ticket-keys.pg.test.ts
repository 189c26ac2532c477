import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { appSecrets } from '../../db/schema';
import { createPgTestDatabase } from '../../test/test-database';
import { createSigningRepo } from './signing.repo';
import { createTicketKeys } from './ticket-keys';

// Several server processes of one deployment issuing an event's first tickets at the same moment, on
// a real PostgreSQL with a connection each: they must settle on one key pair, or some tickets would
// not verify with the key the gate downloads.
let database: Database;

beforeAll(async () => {
  database = await createPgTestDatabase({ seed: false, poolSize: 12 });
});
afterAll(async () => {
  await database.close();
});

describe('ticket keys on PostgreSQL', () => {
  it('twelve processes creating an event’s key at once agree on one pair, and each verifies the others’ tickets', async () => {
    const processes = Array.from({ length: 12 }, () => createTicketKeys(createSigningRepo(database.db)));
    const claims = (position: number) => ({
      ticketId: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
      eventId: 'ev-race',
      categoryId: 'gold',
      seatLabel: `Gold-${position + 1}`,
      issuedAt: new Date('2026-11-24T18:00:00Z'),
    });
    const tokens = await Promise.all(processes.map((keys, position) => keys.token(claims(position))));
    const publicKeys = await Promise.all(processes.map((keys) => keys.publicKey('ev-race')));
    expect(new Set(publicKeys).size).toBe(1);
    const rows = await database.db
      .select()
      .from(appSecrets)
      .where(like(appSecrets.name, 'tickets-ed25519:%'));
    expect(rows.map((row) => row.name)).toEqual(['tickets-ed25519:ev-race']);
    const checked = await Promise.all(
      tokens.map((token, position) => processes[(position + 1) % processes.length]?.verify(token)),
    );
    expect(checked.map((found) => found?.seatLabel)).toEqual(
      tokens.map((_, position) => `Gold-${position + 1}`),
    );
  });

  it('a token naming an event without a key is not genuine, and makes no key', async () => {
    const keys = createTicketKeys(createSigningRepo(database.db));
    const elsewhere = createTicketKeys(createSigningRepo(database.db));
    // Signed with a key of its own for an event this deployment never keyed.
    const token = await elsewhere.token({
      ticketId: '00000000-0000-4000-8000-000000000001',
      eventId: 'ev-unkeyed',
      categoryId: 'gold',
      seatLabel: 'Gold-1',
      issuedAt: new Date('2026-11-24T18:00:00Z'),
    });
    await database.db.delete(appSecrets).where(like(appSecrets.name, 'tickets-ed25519:ev-unkeyed'));
    expect(await keys.verify(token)).toBeNull();
    expect(await keys.verify('KP2.AAAA')).toBeNull();
    const rows = await database.db
      .select()
      .from(appSecrets)
      .where(like(appSecrets.name, 'tickets-ed25519:ev-unkeyed'));
    expect(rows).toEqual([]);
  });
});
