import { formatCount, formatDateTime, formatPaise } from '@/shared/domain/format';
import type { AuditAction, AuditTarget } from '@/shared/schemas/audit';

/** What each action did, as an admin reads it. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'account.role_changed': 'Changed the role of an account',
  'account.suspended': 'Suspended an account',
  'account.restored': 'Restored an account',
  'account.sessions_ended': "Ended an account's sessions",
  'event.created': 'Created an event',
  'event.updated': 'Edited an event',
  'event.published': 'Published an event',
  'event.unpublished': 'Unpublished an event',
  'event.republished': 'Republished an event',
  'event.postponed': 'Postponed an event',
  'event.cancelled': 'Cancelled an event',
  'event.price_changed': "Changed an event's prices",
  'event.transferred': 'Transferred an event to another organizer',
  'event.deal_created': 'Started a deal',
  'event.deal_ended': 'Ended a deal',
  'booking.refunded': 'Refunded a booking',
  'booking.insurance_refunded': "Refunded a booking's insurance",
  'booking.email_resent': "Re-sent a booking's e-mail",
  'ticket.admission_undone': 'Undid an admission',
  'news.created': 'Wrote a news article',
  'news.updated': 'Edited a news article',
  'news.published': 'Published a news article',
  'news.unpublished': 'Unpublished a news article',
};

export const TARGET_LABELS: Record<AuditTarget, string> = {
  account: 'Account',
  event: 'Event',
  booking: 'Booking',
  ticket: 'Ticket',
  news: 'News article',
};

/** 'publishedAt' → 'Published at'. */
export const fieldLabel = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as words: amounts in rupees, instants in India time, lists joined, nothing as 'none'. */
export function readableValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : value.map((v) => readableValue('', v)).join(', ');
  if (typeof value === 'number') return /paise$/i.test(key) ? formatPaise(value) : formatCount(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? `${formatDateTime(value)} IST` : value;
  return JSON.stringify(value);
}
