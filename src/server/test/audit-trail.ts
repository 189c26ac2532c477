// What the audit log says about one target, read as an admin reads it (GET /api/admin/audit).
//
//   expect(await auditTrail(admin, 'event', event.id)).toMatchObject([{ action: 'event.cancelled' }]);
import { expect } from 'vitest';
import { type AuditEntry, type AuditTarget, auditPageSchema } from '../../shared/schemas/audit';
import type { ApiClient } from './api-client';

/** The entries about one target, newest first. */
export async function auditTrail(
  admin: ApiClient,
  target: AuditTarget,
  targetId: string,
): Promise<AuditEntry[]> {
  const params = new URLSearchParams({ target, targetId });
  const page = await admin.getAs(auditPageSchema, `/api/admin/audit?${params}`);
  expect(page.status).toBe(200);
  return page.body.items;
}
