import type { SportId } from '../constants';
import { rowLetter, SEAT_VIEWS, type SeatView } from './seat-map';

// A venue's seating plan for stadium-scale events (issue 15, decision record 016): stands →
// blocks → rows → seats, whose seats add up to the venue's capacity exactly. Pure and
// deterministic: the same venue always gets the same plan. Rows are kept as runs of identical rows,
// never as seats: the 1,32,000 seats of Narendra Modi Stadium are 293 blocks and under a
// thousand runs, and a seat is addressed as (block, row, number) or by its index in its block.

export const VENUE_KINDS = ['oval', 'rectangle', 'bowl'] as const;
export type VenueKind = (typeof VENUE_KINDS)[number];

/** Entry levels, front to back: each tier is entered from its own concourse. */
export const TIERS = ['lower', 'middle', 'upper'] as const;
export type Tier = (typeof TIERS)[number];

/** Where a block sits at a day match's afternoon (indoor halls and boxes are always shade). */
export const SUN_EXPOSURES = ['shade', 'partial', 'sun'] as const;
export type SunExposure = (typeof SUN_EXPOSURES)[number];

export interface VenueInput {
  id: string;
  capacity: number;
  sports: readonly SportId[];
}

/** Rows alike in a block: `count` rows from row index `from`, each of `seats` seats numbered from `firstSeat`. */
export interface RowRun {
  from: number;
  count: number;
  seats: number;
  firstSeat: number;
  /** Offsets in the row where an aisle runs before that seat (never 0: each row end is a gangway). */
  aisles: number[];
  /** Offsets of wheelchair positions; each one's companion seat is the next seat. */
  accessible: number[];
}

/** Metres from the field's centre; x east, y south (as a screen draws it); angles clockwise from north. */
export type BlockGeometry =
  | { shape: 'arc'; startAngle: number; endAngle: number; innerRadius: number; outerRadius: number }
  | { shape: 'rect'; x: number; y: number; width: number; height: number };

export interface PlanBlock {
  id: string;
  name: string;
  standId: string;
  tier: Tier;
  view: SeatView;
  sun: SunExposure;
  /** Compass bearing of the block's centre from the field's centre. */
  bearing: number;
  seats: number;
  geometry: BlockGeometry;
  rows: RowRun[];
}

export interface PlanStand {
  id: string;
  name: string;
  gateId: string;
}

export interface PlanGate {
  id: string;
  name: string;
  bearing: number;
}

export interface VenuePlan {
  venueId: string;
  kind: VenueKind;
  capacity: number;
  field: { shape: 'oval'; radius: number } | { shape: 'rectangle'; width: number; length: number };
  gates: PlanGate[];
  stands: PlanStand[];
  blocks: PlanBlock[];
}

/** Cricket needs an oval; football and hockey a rectangle with stands on its sides; the rest (halls, tennis courts) a bowl. */
export function venueKind(venue: Pick<VenueInput, 'sports'>): VenueKind {
  if (venue.sports.includes('cricket')) return 'oval';
  if (venue.sports.includes('football') || venue.sports.includes('hockey')) return 'rectangle';
  return 'bowl';
}

// ---------------------------------------------------------------------------------------------
// Layouts: what a plan is made from. Real venues may have their own (REAL_LAYOUTS); every other
// venue gets one from its kind and capacity.

interface StandSpec {
  id: string;
  name: string;
  /** Arc (oval, bowl): degrees clockwise from north. Rectangle: the side, as its bearing (0, 90, 180, 270). */
  from: number;
  to: number;
}

interface MiddleSpec {
  boxes: number;
  seatsPerBox: number;
  /** Named blocks of the middle level, in a stand (a president's gallery): wide and shallow. */
  galleries: { standId: string; name: string; seats: number; rows: number }[];
}

interface LayoutSpec {
  stands: StandSpec[];
  gates: { name: string; bearing: number }[];
  /** Share of the general seats (capacity less the middle level) in the lower tier; 1 when single-tier. */
  lowerShare: number;
  middle: MiddleSpec | null;
}

/**
 * Narendra Modi Stadium, Ahmedabad (1,32,000): two general tiers either side of a level of 76
 * corporate boxes of 25 seats and the President's Gallery, six stands under their own names
 * (Adani Pavilion End and Reliance End behind the bowler's arm), three entry points. The placement
 * of the stands around the oval is an approximation, not a surveyed drawing.
 */
const NARENDRA_MODI_STADIUM: LayoutSpec = {
  stands: [
    { id: 'adani-pavilion', name: 'Adani Pavilion End', from: 330, to: 390 },
    { id: 'east-stand', name: 'East Stand', from: 30, to: 90 },
    { id: 'club-pavilion', name: 'Club Pavilion', from: 90, to: 150 },
    { id: 'reliance-pavilion', name: 'Reliance End', from: 150, to: 210 },
    { id: 'west-pavilion', name: 'West Pavilion', from: 210, to: 270 },
    { id: 'north-stand', name: 'North Stand', from: 270, to: 330 },
  ],
  gates: [
    { name: 'Gate 1', bearing: 0 },
    { name: 'Gate 2', bearing: 120 },
    { name: 'Gate 3', bearing: 240 },
  ],
  lowerShare: 0.46,
  middle: {
    boxes: 76,
    seatsPerBox: 25,
    galleries: [{ standId: 'adani-pavilion', name: "President's Gallery", seats: 818, rows: 6 }],
  },
};

const REAL_LAYOUTS: Record<string, LayoutSpec> = { 'narendra-modi-stadium': NARENDRA_MODI_STADIUM };

const COMPASS = ['North', 'North-East', 'East', 'South-East', 'South', 'South-West', 'West', 'North-West'];

/** Venues below this have one tier; from it two; from PLAN_BOXES_FROM a level of boxes between them. */
const PLAN_TWO_TIERS_FROM = 12_000;
const PLAN_BOXES_FROM = 40_000;
const BOX_SEATS = 20;
/** Boxes take about this share of a large venue. */
const BOX_SHARE = 0.015;

function generatedLayout(kind: VenueKind, capacity: number): LayoutSpec {
  const stands: StandSpec[] =
    kind === 'rectangle'
      ? [0, 90, 180, 270].map((side, i) => ({
          id: `${(COMPASS[i * 2] as string).toLowerCase()}-stand`,
          name: `${COMPASS[i * 2] as string} Stand`,
          from: side,
          to: side,
        }))
      : COMPASS.map((name, i) => ({
          id: `${name.toLowerCase()}-stand`,
          name: `${name} Stand`,
          from: i * 45 - 22.5,
          to: i * 45 + 22.5,
        }));
  const gateCount = capacity >= 20_000 ? 4 : 2;
  const gates = Array.from({ length: gateCount }, (_, i) => ({
    name: `Gate ${i + 1}`,
    bearing: (360 / gateCount) * i,
  }));
  const boxes = capacity >= PLAN_BOXES_FROM ? Math.round((capacity * BOX_SHARE) / BOX_SEATS) : 0;
  return {
    stands,
    gates,
    lowerShare: capacity >= PLAN_TWO_TIERS_FROM ? 0.55 : 1,
    middle: boxes > 0 ? { boxes, seatsPerBox: BOX_SEATS, galleries: [] } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Figures of the generated plan.

/** A general block holds about a fortieth of its venue, between these (so that price bands can follow blocks). */
const BLOCK_SEATS = { min: 150, max: 600 } as const;
/** One wheelchair position (with its companion seat) per this many seats of the venue, all at the entry level. */
export const SEATS_PER_ACCESSIBLE_POSITION = 250;
/** At most this many seats between two aisles. */
const MAX_SEATS_BETWEEN_AISLES = 16;
/** A box's seats stand in this many rows. */
const ROWS_PER_BOX = 3;
/** Metres a row takes from front to back, and the gap between tiers and before the first row. */
const ROW_DEPTH = 0.8;
const TIER_GAP = 2;
const FIELD_GAP = 3;
/** Where the sun stands at a day match's afternoon (14:00–18:00 in India): west-south-west. */
export const AFTERNOON_SUN_BEARING = 240;

const FIELDS: Record<VenueKind, VenuePlan['field']> = {
  oval: { shape: 'oval', radius: 75 },
  rectangle: { shape: 'rectangle', width: 68, length: 105 },
  bowl: { shape: 'rectangle', width: 20, length: 40 },
};

/** Largest-remainder split of `total` in proportion to `weights`: the parts add up to `total` exactly. */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum === 0 ? 0 : (total * w) / sum));
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, i) => ({ i, remainder: value - Math.floor(value) }));
  order.sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

const normalise = (degrees: number) => ((degrees % 360) + 360) % 360;
/** Degrees between two bearings, 0–180. */
export const angleBetween = (a: number, b: number) => {
  const d = Math.abs(normalise(a) - normalise(b));
  return d > 180 ? 360 - d : d;
};

/** The best view looks along the pitch at a cricket ground (behind the bowler's arm), across it elsewhere. */
export function viewAxisDistance(kind: VenueKind, bearing: number): number {
  const axis = kind === 'oval' ? 0 : 90;
  return Math.min(angleBetween(bearing, axis), angleBetween(bearing, axis + 180));
}

/** Excellent within 30° of the best axis, good within 60°; the upper tier sees one step worse; boxes are excellent. */
function viewOf(kind: VenueKind, tier: Tier, bearing: number): SeatView {
  if (tier === 'middle') return 'excellent';
  const distance = viewAxisDistance(kind, bearing);
  const step = (distance <= 30 ? 0 : distance <= 60 ? 1 : 2) + (tier === 'upper' ? 1 : 0);
  return SEAT_VIEWS[Math.min(step, SEAT_VIEWS.length - 1)] as SeatView;
}

/** A stand with the afternoon sun behind it sits in its own shade; one facing the sun sits in it. */
function sunOf(kind: VenueKind, tier: Tier, bearing: number): SunExposure {
  if (kind === 'bowl' || tier === 'middle') return 'shade';
  const fromSun = angleBetween(bearing, AFTERNOON_SUN_BEARING);
  return fromSun <= 60 ? 'shade' : fromSun < 120 ? 'partial' : 'sun';
}

/**
 * Rows of a block: as many as given, else about as deep as wide; the back rows take the seats left
 * over (a bowl widens).
 */
function rowSeatCounts(seats: number, givenRows: number | undefined): number[] {
  const rows = Math.max(1, Math.min(seats, givenRows ?? Math.round(Math.sqrt(seats * 0.9))));
  const base = Math.floor(seats / rows);
  const longer = seats - base * rows;
  return Array.from({ length: rows }, (_, r) => base + (r >= rows - longer ? 1 : 0));
}

/** Aisles split a row into groups of at most MAX_SEATS_BETWEEN_AISLES, as even as they can be. */
function aislesOf(seats: number): number[] {
  const groups = Math.ceil(seats / MAX_SEATS_BETWEEN_AISLES);
  return Array.from({ length: groups - 1 }, (_, i) => Math.round((seats * (i + 1)) / groups));
}

interface RowShape {
  seats: number;
  aisles: number[];
  accessible: number[];
}

/**
 * Wheelchair positions of an entry-level block: at the start of each aisle group (step-free from
 * the gangway), its companion the next seat, in the back row first (the concourse runs behind it)
 * and then forward.
 */
function placeAccessible(rows: RowShape[], positions: number): void {
  let left = positions;
  for (let r = rows.length - 1; r >= 0 && left > 0; r -= 1) {
    const row = rows[r] as RowShape;
    const starts = [0, ...row.aisles].filter((start, i, all) => (all[i + 1] ?? row.seats) - start >= 2);
    row.accessible = starts.slice(0, left);
    left -= row.accessible.length;
  }
}

function toRuns(rows: RowShape[]): RowRun[] {
  const runs: RowRun[] = [];
  rows.forEach((row, r) => {
    const last = runs[runs.length - 1];
    if (
      last &&
      last.seats === row.seats &&
      String(last.aisles) === String(row.aisles) &&
      String(last.accessible) === String(row.accessible)
    ) {
      last.count += 1;
    } else {
      runs.push({ from: r, count: 1, firstSeat: 1, ...row });
    }
  });
  return runs;
}

function blockRows(draft: BlockDraft, accessiblePositions: number): RowRun[] {
  const rows: RowShape[] = rowSeatCounts(draft.seats, draft.rows).map((n) => ({
    seats: n,
    aisles: aislesOf(n),
    accessible: [],
  }));
  placeAccessible(rows, accessiblePositions);
  return toRuns(rows);
}

/** The rows of a block. */
export const rowCount = (rows: readonly RowRun[]) => rows.reduce((sum, run) => sum + run.count, 0);

/** A stand's blocks in one tier before they are placed: name and seats. */
interface BlockDraft {
  name: string;
  seats: number;
  rows?: number;
}

const TIER_LETTER: Record<Tier, string> = { lower: 'L', middle: 'M', upper: 'U' };

/** The seating plan of a venue. Its blocks' seats add up to the venue's capacity. */
export function planFor(venue: VenueInput): VenuePlan {
  if (!Number.isInteger(venue.capacity) || venue.capacity < 1) {
    throw new RangeError(`a venue's capacity is a positive whole number, not ${venue.capacity}`);
  }
  const kind = venueKind(venue);
  const layout = REAL_LAYOUTS[venue.id] ?? generatedLayout(kind, venue.capacity);
  const field = FIELDS[kind];
  const gates: PlanGate[] = layout.gates.map((gate, i) => ({ id: `gate-${i + 1}`, ...gate }));
  const standBearing = (stand: StandSpec) => normalise((stand.from + stand.to) / 2);
  const nearestGate = (bearing: number) =>
    gates.reduce((best, gate) =>
      angleBetween(gate.bearing, bearing) < angleBetween(best.bearing, bearing) ? gate : best,
    );
  const stands: PlanStand[] = layout.stands.map((stand) => ({
    id: stand.id,
    name: stand.name,
    gateId: nearestGate(standBearing(stand)).id,
  }));
  // A stand's weight: its arc, or for a rectangle its side's length.
  const standWeights = layout.stands.map((stand) => {
    if (kind !== 'rectangle' || field.shape !== 'rectangle') return stand.to - stand.from;
    return stand.from % 180 === 0 ? field.width : field.length;
  });

  // Seats per tier: the middle level's are fixed; the rest split between lower and upper.
  const middle = layout.middle;
  const middleSeats = middle
    ? middle.boxes * middle.seatsPerBox + middle.galleries.reduce((sum, g) => sum + g.seats, 0)
    : 0;
  if (middleSeats >= venue.capacity) throw new RangeError(`${venue.id}: boxes exceed the capacity`);
  const general = venue.capacity - middleSeats;
  const lowerSeats = Math.round(general * layout.lowerShare);
  const tierSeats: [Tier, number][] = [
    ['lower', lowerSeats],
    ['middle', middleSeats],
    ['upper', general - lowerSeats],
  ];

  // Each stand's blocks per tier, then their rows.
  const drafts = new Map<Tier, BlockDraft[][]>();
  for (const [tier, seats] of tierSeats) {
    if (seats === 0) continue;
    if (tier === 'middle' && middle) {
      const boxesPerStand = apportion(middle.boxes, standWeights);
      let boxNumber = 0;
      drafts.set(
        tier,
        layout.stands.map((stand, s) => [
          ...middle.galleries.filter((g) => g.standId === stand.id),
          ...Array.from({ length: boxesPerStand[s] ?? 0 }, () => {
            boxNumber += 1;
            return { name: `Box ${boxNumber}`, seats: middle.seatsPerBox, rows: ROWS_PER_BOX };
          }),
        ]),
      );
    } else {
      const perStand = apportion(seats, standWeights);
      const blockSeats = Math.min(BLOCK_SEATS.max, Math.max(BLOCK_SEATS.min, venue.capacity / 40));
      drafts.set(
        tier,
        perStand.map((standSeats) => {
          const count = Math.max(1, Math.round(standSeats / blockSeats));
          return apportion(standSeats, Array<number>(count).fill(1))
            .filter((n) => n > 0)
            .map((n) => ({ name: '', seats: n }));
        }),
      );
    }
  }

  // Rows first, so each tier's depth is known before the blocks are placed. The wheelchair
  // positions go to the lower tier, entered step-free from the concourse behind it, in proportion
  // to its blocks' seats.
  const rowsByTier = new Map<Tier, RowRun[][][]>();
  const depthByTier = new Map<Tier, number>();
  for (const [tier, standDrafts] of drafts) {
    const positions =
      tier === 'lower'
        ? apportion(
            Math.max(1, Math.round(venue.capacity / SEATS_PER_ACCESSIBLE_POSITION)),
            standDrafts.flat().map((b) => b.seats),
          )
        : [];
    let next = 0;
    const rows = standDrafts.map((blocks) =>
      blocks.map((b) => {
        next += 1;
        return blockRows(b, positions[next - 1] ?? 0);
      }),
    );
    rowsByTier.set(tier, rows);
    depthByTier.set(tier, Math.max(...rows.flat().map(rowCount)) * ROW_DEPTH);
  }

  const blocks: PlanBlock[] = [];
  let inner = (field.shape === 'oval' ? field.radius : 0) + FIELD_GAP;
  for (const tier of TIERS) {
    const standDrafts = drafts.get(tier);
    const standRows = rowsByTier.get(tier);
    if (!standDrafts || !standRows) continue;
    const depth = depthByTier.get(tier) ?? 0;
    let number = 0;
    layout.stands.forEach((stand, s) => {
      const standBlocks = standDrafts[s] ?? [];
      const total = standBlocks.reduce((sum, b) => sum + b.seats, 0);
      let before = 0;
      standBlocks.forEach((draft, b) => {
        number += 1;
        const start = before / total;
        before += draft.seats;
        const end = before / total;
        const geometry = placeBlock(kind, field, stand, start, end, inner, inner + depth);
        const bearing = geometryBearing(geometry);
        blocks.push({
          id: `${TIER_LETTER[tier]}${number}`,
          name: draft.name || `Block ${TIER_LETTER[tier]}${number}`,
          standId: stand.id,
          tier,
          view: viewOf(kind, tier, bearing),
          sun: sunOf(kind, tier, bearing),
          bearing,
          seats: draft.seats,
          geometry,
          rows: standRows[s]?.[b] ?? [],
        });
      });
    });
    inner += depth + TIER_GAP;
  }
  return { venueId: venue.id, kind, capacity: venue.capacity, field, gates, stands, blocks };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A block's place: its slice [start, end) of its stand, between `inner` and `outer` metres out. */
function placeBlock(
  kind: VenueKind,
  field: VenuePlan['field'],
  stand: StandSpec,
  start: number,
  end: number,
  inner: number,
  outer: number,
): BlockGeometry {
  if (kind !== 'rectangle' || field.shape !== 'rectangle') {
    // A bowl's stands ring its court at the court's half-length.
    const offset = field.shape === 'rectangle' ? field.length / 2 : 0;
    const span = stand.to - stand.from;
    return {
      shape: 'arc',
      startAngle: round1(normalise(stand.from + span * start)),
      endAngle: round1(normalise(stand.from + span * end)),
      innerRadius: round1(offset + inner),
      outerRadius: round1(offset + outer),
    };
  }
  const halfWidth = field.width / 2;
  const halfLength = field.length / 2;
  // Blocks run clockwise along their side (west to east on the north side, north to south on the east …).
  const along = (from: number, to: number) => [from + (to - from) * start, from + (to - from) * end] as const;
  switch (stand.from) {
    case 0: {
      const [x1, x2] = along(-halfWidth, halfWidth);
      return rect(x1, -(halfLength + outer), x2, -(halfLength + inner));
    }
    case 90: {
      const [y1, y2] = along(-halfLength, halfLength);
      return rect(halfWidth + inner, y1, halfWidth + outer, y2);
    }
    case 180: {
      const [x1, x2] = along(halfWidth, -halfWidth);
      return rect(x2, halfLength + inner, x1, halfLength + outer);
    }
    default: {
      const [y1, y2] = along(halfLength, -halfLength);
      return rect(-(halfWidth + outer), y2, -(halfWidth + inner), y1);
    }
  }
}

const rect = (x1: number, y1: number, x2: number, y2: number): BlockGeometry => ({
  shape: 'rect',
  x: round1(x1),
  y: round1(y1),
  width: round1(x2 - x1),
  height: round1(y2 - y1),
});

/** The compass bearing of a block's centre from the field's centre. */
function geometryBearing(geometry: BlockGeometry): number {
  if (geometry.shape === 'arc') {
    const span = normalise(geometry.endAngle - geometry.startAngle);
    return round1(normalise(geometry.startAngle + span / 2));
  }
  const x = geometry.x + geometry.width / 2;
  const y = geometry.y + geometry.height / 2;
  return round1(normalise((Math.atan2(x, -y) * 180) / Math.PI));
}

// ---------------------------------------------------------------------------------------------
// Addressing seats: a seat is (block, row, number); its index in its block counts seats row by
// row from the front row's first seat. Bitsets of availability follow that index.

export interface PlanSeat {
  index: number;
  rowIndex: number;
  row: string;
  number: number;
  /** Next to an aisle or at a row's end. */
  aisle: boolean;
  /** A wheelchair position. */
  accessible: boolean;
  /** The companion seat of a wheelchair position. */
  companion: boolean;
}

/** The seats of a block: the sum of its rows. */
export const blockSeatCount = (block: Pick<PlanBlock, 'rows'>): number =>
  block.rows.reduce((sum, run) => sum + run.count * run.seats, 0);

/** Every seat of a plan. */
export const planSeatCount = (plan: Pick<VenuePlan, 'blocks'>): number =>
  plan.blocks.reduce((sum, block) => sum + blockSeatCount(block), 0);

/** Whether the seat at `offset` of a row of `run`'s shape is next to an aisle or a row's end. */
export const isAisleSeat = (run: RowRun, offset: number): boolean =>
  offset === 0 || offset === run.seats - 1 || run.aisles.includes(offset) || run.aisles.includes(offset + 1);

function seatIn(run: RowRun, index: number, rowIndex: number, offset: number): PlanSeat {
  return {
    index,
    rowIndex,
    row: rowLetter(rowIndex),
    number: run.firstSeat + offset,
    aisle: isAisleSeat(run, offset),
    accessible: run.accessible.includes(offset),
    companion: run.accessible.includes(offset - 1),
  };
}

/** The seat at `index` of a block (0 ≤ index < blockSeatCount), or null. */
export function seatAt(block: Pick<PlanBlock, 'rows'>, index: number): PlanSeat | null {
  if (!Number.isInteger(index) || index < 0) return null;
  let first = 0;
  for (const run of block.rows) {
    const size = run.count * run.seats;
    if (index < first + size) {
      const within = index - first;
      const rowIndex = run.from + Math.floor(within / run.seats);
      return seatIn(run, index, rowIndex, within % run.seats);
    }
    first += size;
  }
  return null;
}

/** The row index of a row label: A → 0, Z → 25, AA → 26 (the inverse of rowLetter); -1 if not a label. */
export function rowIndexOf(label: string): number {
  if (!/^[A-Z]{1,3}$/.test(label)) return -1;
  let n = 0;
  for (const letter of label) n = n * 26 + (letter.charCodeAt(0) - 64);
  return n - 1;
}

/** The index in its block of seat `number` of row `row`, or null when the block has no such seat. */
export function indexOf(block: Pick<PlanBlock, 'rows'>, row: string, number: number): number | null {
  const rowIndex = rowIndexOf(row);
  let first = 0;
  for (const run of block.rows) {
    if (rowIndex >= run.from && rowIndex < run.from + run.count) {
      const offset = number - run.firstSeat;
      if (!Number.isInteger(offset) || offset < 0 || offset >= run.seats) return null;
      return first + (rowIndex - run.from) * run.seats + offset;
    }
    first += run.count * run.seats;
  }
  return null;
}

/** How a seat reads on a ticket and to a screen reader: 'Row K, seat 14'. */
export const seatLabel = (seat: Pick<PlanSeat, 'row' | 'number'>): string =>
  `Row ${seat.row}, seat ${seat.number}`;

/** The wheelchair positions of a plan (each with one companion seat). */
export const accessiblePositions = (plan: Pick<VenuePlan, 'blocks'>): number =>
  plan.blocks.reduce(
    (sum, block) => sum + block.rows.reduce((n, run) => n + run.count * run.accessible.length, 0),
    0,
  );
