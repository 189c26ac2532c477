import { AuditPage } from '@/client/features/admin-audit/components/audit-page';

/** /admin/audit: the audit log, read-only (inside admin.tsx's layout). */
export function Component() {
  return <AuditPage />;
}
