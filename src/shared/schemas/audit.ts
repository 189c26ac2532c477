// The audit log (issue 14): every admin and organiser action that changes something, with who,
// when, what, before and after. Rows are written by the module whose action it is, in that action's
// transaction, and never changed or removed (a trigger refuses it, even for an admin).
import { z } from 'zod';
import { roleSchema } from './account';
import { pageSchema } from './common';

/** What was done; `<target>.<verb>` so a search for 'event.' finds every event action. */
export const AUDIT_ACTIONS = [
  'account.role_changed',
  'account.suspended',
  'account.restored',
  'account.sessions_ended',
  'event.created',
  'event.updated',
  'event.published',
  /** The organiser took a published event back to a draft, before any sale. */
  'event.moved_to_draft',
  'event.draft_deleted',
  'event.unpublished',
  'event.republished',
  'event.postponed',
  'event.cancelled',
  'event.price_changed',
  'event.transferred',
  'event.deal_created',
  'event.deal_ended',
  /** The on-sale's waiting room turned on or off, or its start or rate changed (decision 017). */
  'event.queue_changed',
  'booking.refunded',
  'booking.insurance_refunded',
  'booking.email_resent',
  'ticket.admission_undone',
  'news.created',
  'news.updated',
  'news.published',
  'news.unpublished',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = ['account', 'event', 'booking', 'ticket', 'news'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** The kind of thing an action changes, read from its name. */
export const auditTargetOf = (action: AuditAction) => action.slice(0, action.indexOf('.')) as AuditTarget;

/** A value before or after the change: plain JSON, small (a field or two, not a whole row). */
export type AuditState = Record<string, unknown>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO instant. */
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who did it, as they were then; null actor for the platform itself (none today). */
  actor: z
    .object({ id: z.string().nullable(), name: z.string(), email: z.string(), role: roleSchema })
    .nullable(),
  target: z.object({ kind: z.enum(AUDIT_TARGETS), id: z.string(), label: z.string() }),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = { default: 50, max: 200 } as const;

/** GET /api/admin/audit: newest first, filtered and searched. */
export const auditQuerySchema = z.object({
  /** Case-insensitive text in the action, the target's id or label, the actor's name or e-mail, the reason. */
  q: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  target: z.enum(AUDIT_TARGETS).optional(),
  /** Only what this account did. */
  actorId: z.uuid('Not an account id').optional(),
  /** Only what was done to this target (with `target`). */
  targetId: z.string().trim().min(1).max(200).optional(),
  page: z.coerce.number().int().min(1, 'Pages start at 1').max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'At least 1 per page')
    .max(AUDIT_PAGE_SIZE.max, `At most ${AUDIT_PAGE_SIZE.max} per page`)
    .default(AUDIT_PAGE_SIZE.default),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
