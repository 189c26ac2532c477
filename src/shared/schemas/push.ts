// Web Push (issue 12 point 3): the contracts of /api/push/*, and the messages the server pushes
// (product-spec.md section 3's push payload types), which the service worker (public/sw.js) shows.
import { z } from 'zod';
import { ENDPOINT_MAX, isAuthSecret, isP256dhKey, isSitePath } from '../domain/web-push';
import { text } from './common';

/** GET /api/push/public-key: the server's VAPID public key (base64url), the browser's applicationServerKey. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

const endpointSchema = text('Missing the subscription endpoint')
  .max(ENDPOINT_MAX, `An endpoint has at most ${ENDPOINT_MAX} characters`)
  .refine((value) => URL.canParse(value), 'Must be a URL');

/**
 * POST /api/push/subscriptions: the browser's PushSubscription as its toJSON() gives it
 * ({ endpoint, expirationTime, keys: { p256dh, auth } }); expirationTime is not kept.
 * → 201 PushSubscriptionView. 400 naming the field; an endpoint another account had is now the caller's.
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: text('Missing the p256dh key').refine(
        isP256dhKey,
        'Must be a base64url P-256 public key (65 bytes)',
      ),
      auth: text('Missing the auth secret').refine(isAuthSecret, 'Must be a base64url secret of 16 bytes'),
    },
    { error: 'Missing the subscription keys' },
  ),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

/** DELETE /api/push/subscriptions: forgets the caller's subscription at this endpoint → 204 (404 if not the caller's). */
export const pushSubscriptionRemoveSchema = z.object({ endpoint: endpointSchema });

/** One of the signed-in person's subscribed browsers. */
export const pushSubscriptionViewSchema = z.object({
  endpoint: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  /** When a push last reached the push service for it; null before the first. */
  lastSuccessAt: z.string().nullable(),
});
export type PushSubscriptionView = z.infer<typeof pushSubscriptionViewSchema>;

/** GET /api/push/subscriptions: the caller's subscribed browsers, newest first. */
export const pushSubscriptionListSchema = z.object({ items: z.array(pushSubscriptionViewSchema) });
export type PushSubscriptionList = z.infer<typeof pushSubscriptionListSchema>;

// ---------------------------------------------------------------------------------------------
// Messages: what the server encrypts to the browser and the service worker shows.

export const PUSH_MESSAGE_TYPES = ['booking_confirmed', 'match_reminder', 'price_drop'] as const;
export type PushMessageType = (typeof PUSH_MESSAGE_TYPES)[number];

/**
 * A push payload has to fit one record of about 4 kB once encrypted (RFC 8291); this leaves room.
 * Every message is checked against it before it is sent.
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3072;

const line = (max: number) => z.string().trim().min(1).max(max);
const sitePath = z.string().max(500).refine(isSitePath, 'Must be a path of this site');
const eventId = z.string().min(1).max(100);

/** The longest title and body a message carries (what a notification shows is shorter still). */
export const PUSH_TITLE_MAX = 100;
export const PUSH_BODY_MAX = 300;

/** What every message has: the notification's title and body, and the page a click opens. */
const shown = { title: line(PUSH_TITLE_MAX), body: line(PUSH_BODY_MAX), url: sitePath };

/** A confirmed booking: its tickets' QR codes are at qrCodeUrl (the booking's page). */
export const bookingConfirmedPushSchema = z.object({
  type: z.literal('booking_confirmed'),
  ...shown,
  data: z.object({
    eventTitle: line(200),
    qrCodeUrl: sitePath,
    bookingId: z.string().min(1).max(100),
    reference: line(20),
  }),
});

/** A reminder of a booked match; reminderTime is the ISO instant the match starts. */
export const matchReminderPushSchema = z.object({
  type: z.literal('match_reminder'),
  ...shown,
  data: z.object({
    title: line(200),
    teams: line(200),
    venue: line(200),
    reminderTime: z.iso.datetime({ offset: true }),
    /** A picture of this site for the notification, if any. */
    image: sitePath.optional(),
    eventId,
  }),
});

/** A lower price on an event the fan follows; prices in paise. */
export const priceDropPushSchema = z.object({
  type: z.literal('price_drop'),
  ...shown,
  data: z.object({
    eventTitle: line(200),
    newPrice: z.number().int().nonnegative(),
    oldPrice: z.number().int().nonnegative(),
    eventId,
  }),
});

export const pushMessageSchema = z
  .discriminatedUnion('type', [bookingConfirmedPushSchema, matchReminderPushSchema, priceDropPushSchema])
  .refine(
    (message) => new TextEncoder().encode(JSON.stringify(message)).length <= PUSH_PAYLOAD_MAX_BYTES,
    `A push message has at most ${PUSH_PAYLOAD_MAX_BYTES} bytes of JSON`,
  );
export type PushMessage = z.infer<typeof pushMessageSchema>;
