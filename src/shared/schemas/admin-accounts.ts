// The admin console's accounts (issue 14): /api/admin/accounts. What an admin sees of an account
// never includes its password hash or a session's id; sessions are told apart by when and where.
import { z } from 'zod';
import { ACCOUNT_STATUSES, SUSPENSION_REASON_MAX } from '../domain/account-admin';
import { roleSchema } from './account';
import { BOOKING_STATES } from './booking';
import { pageSchema, text } from './common';

export const ACCOUNTS_PAGE_SIZE = { default: 25, max: 100 } as const;

/** GET /api/admin/accounts: newest accounts first. */
export const accountsQuerySchema = z.object({
  /** A name, e-mail or phone (in part), or a booking's reference (whole). */
  q: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
  role: roleSchema.optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  page: z.coerce.number().int().min(1, 'Pages start at 1').max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'At least 1 per page')
    .max(ACCOUNTS_PAGE_SIZE.max, `At most ${ACCOUNTS_PAGE_SIZE.max} per page`)
    .default(ACCOUNTS_PAGE_SIZE.default),
});
export type AccountsQuery = z.output<typeof accountsQuerySchema>;

export const accountSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** '' or '+91 9876543210'. */
  phone: z.string(),
  role: roleSchema,
  /** ISO instants. */
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  emailConfirmed: z.boolean(),
  /** Bookings the account made, whatever their state. */
  bookings: z.number().int(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const accountsPageSchema = pageSchema(accountSummarySchema);
export type AccountsPage = z.infer<typeof accountsPageSchema>;

export const accountBookingSchema = z.object({
  reference: z.string(),
  eventTitle: z.string(),
  status: z.enum(BOOKING_STATES),
  totalPaise: z.number().int(),
  /** ISO instant the booking was made. */
  createdAt: z.string(),
});

/** A live session, as its owner's devices page would show it: no id, no token. */
export const accountSessionSchema = z.object({
  startedAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string().nullable(),
  address: z.string().nullable(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/admin/accounts/:id, and every action's answer (the account as it is now). */
export const accountDetailSchema = z.object({
  account: accountSummarySchema.extend({ suspendedReason: z.string().nullable() }),
  /** Newest first, the latest ACCOUNT_BOOKINGS_SHOWN. */
  bookings: z.array(accountBookingSchema),
  sessions: z.array(accountSessionSchema),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;
export const ACCOUNT_BOOKINGS_SHOWN = 100;

/** An action's answer: the account now, and whether this request changed it (false: it was so already). */
export const accountActionSchema = accountDetailSchema.extend({ changed: z.boolean() });
export type AccountAction = z.infer<typeof accountActionSchema>;

/** POST /api/admin/accounts/:id/sessions/end: also how many sessions it ended. */
export const sessionsEndedSchema = accountActionSchema.extend({ ended: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

export const accountIdParamSchema = z.object({ accountId: z.uuid('Not an account id') });

/** PUT /api/admin/accounts/:accountId/role. */
export const roleChangeSchema = z.object({
  role: z.enum(roleSchema.options, { error: 'Choose user, organizer or admin' }),
});
export type RoleChangeInput = z.input<typeof roleChangeSchema>;

/** POST /api/admin/accounts/:id/suspend. */
export const suspensionSchema = z.object({
  reason: text('Please give a reason')
    .trim()
    .min(1, 'Please give a reason')
    .max(SUSPENSION_REASON_MAX, `Keep the reason under ${SUSPENSION_REASON_MAX} characters`),
});
export type SuspensionInput = z.input<typeof suspensionSchema>;
