/**
 * The deterministic catalogue generator: reference data plus `eventCount` plausible fixtures, news and
 * scores, all placed relative to `anchor`. A pure function of its inputs: it uses its own seeded PRNG
 * and no clock, so the same inputs give identical output.
 */
import { SPORTS, type SportId } from '../../../shared/constants';
import { mulberry32 } from '../../../shared/domain/random';
import { istDateTime } from '../../../shared/domain/time';
import type { events, news, scores } from '../schema';
import {
  CITY_ROWS,
  type CityRow,
  HOME_VENUES,
  NEWS_TEMPLATES,
  PLAYER_ROWS,
  type PlayerRow,
  SINGLES_ROLES,
  SPORT_ROWS,
  type SportRow,
  TEAM_ROWS,
  type TeamRow,
  VENUE_ROWS,
  type VenueRow,
} from './reference-data';

/**
 * An event as generated. The seed gives it its organiser (seed/accounts.ts, CATALOGUE_ORGANIZERS)
 * and turns its deal and its previous price into records (seed/price-records.ts): a running deal,
 * and the price change the card's badge follows from.
 */
export type EventRow = Omit<typeof events.$inferInsert, 'organizerId'> & {
  deal: Deal | null;
  dealEndsAt: Date | null;
  /** The cheapest price before the organiser's last change, a few days ago; null when unchanged. */
  originalPricePaise: number | null;
};
/** The seed's articles are all published: each has its publication time. */
export type NewsRow = typeof news.$inferInsert & { publishedAt: Date };
export type ScoreRow = typeof scores.$inferInsert;
export type Deal = 'flash' | 'early-bird' | 'last-chance' | 'special';

export interface Catalogue {
  sports: SportRow[];
  cities: CityRow[];
  venues: VenueRow[];
  teams: TeamRow[];
  players: PlayerRow[];
  events: EventRow[];
  news: NewsRow[];
  scores: ScoreRow[];
}

export interface CatalogueOptions {
  /** "Now" of the catalogue: every date is placed relative to it. */
  anchor: Date;
  eventCount: number;
  /** PRNG seed; the same seed, anchor and count give the same catalogue. */
  seed?: number;
  /** Start of every event id; a top-up uses its own so new ids never collide with earlier ones. */
  idPrefix?: string;
}

export const SEED_DEFAULT = 1;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const IST_OFFSET = 330 * MINUTE;
/** Upcoming events start between these many IST calendar days after the anchor's day. */
const UPCOMING_DAYS: [number, number] = [2, 120];
/** Past events start between these many days before the anchor's day (ending before the anchor). */
const PAST_DAYS: [number, number] = [2, 59];
const PAST_SHARE = 0.08;
const MIN_UPCOMING = 120;

function item<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new RangeError(`No item at ${index} of ${list.length}`);
  return value;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const ordinal = (n: number) => {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
};

// ---------------------------------------------------------------------------------------------
// Competitions
// ---------------------------------------------------------------------------------------------

interface Format {
  label: string;
  minutes: number;
  /** IST start times; weekend times (Saturday, Sunday) when different. */
  times: readonly string[];
  weekendTimes?: readonly string[];
  /** Second sentence of the description. */
  blurb: string;
}

type Numbering = 'match' | 'ordinal' | 'tie' | 'round';

interface Draw {
  label: string;
  players: readonly string[];
}

interface Competition {
  id: string;
  sportId: SportId;
  tournament: string;
  /** Whether the tournament name reads with 'the' in a sentence. */
  article: boolean;
  venues: (venue: VenueRow) => boolean;
  weight: number;
  formats: readonly Format[];
  /** Rupees, lowest ticket. */
  price: [number, number];
  hype: number;
  numbering: Numbering;
  /** Team sides: a pool of teams, or a fixed home side against a pool of visitors. */
  teams?: readonly string[];
  home?: string;
  /** Individual sides: singles draws. */
  draws?: readonly Draw[];
}

const f = (
  label: string,
  minutes: number,
  times: string[],
  blurb: string,
  weekendTimes?: string[],
): Format => ({ label, minutes, times, blurb, weekendTimes });

const T20_BLURB =
  'Twenty overs a side under the floodlights, with gates opening two hours before the first ball.';
const FORMATS = {
  ipl: f('T20', 240, ['19:30'], T20_BLURB, ['15:30', '19:30']),
  t20i: f('T20I', 240, ['19:00'], T20_BLURB),
  odi: f(
    'ODI',
    480,
    ['13:30'],
    'Fifty overs a side in a day-night match, with gates opening two hours before the start.',
  ),
  test: f(
    'Test',
    420,
    ['09:30'],
    'A full day of Test cricket over three sessions, with gates opening an hour before play.',
  ),
  testLondon: f(
    'Test',
    420,
    ['15:30'],
    'A full day of Test cricket over three sessions, starting at 11 am in London.',
  ),
  odiLondon: f('ODI', 480, ['15:30'], 'Fifty overs a side, starting at 11 am in London.'),
  smat: f(
    'T20',
    240,
    ['11:00', '16:30'],
    'Twenty overs a side in state cricket, with free entry to the family enclosure for children under twelve.',
  ),
  ranji: f(
    'First-class',
    420,
    ['09:30'],
    'A full day of first-class cricket over three sessions, with open seating in every stand.',
  ),
  football: f(
    'Football',
    120,
    ['19:30', '20:00'],
    'Ninety minutes of football under the lights, with gates opening ninety minutes before kick-off.',
  ),
  kabaddi: f(
    'Kabaddi',
    60,
    ['20:00', '21:00'],
    'Two halves of twenty minutes on the mat, with doors opening an hour before the first raid.',
  ),
  hil: f(
    'Hockey',
    120,
    ['17:30', '20:00'],
    'Four quarters of fifteen minutes on the blue turf, with gates opening an hour before push-back.',
  ),
  proLeague: f(
    'Hockey',
    120,
    ['19:30'],
    'Four quarters of fifteen minutes between two of the world’s top sides, with gates opening an hour before push-back.',
  ),
  proLeagueLondon: f(
    'Hockey',
    120,
    ['18:30', '20:30'],
    'Four quarters of fifteen minutes in the Olympic Park, with gates opening an hour before push-back.',
  ),
  tennis: f(
    'Tennis',
    180,
    ['11:00', '14:00', '17:30'],
    'A singles match on the centre court, with grounds opening two hours before play.',
  ),
  wimbledon: f(
    'Tennis',
    180,
    ['17:30', '19:00'],
    'A singles match on the grass of a show court, with grounds opening at 10 am London time.',
  ),
  pbl: f(
    'Badminton',
    120,
    ['19:00', '21:00'],
    'A five-match tie of singles and doubles, with doors opening an hour before the first rubber.',
  ),
  badminton: f(
    'Badminton',
    120,
    ['10:00', '14:00', '18:00'],
    'A best-of-three-games singles match on the main court, with doors opening an hour before play.',
  ),
} satisfies Record<string, Format>;

const teamIds = (sportId: SportId, league: string) =>
  TEAM_ROWS.filter((t) => t.sportId === sportId && t.league === league).map((t) => t.id);

const IPL_VENUES = new Set([
  'wankhede-stadium',
  'dy-patil-stadium',
  'brabourne-stadium',
  'arun-jaitley-stadium',
  'chinnaswamy-stadium',
  'chepauk-stadium',
  'eden-gardens',
  'rajiv-gandhi-stadium',
  'mca-stadium',
  'narendra-modi-stadium',
  'sawai-mansingh-stadium',
  'ekana-stadium',
]);
/**
 * Venues whose upcoming events sell the venue's whole seating plan (decision 016): the stadium the
 * plan was drawn for. The rest keep the spec's price list and small map.
 */
export const SEAT_PLAN_VENUES: ReadonlySet<string> = new Set(['narendra-modi-stadium']);

const inIndia = (v: VenueRow) => v.cityId !== 'london';
const inLondon = (v: VenueRow) => v.cityId === 'london';
const internationalGround = (v: VenueRow) => inIndia(v) && v.capacity >= 25_000;
const atVenue =
  (...ids: string[]) =>
  (v: VenueRow) =>
    ids.includes(v.id);

const TENNIS_MEN_INDIA = [
  'sumit-nagal',
  'ramkumar-ramanathan',
  'mukund-sasikumar',
  'casper-ruud',
  'holger-rune',
  'jack-draper',
  'taylor-fritz',
];
const TENNIS_WOMEN_INDIA = [
  'ankita-raina',
  'karman-kaur-thandi',
  'sahaja-yamalapalli',
  'emma-raducanu',
  'jasmine-paolini',
];
const TENNIS_MEN_TOUR = PLAYER_ROWS.filter(
  (p) => p.sportId === 'tennis' && p.role === SINGLES_ROLES.men && p.country !== 'India',
)
  .map((p) => p.id)
  .concat('sumit-nagal');
const TENNIS_WOMEN_TOUR = PLAYER_ROWS.filter(
  (p) => p.sportId === 'tennis' && p.role === SINGLES_ROLES.women && p.country !== 'India',
).map((p) => p.id);
const BADMINTON_MEN = PLAYER_ROWS.filter(
  (p) => p.sportId === 'badminton' && p.role === SINGLES_ROLES.men,
).map((p) => p.id);
const BADMINTON_WOMEN = PLAYER_ROWS.filter(
  (p) => p.sportId === 'badminton' && p.role === SINGLES_ROLES.women,
).map((p) => p.id);
const MEN = "Men's Singles";
const WOMEN = "Women's Singles";

const series = (
  id: string,
  tournament: string,
  visitor: string,
  formats: Format[],
  price: [number, number],
  hype: number,
  weight: number,
): Competition => ({
  id,
  sportId: 'cricket',
  tournament,
  article: true,
  venues: internationalGround,
  weight,
  formats,
  price,
  hype,
  numbering: 'ordinal',
  home: 'india-cricket',
  teams: [visitor],
});

const ISL_TEAMS = teamIds('football', 'Indian Super League');

export const COMPETITIONS: readonly Competition[] = [
  {
    id: 'ipl',
    sportId: 'cricket',
    tournament: 'Indian Premier League 2027',
    article: true,
    venues: (v) => IPL_VENUES.has(v.id),
    weight: 6,
    formats: [FORMATS.ipl],
    price: [800, 6000],
    hype: 22,
    numbering: 'match',
    teams: teamIds('cricket', 'Indian Premier League'),
  },
  series('bgt', 'Border-Gavaskar Trophy 2026-27', 'australia-cricket', [FORMATS.test], [500, 3000], 20, 1.2),
  series(
    'eng-tour',
    'England tour of India 2027',
    'england-cricket',
    [FORMATS.t20i, FORMATS.odi],
    [1000, 7000],
    18,
    1,
  ),
  series(
    'sa-tour',
    'South Africa tour of India 2027',
    'south-africa-cricket',
    [FORMATS.odi, FORMATS.t20i],
    [800, 5000],
    12,
    0.6,
  ),
  series(
    'nz-tour',
    'New Zealand tour of India 2027',
    'new-zealand-cricket',
    [FORMATS.test, FORMATS.odi],
    [600, 4000],
    10,
    0.6,
  ),
  series('sl-tour', 'Sri Lanka tour of India 2027', 'sri-lanka-cricket', [FORMATS.t20i], [600, 3500], 8, 0.5),
  series(
    'wi-tour',
    'West Indies tour of India 2027',
    'west-indies-cricket',
    [FORMATS.odi, FORMATS.t20i],
    [600, 3500],
    8,
    0.5,
  ),
  {
    id: 'eng-ind',
    sportId: 'cricket',
    tournament: 'India tour of England 2027',
    article: true,
    venues: inLondon,
    weight: 1,
    formats: [FORMATS.testLondon, FORMATS.testLondon, FORMATS.odiLondon],
    price: [6000, 12000],
    hype: 20,
    numbering: 'ordinal',
    home: 'england-cricket',
    teams: ['india-cricket'],
  },
  {
    id: 'smat',
    sportId: 'cricket',
    tournament: 'Syed Mushtaq Ali Trophy 2026-27',
    article: true,
    venues: inIndia,
    weight: 1,
    formats: [FORMATS.smat],
    price: [400, 800],
    hype: -12,
    numbering: 'match',
    teams: teamIds('cricket', 'Indian domestic cricket'),
  },
  {
    id: 'ranji',
    sportId: 'cricket',
    tournament: 'Ranji Trophy 2026-27',
    article: true,
    venues: inIndia,
    weight: 0.8,
    formats: [FORMATS.ranji],
    price: [400, 600],
    hype: -18,
    numbering: 'match',
    teams: teamIds('cricket', 'Indian domestic cricket'),
  },
  {
    id: 'isl',
    sportId: 'football',
    tournament: 'Indian Super League 2026-27',
    article: true,
    venues: inIndia,
    weight: 5,
    formats: [FORMATS.football],
    price: [400, 2500],
    hype: 8,
    numbering: 'match',
    teams: ISL_TEAMS,
  },
  {
    id: 'durand',
    sportId: 'football',
    tournament: 'Durand Cup 2027',
    article: true,
    venues: (v) => v.cityId === 'kolkata',
    weight: 2,
    formats: [FORMATS.football],
    price: [400, 1500],
    hype: 4,
    numbering: 'match',
    teams: ISL_TEAMS,
  },
  {
    id: 'super-cup',
    sportId: 'football',
    tournament: 'Kalinga Super Cup 2027',
    article: true,
    venues: atVenue('kalinga-stadium'),
    weight: 2,
    formats: [FORMATS.football],
    price: [400, 1200],
    hype: 0,
    numbering: 'match',
    teams: ISL_TEAMS,
  },
  {
    id: 'pkl',
    sportId: 'kabaddi',
    tournament: 'Pro Kabaddi League Season 13',
    article: true,
    venues: inIndia,
    weight: 1,
    formats: [FORMATS.kabaddi],
    price: [500, 3000],
    hype: 8,
    numbering: 'match',
    teams: teamIds('kabaddi', 'Pro Kabaddi League'),
  },
  {
    id: 'hil',
    sportId: 'hockey',
    tournament: 'Hockey India League 2026-27',
    article: true,
    venues: inIndia,
    weight: 3,
    formats: [FORMATS.hil],
    price: [400, 1500],
    hype: 0,
    numbering: 'match',
    teams: teamIds('hockey', 'Hockey India League'),
  },
  {
    id: 'pro-league-india',
    sportId: 'hockey',
    tournament: 'FIH Hockey Pro League 2026-27',
    article: true,
    venues: atVenue('kalinga-stadium', 'major-dhyan-chand-stadium'),
    weight: 2,
    formats: [FORMATS.proLeague],
    price: [500, 2500],
    hype: 10,
    numbering: 'match',
    home: 'india-hockey',
    teams: [
      'netherlands-hockey',
      'australia-hockey',
      'germany-hockey',
      'belgium-hockey',
      'great-britain-hockey',
      'argentina-hockey',
      'spain-hockey',
    ],
  },
  {
    id: 'pro-league-london',
    sportId: 'hockey',
    tournament: 'FIH Hockey Pro League 2026-27',
    article: true,
    venues: inLondon,
    weight: 1,
    formats: [FORMATS.proLeagueLondon],
    price: [2500, 5000],
    hype: 6,
    numbering: 'match',
    home: 'great-britain-hockey',
    teams: ['india-hockey', 'india-hockey', 'netherlands-hockey', 'belgium-hockey', 'australia-hockey'],
  },
  ...(
    [
      [
        'mumbai-open',
        'Mumbai Open 2027',
        'brabourne-stadium',
        [{ label: WOMEN, players: TENNIS_WOMEN_INDIA }],
      ],
      [
        'delhi-open',
        'Delhi Open 2027',
        'rk-khanna-tennis-complex',
        [{ label: MEN, players: TENNIS_MEN_INDIA }],
      ],
      ['bengaluru-open', 'Bengaluru Open 2027', 'kslta-stadium', [{ label: MEN, players: TENNIS_MEN_INDIA }]],
      [
        'chennai-open',
        'Chennai Open 2027',
        'sdat-tennis-stadium',
        [
          { label: MEN, players: TENNIS_MEN_INDIA },
          { label: WOMEN, players: TENNIS_WOMEN_INDIA },
        ],
      ],
      ['pune-open', 'Pune Open 2027', 'balewadi-tennis-complex', [{ label: MEN, players: TENNIS_MEN_INDIA }]],
    ] as const
  ).map(
    ([id, tournament, venueId, draws]): Competition => ({
      id,
      sportId: 'tennis',
      tournament,
      article: true,
      venues: atVenue(venueId),
      weight: 1,
      formats: [FORMATS.tennis],
      price: [500, 3000],
      hype: 2,
      numbering: 'round',
      draws,
    }),
  ),
  {
    id: 'wimbledon',
    sportId: 'tennis',
    tournament: 'Wimbledon 2027',
    article: false,
    venues: atVenue('wimbledon'),
    weight: 1,
    formats: [FORMATS.wimbledon],
    price: [8000, 12000],
    hype: 25,
    numbering: 'round',
    draws: [
      { label: MEN, players: TENNIS_MEN_TOUR },
      { label: WOMEN, players: TENNIS_WOMEN_TOUR },
    ],
  },
  {
    id: 'pbl',
    sportId: 'badminton',
    tournament: 'Premier Badminton League 2027',
    article: true,
    venues: inIndia,
    weight: 2,
    formats: [FORMATS.pbl],
    price: [400, 2000],
    hype: -2,
    numbering: 'tie',
    teams: teamIds('badminton', 'Premier Badminton League'),
  },
  ...(
    [
      ['india-open', 'India Open 2027', 'indira-gandhi-arena', [500, 3500], 10],
      ['syed-modi', 'Syed Modi International 2027', 'bbd-indoor-stadium', [400, 2000], 2],
      ['odisha-masters', 'Odisha Masters 2027', 'kalinga-indoor-stadium', [400, 1500], -4],
    ] as const
  ).map(
    ([id, tournament, venueId, price, hype]): Competition => ({
      id,
      sportId: 'badminton',
      tournament,
      article: true,
      venues: atVenue(venueId),
      weight: 3,
      formats: [FORMATS.badminton],
      price: [price[0], price[1]],
      hype,
      numbering: 'round',
      draws: [
        { label: MEN, players: BADMINTON_MEN },
        { label: WOMEN, players: BADMINTON_WOMEN },
      ],
    }),
  ),
];

/** Share of each sport in the event stream: 6 cricket, 4 football, 3 kabaddi, 2 tennis, 2 hockey, 3 badminton in 20. */
const SPORT_PATTERN: readonly SportId[] = [
  'cricket',
  'football',
  'kabaddi',
  'cricket',
  'hockey',
  'badminton',
  'tennis',
  'cricket',
  'football',
  'kabaddi',
  'cricket',
  'football',
  'hockey',
  'badminton',
  'cricket',
  'tennis',
  'kabaddi',
  'football',
  'cricket',
  'badminton',
];

const HIGHLIGHTS: Record<SportId, readonly string[]> = {
  cricket: [
    'Fan zone opens three hours before play',
    'Big-screen replays of every boundary',
    'Free team flag for early arrivals',
    'Regional food courts in every stand',
    'Family stand with a kids’ play area',
    'Live music between innings',
    'Metro and shuttle links to the ground',
    'Meet-the-legends draw for ticket holders',
  ],
  football: [
    'Ultras’ tifo display before kick-off',
    'Fan zone with five-a-side pitch',
    'Free scarf for the first 1,000 fans',
    'Big-screen replays and live stats',
    'Family enclosure near the halfway line',
    'Shuttle buses from the city centre',
    'Post-match player walkabout',
    'Street-food village outside gate 3',
  ],
  kabaddi: [
    'Mat-side seats close to the action',
    'Live DJ during time-outs',
    'Dance troupe at half-time',
    'Free team bandana for early arrivals',
    'Big-screen raid replays',
    'Junior kabaddi clinic before the match',
    'Meet-the-raiders draw for ticket holders',
    'Food stalls in the concourse',
  ],
  tennis: [
    'Reserved seating on the centre court',
    'Grounds pass for the outside courts',
    'Practice courts open to ticket holders',
    'Autograph session after play',
    'Shaded rows on the east stand',
    'Kids’ tennis zone',
    'Hawk-Eye replays on the big screen',
    'Café and picnic lawn',
  ],
  hockey: [
    'Blue-turf pitch under floodlights',
    'Penalty-corner cam on the big screen',
    'Free team flag for early arrivals',
    'School groups welcome',
    'Meet-the-players session after the match',
    'Family stand with shaded seating',
    'Shuttle from the city centre',
    'Food stalls behind the stands',
  ],
  badminton: [
    'Court-side seats for every match',
    'Live line-call replays',
    'Autograph session with the players',
    'Kids’ shuttle-challenge zone',
    'Air-conditioned arena',
    'Merchandise stall in the foyer',
    'Coaching clinic before the session',
    'Food court in the concourse',
  ],
};

// ---------------------------------------------------------------------------------------------
// Demand, deals and prices
// ---------------------------------------------------------------------------------------------

/**
 * Sold bands: A50 = over 90% sold with fewer than 50 left; A1000 = over 90% sold, fewer than 1000 left;
 * A = over 90%; B1000 = 75–90% with fewer than 1000 left; B = 75–90%; C = 50–75%; D = under 50%.
 */
type Band = 'A50' | 'A1000' | 'A' | 'B1000' | 'B' | 'C' | 'D';
type PriceMove = 'down' | 'up' | 'stable';

interface Showcase {
  deal: Deal | null;
  /** Flash deals: minutes from the anchor to the end of the deal. */
  dealMinutes?: number;
  band: Band;
  price: PriceMove;
  status?: 'postponed' | 'cancelled';
}

/**
 * The first upcoming events get these fixed shapes so that even a small catalogue shows every
 * badge: flash countdowns (urgent and not), every deal, every demand band, every price move and
 * both non-scheduled statuses.
 */
const SHOWCASE: readonly Showcase[] = [
  { deal: 'flash', dealMinutes: 85, band: 'A50', price: 'down' },
  { deal: 'flash', dealMinutes: 5 * 60 + 20, band: 'A1000', price: 'down' },
  { deal: 'flash', dealMinutes: 19 * 60 + 45, band: 'B1000', price: 'down' },
  { deal: 'flash', dealMinutes: 70, band: 'A1000', price: 'down' },
  { deal: 'early-bird', band: 'C', price: 'stable' },
  { deal: 'last-chance', band: 'B', price: 'up' },
  { deal: 'special', band: 'D', price: 'stable' },
  { deal: null, band: 'D', price: 'up', status: 'postponed' },
  { deal: null, band: 'C', price: 'stable', status: 'cancelled' },
  { deal: null, band: 'A50', price: 'stable' },
  { deal: 'special', band: 'B', price: 'down' },
  { deal: 'early-bird', band: 'A', price: 'stable' },
];

function randomBand(r: number, r2: number): Band {
  if (r < 0.15) return r2 < 0.35 ? 'A50' : 'A';
  if (r < 0.4) return 'B';
  if (r < 0.7) return 'C';
  return 'D';
}

function randomDeal(r: number): Deal | null {
  if (r < 0.06) return 'flash';
  if (r < 0.15) return 'early-bird';
  if (r < 0.21) return 'last-chance';
  if (r < 0.26) return 'special';
  return null;
}

/** Seats sold for a band out of the event's total. */
function seatsSoldFor(band: Band, total: number, rng: () => number): number {
  const between = (lo: number, hi: number) => Math.round(total * (lo + (hi - lo) * rng()));
  switch (band) {
    case 'A50':
      return total - (1 + Math.floor(rng() * Math.min(49, Math.ceil(total * 0.1) - 1)));
    case 'A1000':
      return total - (1 + Math.floor(rng() * Math.min(999, Math.ceil(total * 0.1) - 1)));
    case 'A':
      return Math.min(total - 1, between(0.905, 0.99));
    case 'B1000': {
      const lo = Math.ceil(total * 0.1);
      const hi = Math.min(999, Math.ceil(total * 0.25) - 1);
      return total - (lo + Math.floor(rng() * (hi - lo + 1)));
    }
    case 'B':
      return between(0.76, 0.895);
    case 'C':
      return between(0.51, 0.745);
    case 'D':
      return between(0.05, 0.49);
  }
}

function previousPrice(move: PriceMove, rupees: number, rng: () => number): number | null {
  if (move === 'stable') return null;
  if (move === 'down') return Math.max(rupees + 50, roundTo(rupees * (1.1 + rng() * 0.25), 50));
  const lower = roundTo(rupees * (0.75 + rng() * 0.15), 50);
  return clamp(lower, 100, rupees - 50);
}

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

type TimeClass = 'live' | 'past' | 'upcoming';

interface Sides {
  team1: string;
  team2: string;
  team1Id: string | null;
  team2Id: string | null;
  draw: string | null;
}

const teamById = new Map(TEAM_ROWS.map((t) => [t.id, t]));
const playerById = new Map(PLAYER_ROWS.map((p) => [p.id, p]));
const cityById = new Map(CITY_ROWS.map((c) => [c.id, c]));
const emojiBySport = new Map<SportId, string>(SPORTS.map((s) => [s.id, s.emoji]));

function teamName(id: string): string {
  const found = teamById.get(id);
  if (!found) throw new Error(`Unknown team ${id}`);
  return found.name;
}
function playerName(id: string): string {
  const found = playerById.get(id);
  if (!found) throw new Error(`Unknown player ${id}`);
  return found.name;
}

/** Per venue and sport: the competitions held there with cumulative weights. */
interface VenueSlot {
  venue: VenueRow;
  cityName: string;
  competitions: Competition[];
  cumulative: number[];
  /** Per competition: its teams whose home ground this is (or, failing that, whose city this is). */
  homeTeams: string[][];
}

function buildSlots(): Map<SportId, VenueSlot[]> {
  const slots = new Map<SportId, VenueSlot[]>();
  for (const sport of SPORTS) {
    const list: VenueSlot[] = [];
    for (const venue of VENUE_ROWS) {
      if (!venue.sports.includes(sport.id)) continue;
      const competitions = COMPETITIONS.filter((c) => c.sportId === sport.id && c.venues(venue));
      if (competitions.length === 0) throw new Error(`No competition for ${sport.id} at ${venue.id}`);
      let total = 0;
      const cumulative = competitions.map((c) => {
        total += c.weight;
        return total;
      });
      const homeTeams = competitions.map((c) => {
        const pool = c.teams ?? [];
        const home = pool.filter((id) => HOME_VENUES[id] === venue.id);
        if (home.length > 0) return home;
        return pool.filter((id) => teamById.get(id)?.cityId === venue.cityId);
      });
      list.push({
        venue,
        cityName: cityById.get(venue.cityId)?.name ?? venue.cityId,
        competitions,
        cumulative,
        homeTeams,
      });
    }
    slots.set(sport.id, list);
  }
  return slots;
}

const SLOTS = buildSlots();

function pickCompetition(slot: VenueSlot, r: number): number {
  const total = item(slot.cumulative, slot.cumulative.length - 1);
  const target = r * total;
  const index = slot.cumulative.findIndex((c) => target < c);
  return index < 0 ? slot.cumulative.length - 1 : index;
}

function pickSides(competition: Competition, homeTeams: string[], rng: () => number): Sides {
  if (competition.draws) {
    const draw = item(competition.draws, Math.floor(rng() * competition.draws.length));
    const pool = draw.players;
    const a = Math.floor(rng() * pool.length);
    const b = (a + 1 + Math.floor(rng() * (pool.length - 1))) % pool.length;
    return {
      team1: playerName(item(pool, a)),
      team2: playerName(item(pool, b)),
      team1Id: null,
      team2Id: null,
      draw: draw.label,
    };
  }
  const pool = competition.teams ?? [];
  let home: string;
  let away: string;
  if (competition.home) {
    home = competition.home;
    away = item(pool, Math.floor(rng() * pool.length));
  } else {
    // Mostly the home side of the ground when it has one; neutral fixtures otherwise.
    const useHome = homeTeams.length > 0 && rng() < 0.8;
    home = useHome
      ? item(homeTeams, Math.floor(rng() * homeTeams.length))
      : item(pool, Math.floor(rng() * pool.length));
    const homeIndex = pool.indexOf(home);
    away = item(pool, (homeIndex + 1 + Math.floor(rng() * (pool.length - 1))) % pool.length);
  }
  return { team1: teamName(home), team2: teamName(away), team1Id: home, team2Id: away, draw: null };
}

const parsedTimes = new Map<string, number>();
/** 'HH:MM' as milliseconds after midnight. */
function parseTime(hhmm: string): number {
  let value = parsedTimes.get(hhmm);
  if (value === undefined) {
    const [h, m] = hhmm.split(':');
    value = (Number(h) * 60 + Number(m)) * MINUTE;
    parsedTimes.set(hhmm, value);
  }
  return value;
}

/** Splits `count` events into live, past and upcoming, keeping at least 120 upcoming when count allows. */
function timeClassCounts(count: number): { live: number; past: number } {
  if (count <= 0) return { live: 0, past: 0 };
  const wantLive = count >= 20 ? 2 : count >= 5 ? 1 : 0;
  const wantPast = Math.round(count * PAST_SHARE);
  if (count < MIN_UPCOMING) return { live: wantLive, past: wantPast };
  const spare = count - MIN_UPCOMING;
  const live = Math.min(wantLive, spare);
  return { live, past: Math.min(wantPast, spare - live) };
}

function roundLabel(rank: number, size: number): string {
  const p = size <= 1 ? 0 : rank / size;
  if (p < 0.4) return 'Round of 32';
  if (p < 0.65) return 'Round of 16';
  if (p < 0.82) return 'Quarter-final';
  if (p < 0.94) return 'Semi-final';
  return 'Final';
}

export function generateCatalogue(options: CatalogueOptions): Catalogue {
  const { anchor, eventCount } = options;
  if (!Number.isInteger(eventCount) || eventCount < 0) {
    throw new RangeError(`eventCount must be a whole number ≥ 0, got ${eventCount}`);
  }
  const anchorMs = anchor.getTime();
  if (Number.isNaN(anchorMs)) throw new RangeError('anchor must be a valid date');
  const rng = mulberry32(options.seed ?? SEED_DEFAULT);

  // The anchor's IST calendar day: upcoming and past events are whole IST days away from it.
  const anchorDate = istDateTime(anchor).date;
  const [year, month, day] = anchorDate.split('-').map(Number) as [number, number, number];
  const anchorDayUtc = Date.UTC(year, month - 1, day);
  const istMidnight = anchorDayUtc - IST_OFFSET;
  const anchorWeekday = new Date(anchorDayUtc).getUTCDay();
  const localDates = new Map<number, string>();
  const localDateOf = (dayOffset: number) => {
    let value = localDates.get(dayOffset);
    if (value === undefined) {
      value = istDateTime(new Date(istMidnight + dayOffset * DAY + 12 * HOUR)).date;
      localDates.set(dayOffset, value);
    }
    return value;
  };
  const endOfIstDay = (dayOffset: number) => istMidnight + (dayOffset + 1) * DAY - MINUTE;

  const { live: liveCount, past: pastCount } = timeClassCounts(eventCount);
  const rest = eventCount - liveCount;
  const updatedAt = new Date(anchorMs);

  const rows: EventRow[] = new Array(eventCount);
  const startMs = new Float64Array(eventCount);
  const classes: TimeClass[] = new Array(eventCount);
  const groupOf = new Int32Array(eventCount);
  const groups: {
    key: string;
    numbering: Numbering;
    tournament: string;
    format: string;
    draw: string | null;
    members: number[];
  }[] = [];
  const groupIndex = new Map<string, number>();
  const venueCursor = new Map<SportId, number>();
  let upcomingSeen = 0;
  let firstPastSeen = false;
  /** `${side}@${start}` of every match placed so far. */
  const busy = new Set<string>();
  /**
   * `${side}@${start}` of a taken start → a start 15-minute steps later that was free for that side
   * when last looked: every step between stays taken (busy only grows), so a later search jumps it.
   * Without it a lakh of events walked the same long chains of taken starts again and again.
   */
  const freeAfter = new Map<string, number>();
  /** The first start at or after `start`, in 15-minute steps, at which `side` has no match. */
  const freeFor = (side: string, start: number) => {
    const walked: string[] = [];
    let at = start;
    while (busy.has(`${side}@${at}`)) {
      walked.push(`${side}@${at}`);
      at = freeAfter.get(`${side}@${at}`) ?? at + 15 * MINUTE;
    }
    for (const key of walked) freeAfter.set(key, at);
    return at;
  };

  for (let i = 0; i < eventCount; i++) {
    const sportId = item(SPORT_PATTERN, i % SPORT_PATTERN.length);
    const sportSlots = SLOTS.get(sportId) ?? [];
    const cursor = venueCursor.get(sportId) ?? 0;
    venueCursor.set(sportId, cursor + 1);
    const slot = item(sportSlots, cursor % sportSlots.length);
    const { venue } = slot;
    const compIndex = pickCompetition(slot, rng());
    const competition = item(slot.competitions, compIndex);
    const format = item(competition.formats, Math.floor(rng() * competition.formats.length));
    const sides = pickSides(competition, item(slot.homeTeams, compIndex), rng);

    // When: live, past or upcoming.
    let timeClass: TimeClass;
    if (i < liveCount) timeClass = 'live';
    else {
      const j = i - liveCount;
      const isPast =
        rest > 0 && Math.floor(((j + 1) * pastCount) / rest) > Math.floor((j * pastCount) / rest);
      timeClass = isPast ? 'past' : 'upcoming';
    }
    const showcase = timeClass === 'upcoming' ? SHOWCASE[upcomingSeen] : undefined;
    if (timeClass === 'upcoming') upcomingSeen++;

    const durationMs = format.minutes * MINUTE;
    let startsAt: number;
    let localDate: string;
    let dayOffset = 0;
    const dayRoll = rng();
    const timeRoll = rng();
    if (timeClass === 'live') {
      // At one of the format's usual start times when one of them (today or yesterday) is in play
      // now; otherwise started a while ago (30–45% of the way through), on a five-minute mark.
      const usual = [0, -1]
        .flatMap((day) => format.times.map((time) => istMidnight + day * DAY + parseTime(time)))
        .find((start) => start <= anchorMs && anchorMs < start + durationMs);
      startsAt =
        usual ?? Math.floor((anchorMs - durationMs * (0.3 + 0.15 * dayRoll)) / (5 * MINUTE)) * 5 * MINUTE;
      localDate = istDateTime(new Date(startsAt)).date;
    } else {
      if (timeClass === 'past') {
        dayOffset = -(PAST_DAYS[0] + Math.floor(dayRoll * (PAST_DAYS[1] - PAST_DAYS[0] + 1)));
      } else if (showcase?.deal === 'early-bird') {
        dayOffset = 30 + Math.floor(dayRoll * 60);
      } else {
        dayOffset = UPCOMING_DAYS[0] + Math.floor(dayRoll * (UPCOMING_DAYS[1] - UPCOMING_DAYS[0] + 1));
      }
      const startOn = (offset: number) => {
        const weekday = (((anchorWeekday + offset) % 7) + 7) % 7;
        const times =
          (weekday === 0 || weekday === 6) && format.weekendTimes ? format.weekendTimes : format.times;
        return istMidnight + offset * DAY + parseTime(item(times, Math.floor(timeRoll * times.length)));
      };
      startsAt = startOn(dayOffset);
      // A side never plays twice at one time: a taken start moves to the next day of its time
      // class's days (wrapping round), and when every day is taken, 15 minutes later.
      const [first, last] = timeClass === 'past' ? [-PAST_DAYS[1], -PAST_DAYS[0]] : UPCOMING_DAYS;
      const taken = (start: number) =>
        busy.has(`${sides.team1}@${start}`) || busy.has(`${sides.team2}@${start}`);
      for (let tries = 0; taken(startsAt) && tries <= last - first; tries++) {
        dayOffset = dayOffset >= last ? first : dayOffset + 1;
        startsAt = startOn(dayOffset);
      }
      // The first 15-minute step at which both sides are free.
      for (let both = false; !both; ) {
        const first = freeFor(sides.team1, startsAt);
        startsAt = freeFor(sides.team2, first);
        both = startsAt === first;
      }
      localDate = localDateOf(dayOffset);
    }
    busy.add(`${sides.team1}@${startsAt}`);
    busy.add(`${sides.team2}@${startsAt}`);
    const endsAt = startsAt + durationMs;

    // Status.
    let status: 'scheduled' | 'postponed' | 'cancelled' = 'scheduled';
    const statusRoll = rng();
    if (showcase?.status) status = showcase.status;
    else if (timeClass === 'past' && !firstPastSeen) status = 'cancelled';
    else if (timeClass === 'upcoming' && !showcase && statusRoll < 0.02) status = 'postponed';
    if (timeClass === 'past') firstPastSeen = true;

    // Seats: the venue's capacity (decision 009); the band says how much of it has sold so far.
    const totalSeats = venue.capacity;
    const bandRoll = rng();
    const bandRoll2 = rng();
    let band: Band;
    if (showcase) band = showcase.band;
    else if (timeClass === 'upcoming') band = randomBand(bandRoll, bandRoll2);
    else band = bandRoll < 0.45 ? 'A' : bandRoll < 0.8 ? 'B' : 'C';
    const seatsSold = seatsSoldFor(band, totalSeats, rng);
    const seatsLeft = totalSeats - seatsSold;
    const soldPercent = (seatsSold / totalSeats) * 100;

    // Deal (running deals only on upcoming, scheduled events).
    const dealRoll = rng();
    const dealEndRoll = rng();
    let deal: Deal | null = null;
    let dealEndsAt: number | null = null;
    if (timeClass === 'upcoming' && status === 'scheduled') {
      deal = showcase ? showcase.deal : randomDeal(dealRoll);
      if (deal === 'early-bird' && dayOffset < 10) deal = 'last-chance';
      if (deal === 'flash') {
        const minutes = showcase?.dealMinutes ?? 60 + Math.floor(dealEndRoll * 22 * 60);
        dealEndsAt = anchorMs + minutes * MINUTE;
      } else if (deal === 'early-bird') {
        const endDay = Math.min(dayOffset - 7, 3 + Math.floor(dealEndRoll * 12));
        dealEndsAt = endOfIstDay(endDay);
      } else if (deal === 'last-chance') {
        dealEndsAt = startsAt - (2 + Math.floor(dealEndRoll * 5)) * HOUR;
      } else if (deal === 'special') {
        dealEndsAt = Math.min(endOfIstDay(2 + Math.floor(dealEndRoll * 5)), startsAt - HOUR);
      }
    }

    // Price.
    const priceRoll = rng();
    const moveRoll = rng();
    const previousRoll = rng();
    const [priceLo, priceHi] = competition.price;
    const rupees = clamp(roundTo(priceLo + (priceHi - priceLo) * priceRoll ** 1.6, 50), priceLo, priceHi);
    let move: PriceMove;
    if (showcase) move = showcase.price;
    else if (deal === 'flash') move = 'down';
    else move = moveRoll < 0.1 ? 'down' : moveRoll < 0.185 ? 'up' : 'stable';
    const previousRupees = previousPrice(move, rupees, () => previousRoll);

    // Editorial fields.
    const popularity = clamp(Math.round(0.55 * soldPercent + 12 + competition.hype + rng() * 20), 1, 100);
    const ratingTenths = clamp(35 + Math.round((popularity / 100) * 11 + rng() * 4), 35, 50);
    const favouriteRoll = rng();
    const favourite = favouriteRoll < 0.58 ? sides.team1 : sides.team2;
    const chance = 51 + Math.floor(rng() * 22);
    const attendanceRoll = rng();
    const attendance =
      status === 'cancelled'
        ? 0
        : timeClass === 'past'
          ? Math.min(venue.capacity, Math.round(seatsSold * (0.86 + attendanceRoll * 0.13)))
          : seatsSold;
    const pool = HIGHLIGHTS[sportId];
    const first = Math.floor(rng() * pool.length);
    const highlightCount = rng() < 0.5 ? 3 : 4;
    const highlights: string[] = [];
    for (let h = 0; h < highlightCount; h++) highlights.push(item(pool, (first + h * 3) % pool.length));
    const tournamentInText = competition.article ? `the ${competition.tournament}` : competition.tournament;

    const key = `${competition.tournament}|${sides.draw ?? format.label}`;
    let group = groupIndex.get(key);
    if (group === undefined) {
      group = groups.length;
      groupIndex.set(key, group);
      groups.push({
        key,
        numbering: competition.numbering,
        tournament: competition.tournament,
        format: format.label,
        draw: sides.draw,
        members: [],
      });
    }
    item(groups, group).members.push(i);
    groupOf[i] = group;
    startMs[i] = startsAt;
    classes[i] = timeClass;

    rows[i] = {
      id: `${options.idPrefix ?? 'ev-'}${String(i + 1).padStart(6, '0')}`,
      title: `${sides.team1} vs ${sides.team2}`,
      subtitle: '',
      sportId,
      cityId: venue.cityId,
      venueId: venue.id,
      team1Id: sides.team1Id,
      team2Id: sides.team2Id,
      team1: sides.team1,
      team2: sides.team2,
      tournament: competition.tournament,
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      localDate,
      status,
      pricePaise: rupees * 100,
      originalPricePaise: previousRupees === null ? null : previousRupees * 100,
      deal,
      dealEndsAt: dealEndsAt === null ? null : new Date(dealEndsAt),
      totalSeats,
      seatsSold,
      seatPlan: timeClass === 'upcoming' && SEAT_PLAN_VENUES.has(venue.id),
      prediction: `${favourite} ${chance}% to win`,
      popularity,
      ratingTenths,
      attendance,
      image: emojiBySport.get(sportId) ?? '',
      description: `${sides.team1} and ${sides.team2} meet in ${tournamentInText} at ${venue.name}, ${slot.cityName}. ${format.blurb}`,
      highlights,
      featured: false,
      trending: false,
      limited: seatsLeft / totalSeats < 0.05,
      updatedAt,
    };
  }

  // Subtitles: matches of a tournament are numbered in date order.
  for (const group of groups) {
    const members = group.members.sort((a, b) => (startMs[a] as number) - (startMs[b] as number) || a - b);
    members.forEach((index, rank) => {
      const n = rank + 1;
      const row = item(rows, index);
      if (group.numbering === 'match') row.subtitle = `Match ${n} · ${group.tournament}`;
      else if (group.numbering === 'tie') row.subtitle = `Tie ${n} · ${group.tournament}`;
      else if (group.numbering === 'ordinal')
        row.subtitle = `${ordinal(n)} ${group.format} · ${group.tournament}`;
      else row.subtitle = `${group.draw} · ${roundLabel(rank, members.length)} · ${group.tournament}`;
    });
  }

  markFeaturedAndTrending(rows, startMs, classes, anchorMs);

  return {
    sports: SPORT_ROWS.map((s) => ({ ...s })),
    cities: CITY_ROWS.map((c) => ({ ...c })),
    venues: VENUE_ROWS.map((v) => ({ ...v, sports: [...v.sports] })),
    teams: TEAM_ROWS.map((t) => ({ ...t })),
    players: PLAYER_ROWS.map((p) => ({ ...p })),
    events: rows,
    news: buildNews(anchorMs),
    scores: buildScores(rows, startMs, classes, anchorMs, rng),
  };
}

/** Featured: the most popular upcoming event of each sport. Trending: the next ten within 30 days. */
function markFeaturedAndTrending(
  rows: EventRow[],
  startMs: Float64Array,
  classes: TimeClass[],
  anchorMs: number,
) {
  const candidates: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (classes[i] === 'upcoming' && item(rows, i).status === 'scheduled') candidates.push(i);
  }
  const popularity = (i: number) => item(rows, i).popularity;
  candidates.sort(
    (a, b) => popularity(b) - popularity(a) || (startMs[a] as number) - (startMs[b] as number) || a - b,
  );
  const featuredSports = new Set<string>();
  for (const i of candidates) {
    const row = item(rows, i);
    if (featuredSports.has(row.sportId)) continue;
    featuredSports.add(row.sportId);
    row.featured = true;
    if (featuredSports.size === SPORTS.length) break;
  }
  const trendingPerSport = new Map<string, number>();
  let trending = 0;
  for (const i of candidates) {
    if (trending >= 10) break;
    const row = item(rows, i);
    if (row.featured || (startMs[i] as number) > anchorMs + 30 * DAY) continue;
    const perSport = trendingPerSport.get(row.sportId) ?? 0;
    if (perSport >= 2) continue;
    trendingPerSport.set(row.sportId, perSport + 1);
    row.trending = true;
    trending++;
  }
}

/** The starting set of articles, all published (written when they were published). */
function buildNews(anchorMs: number): NewsRow[] {
  return NEWS_TEMPLATES.map((t, index) => {
    const publishedAt = new Date(
      Math.floor((anchorMs - t.hoursAgo * HOUR - index * 7 * MINUTE) / MINUTE) * MINUTE,
    );
    return {
      id: `news-${String(index + 1).padStart(3, '0')}`,
      title: t.title,
      summary: t.summary,
      content: t.paragraphs.join('\n\n'),
      author: t.author,
      status: 'published',
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
      sportId: t.sportId,
      image: emojiBySport.get(t.sportId) ?? null,
      tags: [...t.tags],
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Scores
// ---------------------------------------------------------------------------------------------

const COMPLETED_SCORES = 10;

function buildScores(
  rows: EventRow[],
  startMs: Float64Array,
  classes: TimeClass[],
  anchorMs: number,
  rng: () => number,
): ScoreRow[] {
  const bySport = (timeClass: TimeClass, newestFirst: boolean) => {
    const lists = new Map<string, number[]>();
    for (let i = 0; i < rows.length; i++) {
      if (classes[i] !== timeClass || item(rows, i).status !== 'scheduled') continue;
      const sportId = item(rows, i).sportId;
      const list = lists.get(sportId) ?? [];
      list.push(i);
      lists.set(sportId, list);
    }
    for (const list of lists.values()) {
      list.sort(
        (a, b) => ((startMs[a] as number) - (startMs[b] as number)) * (newestFirst ? -1 : 1) || a - b,
      );
    }
    return lists;
  };

  const completed: number[] = [];
  const past = bySport('past', true);
  for (let round = 0; completed.length < COMPLETED_SCORES; round++) {
    let added = false;
    for (const sport of SPORTS) {
      const next = past.get(sport.id)?.[round];
      if (next === undefined || completed.length >= COMPLETED_SCORES) continue;
      completed.push(next);
      added = true;
    }
    if (!added) break;
  }
  const live = rows.flatMap((_, i) => (classes[i] === 'live' ? [i] : []));
  const upcoming = [...bySport('upcoming', false).values()].flatMap((list) => list.slice(0, 1));
  upcoming.sort((a, b) => (startMs[a] as number) - (startMs[b] as number) || a - b);

  const result: ScoreRow[] = [];
  const add = (index: number, status: 'completed' | 'live' | 'upcoming') => {
    const row = item(rows, index);
    const start = row.startsAt as Date;
    let line: ScoreLine;
    if (status === 'upcoming') {
      const { date, time } = istDateTime(start);
      line = { team1: '-', team2: '-', summary: `Starts ${date} at ${time} IST` };
    } else {
      const minutes = status === 'live' ? (anchorMs - start.getTime()) / MINUTE : undefined;
      line = scoreLine(row, minutes, rng);
    }
    result.push({
      id: `sc-${String(result.length + 1).padStart(4, '0')}`,
      eventId: row.id,
      matchTitle: row.title,
      sportId: row.sportId,
      venueId: row.venueId,
      team1Name: row.team1,
      team1Score: line.team1,
      team2Name: row.team2,
      team2Score: line.team2,
      status,
      startsAt: new Date(start.getTime()),
      summary: line.summary,
    });
  };
  for (const index of completed) add(index, 'completed');
  for (const index of live) add(index, 'live');
  for (const index of upcoming) add(index, 'upcoming');
  return result;
}

interface ScoreLine {
  team1: string;
  team2: string;
  summary: string;
}

const int = (rng: () => number, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
const overs = (balls: number) => `${Math.floor(balls / 6)}${balls % 6 ? `.${balls % 6}` : ''}`;

/** A score line for a finished event, or (with minutesIn) one in progress. */
function scoreLine(row: EventRow, minutesIn: number | undefined, rng: () => number): ScoreLine {
  const { team1, team2 } = row;
  const liveNow = minutesIn !== undefined;
  switch (row.sportId) {
    case 'cricket':
      return cricketLine(row, minutesIn, rng);
    case 'football':
    case 'hockey': {
      const max = row.sportId === 'football' ? 3 : 4;
      const a = int(rng, 0, max);
      const b = int(rng, 0, max);
      if (liveNow) {
        const m = Math.floor(minutesIn);
        const clock =
          row.sportId === 'football'
            ? m <= 45
              ? `${m}'`
              : m <= 60
                ? 'Half-time'
                : `${Math.min(90, m - 15)}'`
            : `Quarter ${Math.min(4, 1 + Math.floor(m / 25))}`;
        return { team1: String(Math.min(a, 1)), team2: String(Math.min(b, 1)), summary: `Live · ${clock}` };
      }
      const verdict =
        a === b
          ? `Full time: ${team1} ${a}–${b} ${team2}, a draw`
          : `Full time: ${a > b ? team1 : team2} won ${Math.max(a, b)}–${Math.min(a, b)}`;
      return { team1: String(a), team2: String(b), summary: verdict };
    }
    case 'kabaddi': {
      const a = int(rng, 26, 48);
      const b = int(rng, 24, 46);
      if (liveNow) {
        const share = Math.min(0.9, minutesIn / 50);
        return {
          team1: String(Math.round(a * share)),
          team2: String(Math.round(b * share)),
          summary: minutesIn < 20 ? 'Live · First half' : 'Live · Second half',
        };
      }
      return {
        team1: String(a),
        team2: String(b),
        summary:
          a === b
            ? `Match tied ${a}–${b}`
            : `${a > b ? team1 : team2} won ${Math.max(a, b)}–${Math.min(a, b)}`,
      };
    }
    default: {
      // Tennis and badminton: sets or games; badminton league ties count matches won.
      if (row.tournament.startsWith('Premier Badminton League')) {
        const winner = int(rng, 3, 5);
        const loser = int(rng, 0, 2);
        const firstWins = rng() < 0.5;
        return {
          team1: String(firstWins ? winner : loser),
          team2: String(firstWins ? loser : winner),
          summary: `${firstWins ? team1 : team2} won the tie ${winner}–${loser}`,
        };
      }
      const tennis = row.sportId === 'tennis';
      const sets: string[] = [];
      let won1 = 0;
      let won2 = 0;
      const target =
        tennis && row.tournament.startsWith('Wimbledon') && row.subtitle.startsWith('Men') ? 3 : 2;
      while (won1 < target && won2 < target) {
        const firstTakes = rng() < 0.55;
        const loserScore = tennis ? int(rng, 1, 6) : int(rng, 10, 22);
        const winnerScore = tennis
          ? loserScore >= 5
            ? loserScore + 1 + (loserScore === 6 ? 0 : 1)
            : 6
          : Math.max(21, loserScore + 2);
        const [s1, s2] = firstTakes ? [winnerScore, loserScore] : [loserScore, winnerScore];
        sets.push(`${s1}-${s2}`);
        if (firstTakes) won1++;
        else won2++;
      }
      const winner = won1 > won2 ? team1 : team2;
      return { team1: String(won1), team2: String(won2), summary: `${winner} won ${sets.join(', ')}` };
    }
  }
}

function cricketLine(row: EventRow, minutesIn: number | undefined, rng: () => number): ScoreLine {
  const { team1, team2 } = row;
  const subtitle = row.subtitle;
  const isTest = subtitle.includes('Test') || row.tournament.startsWith('Ranji');
  const maxOvers = subtitle.includes('ODI') ? 50 : 20;
  if (minutesIn !== undefined) {
    if (isTest) {
      const balls = Math.min(540, Math.floor(minutesIn / 4) * 6 + int(rng, 0, 5));
      const wickets = int(rng, 0, 4);
      return {
        team1: `${Math.round((balls / 6) * 3.4)}/${wickets} (${overs(balls)})`,
        team2: 'Yet to bat',
        summary: `Live · Day 1 · ${team1} batting`,
      };
    }
    const inningsMinutes = maxOvers === 50 ? 210 : 90;
    if (minutesIn < inningsMinutes) {
      const balls = Math.max(
        1,
        Math.min(maxOvers * 6 - 1, Math.floor((minutesIn / inningsMinutes) * maxOvers * 6)),
      );
      const runs = Math.round((balls / 6) * (maxOvers === 50 ? 5.6 : 8.6));
      return {
        team1: `${runs}/${int(rng, 1, 5)} (${overs(balls)})`,
        team2: 'Yet to bat',
        summary: `Live · ${team1} batting`,
      };
    }
    const first = maxOvers === 50 ? int(rng, 250, 330) : int(rng, 160, 210);
    const balls = Math.max(
      1,
      Math.floor(((minutesIn - inningsMinutes - 20) / inningsMinutes) * maxOvers * 6),
    );
    const chase = Math.round((balls / 6) * (first / maxOvers));
    return {
      team1: `${first}/${int(rng, 4, 9)} (${maxOvers})`,
      team2: `${chase}/${int(rng, 0, Math.min(3, Math.floor(balls / 12)))} (${overs(balls)})`,
      summary: `Live · ${team2} need ${first + 1 - chase} runs to win`,
    };
  }
  if (isTest) {
    const a1 = int(rng, 260, 450);
    const b1 = int(rng, 200, 380);
    const a2 = int(rng, 150, 300);
    const target = a1 + a2 - b1 + 1;
    if (rng() < 0.6) {
      const b2 = Math.max(60, target - int(rng, 20, 140));
      return {
        team1: `${a1} & ${a2}/${int(rng, 4, 8)}d`,
        team2: `${b1} & ${b2}`,
        summary: `${team1} won by ${target - 1 - b2} runs`,
      };
    }
    return {
      team1: `${a1} & ${a2}/${int(rng, 4, 8)}d`,
      team2: `${b1} & ${Math.max(40, target - int(rng, 60, 160))}/${int(rng, 3, 6)}`,
      summary: 'Match drawn',
    };
  }
  const first = maxOvers === 50 ? int(rng, 230, 340) : int(rng, 140, 220);
  const firstWickets = int(rng, 3, 9);
  if (rng() < 0.5) {
    const wickets = int(rng, 2, 8);
    const balls = int(rng, (maxOvers - 5) * 6, maxOvers * 6 - 1);
    return {
      team1: `${first}/${firstWickets} (${maxOvers})`,
      team2: `${first + int(rng, 1, 6)}/${wickets} (${overs(balls)})`,
      summary: `${team2} won by ${10 - wickets} wickets`,
    };
  }
  const margin = int(rng, 1, 45);
  const allOut = rng() < 0.4;
  const balls = allOut ? int(rng, (maxOvers - 4) * 6, maxOvers * 6 - 1) : maxOvers * 6;
  return {
    team1: `${first}/${firstWickets} (${maxOvers})`,
    team2: allOut
      ? `${first - margin} (${overs(balls)})`
      : `${first - margin}/${int(rng, 5, 9)} (${maxOvers})`,
    summary: `${team1} won by ${margin} runs`,
  };
}
