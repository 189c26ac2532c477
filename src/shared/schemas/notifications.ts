// In-app notifications (issue 12, product-spec.md section 3 'Notification (in-app)'): the response
// contracts of /api/me/notifications. Each is stored per account and created by something real.
import { z } from 'zod';

export const NOTIFICATION_TYPES = ['booking', 'match', 'price', 'reminder', 'live'] as const;
/** product-spec.md section 9's notification channels: what a notification is about, for preferences. */
export const NOTIFICATION_CHANNELS = [
  'booking-updates',
  'match-reminders',
  'price-alerts',
  'live-updates',
  'recommendations',
] as const;
export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;

export const notificationDataSchema = z.object({
  eventId: z.string().optional(),
  bookingId: z.string().optional(),
  matchId: z.string().optional(),
  /** Prices in paise (a price alert's before and after). */
  oldPrice: z.number().int().optional(),
  newPrice: z.number().int().optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  channel: z.enum(NOTIFICATION_CHANNELS),
  title: z.string(),
  message: z.string(),
  /** When it was created (ISO instant). */
  timestamp: z.string(),
  read: z.boolean(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  /** Whether it leads somewhere: clicking it opens `target`. */
  actionable: z.boolean(),
  /** The app path it opens (/bookings?booking=…, /events/…); null when it leads nowhere. */
  target: z.string().nullable(),
  data: notificationDataSchema,
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** GET /api/me/notifications: newest first, and how many are unread (the bell's count). */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * One event of GET /api/me/notifications/stream (`event: notification`, `id: <seq>`): a new
 * notification of the account and its unread count once that one is counted.
 */
export const notificationEventSchema = z.object({
  notification: notificationSchema,
  unread: z.number().int(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
