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
  'event.moved_to_draft': 'Moved an event back to draft',
  'event.draft_deleted': 'Deleted a draft event',
  'event.unpublished': 'Unpublished an event',
  'event.republished': 'Republished an event',
  'event.postponed': 'Postponed an event',
  'event.cancelled': 'Cancelled an event',
  'event.price_changed': "Changed an event's prices",
  'event.transferred': 'Transferred an event to another organizer',
  'event.deal_created': 'Started a deal',
  'event.deal_ended': 'Ended a deal',
  'event.queue_changed': "Changed an on-sale's waiting room",
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

/** 'publishedAt' → 'Published at'; a price point's key 'category:gold' → 'Category gold'. */
export const fieldLabel = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[:_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Actions whose recorded numbers are all amounts in paise, whatever their keys ('category:gold'). */
const MONEY_ACTIONS: ReadonlySet<AuditAction> = new Set(['event.price_changed']);

/**
 * A recorded value as words: amounts in rupees (a key ending in 'paise', or every number of a price
 * change), instants in India time, lists joined, a set of numbers (capacities) as 'gold 1,200 ·
 * silver 800', nothing as 'none'.
 */
export function readableValue(key: string, value: unknown, action?: AuditAction): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : value.map((v) => readableValue('', v, action)).join(', ');
  if (typeof value === 'number')
    return /paise$/i.test(key) || (action && MONEY_ACTIONS.has(action))
      ? formatPaise(value)
      : formatCount(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? `${formatDateTime(value)} IST` : value;
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0
      ? 'none'
      : entries.map(([name, item]) => `${name} ${readableValue(name, item, action)}`).join(' · ');
  }
  return String(value);
}
