/**
 * Business constants of the product spec (product-spec.md section 9). Every number the product
 * shows or enforces comes from here; nothing else in the codebase hard-codes one of these figures.
 */

export const CURRENCY = 'INR';
export const LOCALE = 'en-IN';
export const TIME_ZONE = 'Asia/Kolkata';

export const SPORTS = [
  { id: 'cricket', name: 'Cricket', emoji: '🏏' },
  { id: 'football', name: 'Football', emoji: '⚽' },
  { id: 'kabaddi', name: 'Kabaddi', emoji: '🤼' },
  { id: 'tennis', name: 'Tennis', emoji: '🎾' },
  { id: 'hockey', name: 'Hockey', emoji: '🏑' },
  { id: 'badminton', name: 'Badminton', emoji: '🏸' },
] as const;
export type SportId = (typeof SPORTS)[number]['id'];
export const SPORT_IDS = SPORTS.map((s) => s.id) as [SportId, ...SportId[]];
export const DEFAULT_SPORT: SportId = 'cricket';
/** Sports that have a short path (/cricket …) redirecting to their sport page. */
export const SHORT_PATH_SPORTS: readonly SportId[] = ['cricket', 'football', 'kabaddi'];
/** Sports listed in the header's Sports dropdown. */
export const NAV_SPORTS: readonly SportId[] = ['cricket', 'football', 'kabaddi'];

/** The header's city selector. */
export const SELECTOR_CITIES = [
  { id: 'mumbai', name: 'Mumbai' },
  { id: 'delhi', name: 'Delhi' },
  { id: 'bengaluru', name: 'Bengaluru' },
  { id: 'chennai', name: 'Chennai' },
  { id: 'kolkata', name: 'Kolkata' },
  { id: 'hyderabad', name: 'Hyderabad' },
  { id: 'pune', name: 'Pune' },
  { id: 'ahmedabad', name: 'Ahmedabad' },
  { id: 'jaipur', name: 'Jaipur' },
  { id: 'lucknow', name: 'Lucknow' },
] as const;
export type SelectorCityId = (typeof SELECTOR_CITIES)[number]['id'];
export const DEFAULT_CITY: SelectorCityId = 'delhi';

/**
 * The sport page's city filter ('all' plus these, in this order). The spec's 'bangalore' is
 * Bengaluru, one city with the selector's (issue 11); the old id still reads as it (domain/cities.ts).
 */
export const SPORT_PAGE_CITIES = [
  { id: 'mumbai', name: 'Mumbai' },
  { id: 'delhi', name: 'Delhi' },
  { id: 'bengaluru', name: 'Bengaluru' },
  { id: 'pune', name: 'Pune' },
  { id: 'bhubaneswar', name: 'Bhubaneswar' },
  { id: 'london', name: 'London' },
] as const;

/** Every city the catalogue knows: the selector's ten plus the sport page's filter cities. */
export const ALL_CITIES = [
  ...SELECTOR_CITIES,
  { id: 'bhubaneswar', name: 'Bhubaneswar' },
  { id: 'london', name: 'London' },
] as const;
export type CityId = (typeof ALL_CITIES)[number]['id'];
export const CITY_IDS = ALL_CITIES.map((c) => c.id) as [CityId, ...CityId[]];

/** Six popular cities listed in the footer. */
export const FOOTER_CITIES: readonly SelectorCityId[] = [
  'mumbai',
  'delhi',
  'bengaluru',
  'chennai',
  'kolkata',
  'hyderabad',
];

export const SORT_OPTIONS = ['date', 'price', 'popularity'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'date';

export const SPORT_TABS = ['upcoming', 'results', 'tournaments', 'stats'] as const;
export type SportTab = (typeof SPORT_TABS)[number];
export const DEFAULT_TAB: SportTab = 'upcoming';

/**
 * The sport page's four stats, as the spec words them ('245 matches this season'); the figures are
 * the sport's own, from GET /api/sports/:sport/stats (issue 11), not the spec's fixed ones.
 */
export const SPORT_STAT_LABELS = {
  matches: 'matches this season',
  fans: 'fans engaged',
  tournaments: 'active tournaments',
  hours: 'hours of sports',
} as const;

// Seat categories, map sections, add-ons, pricing, wallets and test instruments: in
// booking-constants.ts (loaded with the booking dialog, not the first page).

/** Demand bar: sold percent thresholds (strictly above) and labels, highest first. */
export const DEMAND_BAR_LEVELS = [
  { above: 90, label: 'Almost Sold Out!' },
  { above: 75, label: 'Selling Fast!' },
  { above: 50, label: 'Good Availability' },
] as const;
export const DEMAND_BAR_DEFAULT_LABEL = 'Plenty Available';

/** Category demand in the booking dialog: sold percent thresholds (strictly above), its tone and notice. */
export const CATEGORY_DEMAND_NOTICES = [
  { above: 80, tone: 'high', text: 'High demand! Only few seats left in this category' },
  { above: 60, tone: 'moderate', text: 'Moderate demand for this category' },
] as const;
export const CATEGORY_DEMAND_DEFAULT_NOTICE = 'Good availability in this category';

export const TIMING = {
  searchDebounceMs: 300,
  sessionSeconds: 900,
  sessionWarningSeconds: 300,
  // The spec's 3 s 'processing' and 3 s redirect timers imitate a server: the real payment call
  // is in flight while 'Processing Payment...' shows, and the redirect follows the success screen.
  paymentSuccessMs: 2000,
  snoozeMinutes: 15,
  weatherRefreshMinutes: 30,
  floatingBannerFirstMs: 3000,
  floatingBannerRepeatMs: [20_000, 30_000],
  bottomBannerFirstMs: 5000,
  bottomBannerRepeatMs: [30_000, 45_000],
  autoHideMediumMs: 8000,
  autoHideLowMs: 6000,
  demoNotificationMs: 10_000,
  toastDurationMs: 4000,
  queryGcMs: 5 * 60_000,
  queryRetries: 3,
  queryRetryCapMs: 30_000,
} as const;

/** product-spec.md section 9 'Live match update schedule': minutes after the start, and the message. */
export const LIVE_MATCH_UPDATES = [
  { minutes: 15, message: 'First quarter completed' },
  { minutes: 30, message: 'Half time' },
  { minutes: 45, message: 'Third quarter completed' },
  { minutes: 60, message: 'Match completed' },
] as const;

export const LIMITS = {
  seatsPerBooking: 10,
  seatsOnMap: 6,
  guestAgeMin: 1,
  guestAgeMax: 100,
  recentSearchesShown: 5,
  searchHistory: 10,
  recentlyViewed: 20,
  activityHistory: 50,
  recentBookings: 5,
  /** Tickets of one event in a cart. */
  cartQuantityMax: 99,
  unreadBadgeCap: 9,
  passwordMin: 6,
  flashCountdownHours: 24,
  flashCountdownSeatsBelow: 1000,
  urgentCountdownHours: 2,
  loyaltyRupeesPerPoint: 100,
  /** 'Hurry! Only N tickets left' shows when demand is high and fewer seats than this are left. */
  hurrySeatsBelow: 50,
  visibleToasts: 3,
} as const;

/** A fan's preferences until they change them (product-spec.md section 3), for guests and accounts alike. */
export const PREFERENCE_DEFAULTS = {
  theme: 'system',
  language: 'en',
  currency: 'INR',
  notifications: { push: true, email: true, sms: false, eventReminders: true, priceAlerts: true },
  privacy: { dataSharing: false, analytics: true, marketing: false },
} as const;

export const SUPPORT = {
  phone: '+91 80 4718 2200',
  email: 'support@khelpass.in',
  city: 'Bengaluru, India',
} as const;

/** Keys of browser storage, as named by the spec. */
export const STORAGE_KEYS = {
  userProfile: 'userProfile',
  bookingHistory: 'bookingHistory',
  cachedEvents: 'cachedEvents',
  preferences: 'preferences',
  searchHistory: 'searchHistory',
  recentlyViewed: 'recentlyViewed',
  isLoggedIn: 'isLoggedIn',
  activityHistory: 'activityHistory',
  pushToken: 'pushToken',
  selectedCity: 'selectedCity',
  /** A guest's cart and wishlist (merged into the account at sign-in). */
  cart: 'cart',
  wishlist: 'wishlist',
  /** The theme last chosen (system, light, dark), applied before the first paint. */
  theme: 'theme',
} as const;

export const PAGE_SIZE = { default: 24, max: 100 } as const;
export const SEARCH_RESULT_LIMIT = 20;
