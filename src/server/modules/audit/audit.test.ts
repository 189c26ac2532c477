import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '../../../shared/schemas/audit';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { retryingTransaction } from '../../db/transaction';
import { type ApiClient, apiClient, signUp } from '../../test/api-client';
import { signedIn } from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';
import { createAuditRepo } from './audit.repo';
import { type AuditActor, createAuditService } from './audit.service';

const ADMIN = { email: 'admin@khelpass.in', password: 'Admin@123' };
let t: TestApp;
let admin: ApiClient;
let adminActor: AuditActor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, ADMIN);
  const session = await admin.get('/api/auth/session');
  adminActor = (session.body as { user: AuditActor }).user;
  // Two entries as modules write them: in the transaction of the change they record.
  const audit = createAuditService(createAuditRepo(t.database.db), () => new Date(TEST_ANCHOR));
  await retryingTransaction(t.database.db, (_tx, transaction) =>
    audit.record(
      transaction,
      {
        action: 'account.role_changed',
        actor: adminActor,
        targetId: '00000000-0000-4000-8000-000000000001',
        targetLabel: 'club@example.in',
        before: { role: 'user' },
        after: { role: 'organizer' },
      },
      {
        action: 'event.cancelled',
        actor: adminActor,
        targetId: 'evt-audit-1',
        targetLabel: 'Worli Cup final',
        reason: 'Fraudulent listing',
        before: { status: 'scheduled' },
        after: { status: 'cancelled' },
      },
    ),
  );
  // A transaction that fails takes its entry with it.
  await expect(
    retryingTransaction(t.database.db, async (_tx, transaction) => {
      await audit.record(transaction, {
        action: 'news.published',
        actor: adminActor,
        targetId: 'news-rolled-back',
        targetLabel: 'Never happened',
      });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
});

afterAll(() => t.close());

describe('GET /api/admin/audit', () => {
  it('lists entries newest first with who, when, what, before and after', async () => {
    const page = await admin.getAs(auditPageSchema, '/api/admin/audit');
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(2);
    const cancelled = page.body.items.find((entry) => entry.action === 'event.cancelled');
    expect(cancelled).toMatchObject({
      at: TEST_ANCHOR.toISOString(),
      actor: { id: adminActor.id, email: 'admin@khelpass.in', role: 'admin' },
      target: { kind: 'event', id: 'evt-audit-1', label: 'Worli Cup final' },
      reason: 'Fraudulent listing',
      before: { status: 'scheduled' },
      after: { status: 'cancelled' },
    });
    expect(page.body.items.map((entry) => entry.target.id)).not.toContain('news-rolled-back');
  });

  it('searches text and filters by action, target and actor', async () => {
    const found = async (query: string) =>
      (await admin.getAs(auditPageSchema, `/api/admin/audit?${query}`)).body.items.map((e) => e.action);
    expect(await found('q=FRAUDULENT')).toEqual(['event.cancelled']);
    expect(await found('q=club%40example')).toEqual(['account.role_changed']);
    expect(await found('target=account')).toEqual(['account.role_changed']);
    expect(await found('action=event.cancelled')).toEqual(['event.cancelled']);
    expect(await found('target=event&targetId=evt-audit-1')).toEqual(['event.cancelled']);
    expect(await found(`actorId=${adminActor.id}`)).toHaveLength(2);
    expect(await found('q=100%25')).toEqual([]);
  });

  it('answers 400 naming the field for a bad query', async () => {
    const response = await admin.getAs(apiErrorSchema, '/api/admin/audit?action=event.deleted&pageSize=999');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields ?? {}).sort()).toEqual(['action', 'pageSize']);
  });

  it('is for admins only', async () => {
    expect((await apiClient(t.app).get('/api/admin/audit')).status).toBe(401);
    const fan = apiClient(t.app);
    await signUp(fan);
    expect((await fan.get('/api/admin/audit')).status).toBe(403);
  });
});

describe('the audit log cannot be changed', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'done',
        (error: { cause?: { message?: string } }) => error.cause?.message,
      );
    expect(await refusal(sql`UPDATE audit_log SET reason = 'edited'`)).toBe(
      'audit_log is append-only: UPDATE refused',
    );
    expect(await refusal(sql`DELETE FROM audit_log`)).toBe('audit_log is append-only: DELETE refused');
    expect(await refusal(sql`TRUNCATE audit_log`)).toBe('audit_log is append-only: TRUNCATE refused');
    const page = await admin.getAs(auditPageSchema, '/api/admin/audit?q=fraudulent');
    expect(page.body.items[0]?.reason).toBe('Fraudulent listing');
  });

  it('has no API that changes it', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await admin.request(method, '/api/admin/audit', {});
      expect(response.status).toBe(404);
    }
  });
});
