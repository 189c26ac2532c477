/**
 * Business constants of the product spec, section 9. Every number the product shows or enforces
 * comes from here; nothing else in the codebase hard-codes one of these figures.
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

/** The sport page's city filter ('all' plus these, in this order). */
export const SPORT_PAGE_CITIES = [
  { id: 'mumbai', name: 'Mumbai' },
  { id: 'delhi', name: 'Delhi' },
  { id: 'bangalore', name: 'Bangalore' },
  { id: 'pune', name: 'Pune' },
  { id: 'bhubaneswar', name: 'Bhubaneswar' },
  { id: 'london', name: 'London' },
] as const;

/** Every city the catalogue knows: the selector's ten plus the sport page's filter cities. */
export const ALL_CITIES = [
  ...SELECTOR_CITIES,
  { id: 'bangalore', name: 'Bangalore' },
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

/** The sport page's fixed stats figures. */
export const SPORT_STATS = [
  { value: '245', label: 'matches this season' },
  { value: '2.3M', label: 'fans engaged' },
  { value: '16', label: 'active tournaments' },
  { value: '1,250', label: 'hours of sports' },
] as const;

export const SEAT_CATEGORIES = [
  { id: 'platinum', name: 'Platinum', price: 3500, available: 8, soldPercentage: 90, popular: false },
  { id: 'gold', name: 'Gold', price: 2500, available: 25, soldPercentage: 75, popular: true },
  { id: 'premium', name: 'Premium', price: 1500, available: 89, soldPercentage: 60, popular: false },
  { id: 'regular', name: 'Regular', price: 800, available: 234, soldPercentage: 40, popular: false },
  { id: 'economy', name: 'Economy', price: 400, available: 156, soldPercentage: 30, popular: false },
] as const;

/** What each category offers, shown in the booking dialog's list view. */
export const SEAT_CATEGORY_DETAILS: Record<
  (typeof SEAT_CATEGORIES)[number]['id'],
  { description: string; features: readonly string[] }
> = {
  platinum: {
    description: 'Best seats in the house with hospitality',
    features: ['Pavilion-end view', 'Lounge access', 'Complimentary meal'],
  },
  gold: {
    description: 'Great view close to the action',
    features: ['Covered stand', 'Priority entry', 'Cushioned seats'],
  },
  premium: {
    description: 'Comfortable seats with a clear view',
    features: ['Covered stand', 'Food court nearby'],
  },
  regular: { description: 'Good value for the full experience', features: ['Open stand', 'Big-screen view'] },
  economy: { description: 'The most affordable way in', features: ['Open stand'] },
};

export const WALLETS = [
  { id: 'paytm', name: 'Paytm' },
  { id: 'phonepe', name: 'PhonePe' },
  { id: 'googlepay', name: 'Google Pay' },
  { id: 'amazonpay', name: 'Amazon Pay' },
] as const;

/** Where UPI payments are addressed (the upi://pay link's payee). Public, like any shop's VPA. */
export const UPI_PAYEE = { vpa: 'khelpass@icici', name: 'KhelPass' } as const;

/** The gateway simulator's test instruments (documented in the README). */
export const TEST_INSTRUMENTS = {
  cardSuccess: '4111111111111111',
  cardDeclined: '4000000000000002',
  upiSuccess: 'success@upi',
  upiFailure: 'failure@upi',
} as const;

// ADD_ONS, PRICING and MAP_ZOOM_SCALES: in booking-constants.ts (loaded with the booking dialog).

export const SEAT_MAP_SECTIONS = [
  { id: 'premium', name: 'Premium', rows: 8, seatsPerRow: 12, price: 5000, firstRow: 'A', occupancy: 0.3 },
  { id: 'standard', name: 'Standard', rows: 15, seatsPerRow: 20, price: 3000, firstRow: 'I', occupancy: 0.4 },
  { id: 'economy', name: 'Economy', rows: 20, seatsPerRow: 25, price: 1500, firstRow: 'X', occupancy: 0.5 },
] as const;
export const ACCESSIBLE_ECONOMY_SHARE = 0.05;

/** Demand bar: sold percent thresholds (strictly above) and labels, highest first. */
export const DEMAND_BAR_LEVELS = [
  { above: 90, label: 'Almost Sold Out!' },
  { above: 75, label: 'Selling Fast!' },
  { above: 50, label: 'Good Availability' },
] as const;
export const DEMAND_BAR_DEFAULT_LABEL = 'Plenty Available';

/** Category demand notice in the booking dialog: sold percent thresholds (strictly above). */
export const CATEGORY_DEMAND_NOTICES = [
  { above: 80, text: 'High demand! Only few seats left in this category' },
  { above: 60, text: 'Moderate demand for this category' },
] as const;
export const CATEGORY_DEMAND_DEFAULT_NOTICE = 'Good availability in this category';

export const TIMING = {
  searchDebounceMs: 300,
  sessionSeconds: 900,
  sessionWarningSeconds: 300,
  paymentProcessingMs: 3000,
  paymentSuccessMs: 2000,
  paymentRedirectMs: 3000,
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
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  queryGcMs: 5 * 60_000,
  queryRetries: 3,
  queryRetryCapMs: 30_000,
} as const;

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
  unreadBadgeCap: 9,
  passwordMin: 6,
  flashCountdownHours: 24,
  flashCountdownSeatsBelow: 1000,
  defaultTotalSeats: 1000,
  urgentCountdownHours: 2,
  loyaltyRupeesPerPoint: 100,
  /** 'Hurry! Only N tickets left' shows when demand is high and fewer seats than this are left. */
  hurrySeatsBelow: 50,
  visibleToasts: 3,
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
