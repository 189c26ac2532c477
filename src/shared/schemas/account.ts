// Accounts, sessions, profile, preferences, cart, wishlist, activity and dashboards: the request and
// response contracts of /api/auth/*, /api/me/*, /api/admin/overview and /api/organizer/overview.
// The server validates every request body with these; the client types every response with them.
import { z } from 'zod';
import { LIMITS, PREFERENCE_DEFAULTS, SUPPORT } from '../constants';
import { INDIAN_MOBILE_MESSAGE, normalizeIndianMobile } from '../domain/phone';
import { sportIdSchema } from './catalogue';
import { itemListSchema, text } from './common';

// ---------------------------------------------------------------------------------------------
// Roles and accounts

export const ROLES = ['user', 'organizer', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const EMAIL_MAX = 254;
export const NAME_MAX = 80;
export const PASSWORD_MAX = 200;

/** Trimmed and lower-cased before the format check; accounts are stored lower-cased. */
export const emailSchema = text('Please enter your e-mail address')
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your e-mail address')
  .max(EMAIL_MAX, `An e-mail address has at most ${EMAIL_MAX} characters`)
  .pipe(z.email('Please enter a valid e-mail address'));

export const passwordSchema = text('Please enter a password')
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const personNameSchema = text('Please enter your name')
  .trim()
  .min(1, 'Please enter your name')
  .max(NAME_MAX, `A name has at most ${NAME_MAX} characters`);

/** POST /api/auth/sign-up → 201 AuthResponse (409 email_taken, 400 invalid_request with fields). */
export const signUpSchema = z.object({
  email: emailSchema,
  name: personNameSchema,
  password: passwordSchema,
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** POST /api/auth/sign-in → 200 AuthResponse (401 invalid_credentials, 429 too_many_attempts). */
export const signInSchema = z.object({
  email: emailSchema,
  // Any non-empty password is checked against the account; length rules apply at sign-up only.
  password: text('Please enter your password')
    .min(1, 'Please enter your password')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type SignInInput = z.input<typeof signInSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  /** ISO instant the account was created. */
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/session: the signed-in user or null; never 401. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Body of a successful sign-up (201) or sign-in (200); the session travels in the kp_session cookie. */
export const authResponseSchema = z.object({ user: sessionUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Phone, OTP and third-party sign-in: validated, then always 501 provider_not_configured.

export const PROVIDER_NOT_CONFIGURED_MESSAGE =
  'The identity provider is not properly configured. Credentials must be added before this sign-in method can be used.';

const PHONE_REQUIRED = 'Please enter your phone number';
/** An Indian mobile number (domain/phone.ts), which comes out as '+91 9876543210'; '' only if optional. */
const mobileSchema = (optional: boolean) =>
  text(PHONE_REQUIRED).transform((value, ctx) => {
    const phone = normalizeIndianMobile(value);
    if (phone === null || (phone === '' && !optional)) {
      ctx.addIssue({ code: 'custom', message: phone === null ? INDIAN_MOBILE_MESSAGE : PHONE_REQUIRED });
      return z.NEVER;
    }
    return phone;
  });

export const indianMobileSchema = mobileSchema(false);
/** A profile's phone: '' (none) or an Indian mobile. */
export const optionalIndianMobileSchema = mobileSchema(true);

/** POST /api/auth/otp: send a one-time code to the phone. */
export const otpRequestSchema = z.object({ phone: indianMobileSchema });
/** POST /api/auth/phone: sign in with the phone and the code received. */
export const phoneSignInSchema = z.object({
  phone: indianMobileSchema,
  code: text('Please enter the code').regex(/^\d{4,8}$/, 'The code is 4 to 8 digits'),
});
export const IDENTITY_PROVIDERS = ['google'] as const;
/** POST /api/auth/provider: sign in with a third-party identity provider. */
export const providerSignInSchema = z.object({ provider: z.enum(IDENTITY_PROVIDERS) });

// ---------------------------------------------------------------------------------------------
// Profile: GET/PUT /api/me/profile

export const TEAM_NAME_MAX = 60;
export const FAVORITE_TEAMS_MAX = 20;
export const LOCATION_MAX = 100;

const unique = <T>(values: T[]) => [...new Set(values)];

/** PUT /api/me/profile body: the whole profile (phone '' clears it). */
export const profileInputSchema = z.object({
  name: personNameSchema,
  phone: optionalIndianMobileSchema.default(''),
  favoriteTeams: z
    .array(text('Team name required').trim().min(1, 'Team name required').max(TEAM_NAME_MAX))
    .max(FAVORITE_TEAMS_MAX, `At most ${FAVORITE_TEAMS_MAX} favourite teams`)
    .default([])
    .transform(unique),
  favoriteSports: z.array(sportIdSchema).default([]).transform(unique),
  location: z.string().trim().max(LOCATION_MAX).default(''),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

/** GET/PUT /api/me/profile response. E-mail is shown, never changed here. */
export const profileSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** '' or '+91 9876543210'. */
  phone: z.string(),
  favoriteTeams: z.array(z.string()),
  favoriteSports: z.array(sportIdSchema),
  location: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

// ---------------------------------------------------------------------------------------------
// Preferences (product-spec.md section 3): GET/PUT /api/me/preferences

export const THEMES = ['system', 'light', 'dark'] as const;
export const CURRENCIES = ['INR'] as const;

const { notifications, privacy } = PREFERENCE_DEFAULTS;
export const notificationPreferencesSchema = z.object({
  push: z.boolean().default(notifications.push),
  email: z.boolean().default(notifications.email),
  sms: z.boolean().default(notifications.sms),
  eventReminders: z.boolean().default(notifications.eventReminders),
  priceAlerts: z.boolean().default(notifications.priceAlerts),
});
export const privacyPreferencesSchema = z.object({
  dataSharing: z.boolean().default(privacy.dataSharing),
  analytics: z.boolean().default(privacy.analytics),
  marketing: z.boolean().default(privacy.marketing),
});

/**
 * Every field has its default, so parsing {} (or an older stored value) yields full preferences.
 * PUT /api/me/preferences takes the whole object; missing fields become their defaults.
 */
export const preferencesSchema = z.object({
  theme: z.enum(THEMES).default(PREFERENCE_DEFAULTS.theme),
  language: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Use a language code such as en or hi-IN')
    .default(PREFERENCE_DEFAULTS.language),
  currency: z.enum(CURRENCIES).default(PREFERENCE_DEFAULTS.currency),
  notifications: notificationPreferencesSchema.prefault({}),
  privacy: privacyPreferencesSchema.prefault({}),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export type PreferencesInput = z.input<typeof preferencesSchema>;

// ---------------------------------------------------------------------------------------------
// Cart and wishlist: event fields are filled by the server from the events table.

/** Most items one merge request may carry. */
export const MERGE_ITEMS_MAX = 100;

export const eventIdSchema = text('Please choose an event').trim().min(1, 'Please choose an event').max(100);

/** The event fields the drawers show. */
const listedEventSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  /** yyyy-mm-dd and HH:mm in Asia/Kolkata. */
  date: z.string(),
  time: z.string(),
  venue: z.string(),
  /** Current price per ticket from the catalogue, in paise. */
  pricePaise: z.number().int(),
  category: sportIdSchema,
  /** ISO instant the event starts. */
  startsAt: z.string(),
});
/** What the cart and wishlist show for one event (the server fills these from the events table). */
export type ListedEvent = z.infer<typeof listedEventSchema>;

export const cartItemSchema = listedEventSchema.extend({
  quantity: z.number().int().min(1).max(LIMITS.cartQuantityMax),
  addedAt: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Every cart endpoint answers the whole cart, oldest item first. */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** Sum of quantities. */
  totalItems: z.number().int(),
  /** Sum of price × quantity, in paise. */
  totalPaise: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /api/me/cart/items: in the cart already → quantity + 1, else added with quantity 1. */
export const cartAddSchema = z.object({ eventId: eventIdSchema });
/** PATCH /api/me/cart/items/:eventId: quantity 0 or less removes the item. */
export const cartQuantitySchema = z.object({
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .max(LIMITS.cartQuantityMax, `At most ${LIMITS.cartQuantityMax} per event`),
});
/** POST /api/me/cart/merge: a guest's cart added at sign-in; quantities add up (at most LIMITS.cartQuantityMax). */
export const cartMergeSchema = z.object({
  items: z
    .array(
      z.object({
        eventId: eventIdSchema,
        quantity: z.number().int().min(1).max(LIMITS.cartQuantityMax),
      }),
    )
    .max(MERGE_ITEMS_MAX),
});
export type CartMergeInput = z.input<typeof cartMergeSchema>;

export const wishlistItemSchema = listedEventSchema.extend({ addedAt: z.string() });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
/** Every wishlist endpoint answers the whole wishlist, oldest item first. */
export const wishlistSchema = z.object({ items: z.array(wishlistItemSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;
/** POST /api/me/wishlist: an event already listed is ignored. */
export const wishlistAddSchema = z.object({ eventId: eventIdSchema });
/** POST /api/me/wishlist/merge: a guest's wishlist added at sign-in. */
export const wishlistMergeSchema = z.object({ eventIds: z.array(eventIdSchema).max(MERGE_ITEMS_MAX) });

// ---------------------------------------------------------------------------------------------
// Activity and recently viewed

export const ACTIVITY_ACTIONS = [
  'event_viewed',
  'search',
  'booking_started',
  'booking_step_completed',
  'booking_completed',
  'payment_completed',
  'cart_add',
  'cart_remove',
  'cart_clear',
  'wishlist_add',
  'wishlist_remove',
  'wishlist_clear',
  'profile_updated',
  'preferences_updated',
  'share',
] as const;
export const activityActionSchema = z.enum(ACTIVITY_ACTIONS);
export type ActivityAction = z.infer<typeof activityActionSchema>;
/** Largest activity data, as JSON text. */
export const ACTIVITY_DATA_MAX_CHARS = 2000;

/** POST /api/me/activity → 201 ActivityEntry; the server keeps the 50 newest. */
export const activityInputSchema = z.object({
  action: activityActionSchema,
  data: z
    .record(z.string(), z.unknown())
    .default({})
    .refine(
      (data) => JSON.stringify(data).length <= ACTIVITY_DATA_MAX_CHARS,
      `Activity data is limited to ${ACTIVITY_DATA_MAX_CHARS} characters`,
    ),
});
export type ActivityInput = z.input<typeof activityInputSchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  action: activityActionSchema,
  data: z.record(z.string(), z.unknown()),
  /** ISO instant. */
  timestamp: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
/** GET /api/me/activity: newest first, at most 50. */
export const activityListSchema = itemListSchema(activityEntrySchema);

/** POST /api/me/recently-viewed → 201 the list. */
export const recentlyViewedInputSchema = z.object({ eventId: eventIdSchema });
export const recentlyViewedEntrySchema = z.object({
  /** The event id (same shape as the local RecentlyViewedEntry). */
  id: z.string(),
  title: z.string(),
  viewedAt: z.string(),
  date: z.string(),
  venue: z.string(),
  category: sportIdSchema,
  pricePaise: z.number().int(),
});
export type RecentlyViewedItem = z.infer<typeof recentlyViewedEntrySchema>;
/** GET /api/me/recently-viewed: newest first, at most 20. */
export const recentlyViewedListSchema = itemListSchema(recentlyViewedEntrySchema);

// ---------------------------------------------------------------------------------------------
// Dashboard (role user): stats (its recent bookings are in booking.ts, with the other booking contracts)

/** GET /api/me/stats (role user only): computed from the user's confirmed bookings. */
export const userStatsSchema = z.object({
  totalBookings: z.number().int(),
  /** Sum of confirmed bookings' totals, in paise. */
  totalSpentPaise: z.number().int(),
  favoriteVenue: z.string().nullable(),
  favoriteSport: sportIdSchema.nullable(),
  /** Confirmed bookings whose event started before now. */
  eventsAttended: z.number().int(),
  /** Confirmed bookings whose event starts after now. */
  upcomingEvents: z.number().int(),
  /** ISO instant the account was created. */
  memberSince: z.string(),
  /** floor(totalSpent in rupees / 100). */
  loyaltyPoints: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

// ---------------------------------------------------------------------------------------------
// Admin and organizer landing pages

const platformFiguresSchema = z.object({
  upcomingEvents: z.number().int(),
  eventsBySport: z.array(z.object({ sport: sportIdSchema, upcoming: z.number().int() })),
  venues: z.number().int(),
  confirmedBookings: z.number().int(),
  /** Sum of confirmed bookings' totals, in paise. */
  revenuePaise: z.number().int(),
  /** ISO instant the figures were read. */
  generatedAt: z.string(),
});

/** GET /api/organizer/overview (organizer only). */
export const organizerOverviewSchema = platformFiguresSchema;
export type OrganizerOverview = z.infer<typeof organizerOverviewSchema>;

/** How many days of sales the admin overview's chart shows, today's the last. */
export const SALES_CHART_DAYS = 30;

/** One India calendar day's confirmed bookings, by the day they were paid. */
export const dailySalesSchema = z.object({
  /** yyyy-mm-dd in Asia/Kolkata. */
  date: z.string(),
  bookings: z.number().int(),
  revenuePaise: z.number().int(),
});
export type DailySales = z.infer<typeof dailySalesSchema>;

/** GET /api/admin/overview (admin only): the platform figures plus accounts by role. */
export const adminOverviewSchema = platformFiguresSchema.extend({
  /** The last SALES_CHART_DAYS days, oldest first, every day (0 on a day without a sale). */
  salesByDay: z.array(dailySalesSchema),
  users: z.object({
    total: z.number().int(),
    user: z.number().int(),
    organizer: z.number().int(),
    admin: z.number().int(),
  }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ---------------------------------------------------------------------------------------------
// Error codes this area answers (the body is always {error:{code,message,fields?}})

export const AUTH_MESSAGES = {
  unauthenticated: 'Please sign in to continue.',
  forbidden: "You don't have permission to do that.",
  invalidCredentials: 'Please check your credentials and try again.',
  emailTaken: 'An account with this e-mail already exists. Sign in instead.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManySignUps: 'Too many new accounts from this network. Please try again later.',
  csrf: 'This request did not come from KhelPass. Reload the page and try again.',
  providerNotConfigured: PROVIDER_NOT_CONFIGURED_MESSAGE,
  accountSuspended: `This account is suspended. Contact ${SUPPORT.email} to find out more.`,
} as const;
export type AuthErrorCode =
  | 'unauthenticated'
  | 'forbidden'
  | 'invalid_credentials'
  | 'email_taken'
  | 'too_many_attempts'
  | 'too_many_sign_ups'
  | 'csrf'
  | 'provider_not_configured'
  | 'account_suspended'
  | 'invalid_request'
  | 'not_found'
  | 'payload_too_large';
