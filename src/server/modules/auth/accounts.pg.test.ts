// The last-admin rule on a real PostgreSQL 15 server, where two admins' requests really run at
// once (PGlite has one connection and runs them one after the other).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { apiClient, signUp, TEST_HOSTS } from '../../test/api-client';
import { createPgTestDatabase, TEST_ANCHOR } from '../../test/test-database';
import { createAuditRepo } from '../audit/audit.repo';
import { type AuditActor, createAuditService } from '../audit/audit.service';
import { createAccountsRepo } from './accounts.repo';
import { createAccountsService } from './accounts.service';

const ROUNDS = 8;
let database: Database;
let app: ReturnType<typeof createApp>;
let accounts: ReturnType<typeof createAccountsService>;

beforeAll(async () => {
  database = await createPgTestDatabase({ eventCount: 10, poolSize: 20 });
  app = createApp({
    database,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(TEST_ANCHOR),
    auth: { failureDelay: async () => {}, signUpsPerAddress: 0 },
  });
  const now = () => new Date(TEST_ANCHOR);
  accounts = createAccountsService({
    repo: createAccountsRepo(database.db),
    audit: createAuditService(createAuditRepo(database.db), now),
    now,
  });
});
afterAll(() => database.close());

const activeAdmins = async () =>
  database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)));

/** Two new accounts, signed in, made the platform's only admins (every other admin demoted). */
async function onlyAdmins() {
  await database.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
  const pair = await Promise.all(
    ['First Admin', 'Second Admin'].map(async (name) => {
      const browser = apiClient(app);
      const account = await signUp(browser, name);
      await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.id));
      const actor: AuditActor = { id: account.id, name, email: account.email, role: 'admin' };
      return { browser, account, actor };
    }),
  );
  return pair as [(typeof pair)[number], (typeof pair)[number]];
}

const refusalCode = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' && result.reason instanceof HttpError ? result.reason.code : result.status;

describe('the last admin, under concurrency', () => {
  it('two admins demoting each other at the same moment: exactly one succeeds, one admin remains', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await onlyAdmins();
      // Both have passed the role check (they are admins as they ask); only the lock decides.
      const results = await Promise.allSettled([
        accounts.changeRole(a.actor, b.account.id, 'user'),
        accounts.changeRole(b.actor, a.account.id, 'organizer'),
      ]);
      // The one to wait for the lock finds it is no admin any more (its request had passed the guard).
      expect(results.map(refusalCode).sort(), `round ${round}`).toEqual(['forbidden', 'fulfilled']);
      expect(await activeAdmins()).toHaveLength(1);
    }
  });

  it('one admin suspending the other while that one demotes the first: one admin remains', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await onlyAdmins();
      const results = await Promise.allSettled([
        accounts.suspend(a.actor, b.account.id, 'Compromised'),
        accounts.changeRole(b.actor, a.account.id, 'user'),
      ]);
      // The one to wait for the lock finds it is no admin any more (its request had passed the guard).
      expect(results.map(refusalCode).sort(), `round ${round}`).toEqual(['forbidden', 'fulfilled']);
      expect(await activeAdmins()).toHaveLength(1);
    }
  });

  it('an admin suspended while its own suspension of a third waits does not act', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await onlyAdmins();
      const third = apiClient(app);
      const c = await signUp(third, 'Third Admin');
      await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, c.id));
      const results = await Promise.allSettled([
        accounts.suspend(a.actor, b.account.id, 'Compromised'),
        accounts.suspend(b.actor, c.id, 'Retaliation'),
      ]);
      const [bSuspended, cSuspended] = await Promise.all(
        [b.account.id, c.id].map(async (id) => {
          const [row] = await database.db.select().from(users).where(eq(users.id, id));
          return row?.suspendedAt ?? null;
        }),
      );
      expect(bSuspended, `round ${round}`).not.toBeNull();
      // B acted only if it went first, while still an admin; otherwise it was refused.
      if (results[1].status === 'fulfilled') {
        // Then its suspension of C was written before A's of B (audit ids follow the inserts).
        const written = await database.db
          .select({ id: auditLog.id, targetId: auditLog.targetId })
          .from(auditLog)
          .where(
            and(eq(auditLog.action, 'account.suspended'), inArray(auditLog.targetId, [b.account.id, c.id])),
          )
          .orderBy(auditLog.id);
        expect(
          written.map((entry) => entry.targetId),
          `round ${round}`,
        ).toEqual([c.id, b.account.id]);
      } else {
        expect([refusalCode(results[1]), cSuspended], `round ${round}`).toEqual(['forbidden', null]);
      }
    }
  });

  it('through the API, too: two admins demote each other at once and one admin remains', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await onlyAdmins();
      const responses = await Promise.all([
        a.browser.put(`/api/admin/accounts/${b.account.id}/role`, { role: 'user' }),
        b.browser.put(`/api/admin/accounts/${a.account.id}/role`, { role: 'user' }),
      ]);
      const statuses = responses.map((response) => response.status).sort();
      // The loser is refused by the lock (409) or, had the winner committed first, as no admin (403).
      expect(statuses[0], `round ${round}`).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      expect(await activeAdmins()).toHaveLength(1);
    }
  });
});
