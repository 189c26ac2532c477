import {
  type BlockGeometry,
  type PlanBlock,
  type RowRun,
  rowCount,
  type VenuePlan,
} from '@/shared/domain/venue-plan';

// Where a venue plan's blocks and seats lie, in metres from the field's centre (x east, y south, as
// the plan gives them), for drawing and for finding what a pointer is on. Seats are laid out from a
// block's rows: front row nearest the field, an aisle a little wider than a seat gap.

export interface Point {
  x: number;
  y: number;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const RADIANS = Math.PI / 180;
/** An aisle takes this many seat widths. */
const AISLE_WIDTH = 0.8;

export const polar = (bearing: number, radius: number): Point => ({
  x: radius * Math.sin(bearing * RADIANS),
  y: -radius * Math.cos(bearing * RADIANS),
});

/** Degrees an arc spans clockwise from its start (a whole ring is 360). */
const arcSpan = (g: Extract<BlockGeometry, { shape: 'arc' }>) =>
  ((((g.endAngle - g.startAngle) % 360) + 360) % 360 || 360) as number;

/** The side of the field a rectangular block faces from: 0 north, 1 east, 2 south, 3 west. */
const sideOf = (bearing: number) => Math.round(bearing / 90) % 4;

/**
 * A point of a block given how deep (0 front, 1 back) and how far along (0 first seat's end, 1 last)
 * it lies.
 */
export function blockPoint(
  block: Pick<PlanBlock, 'geometry' | 'bearing'>,
  depth: number,
  along: number,
): Point {
  const g = block.geometry;
  if (g.shape === 'arc') {
    return polar(g.startAngle + along * arcSpan(g), g.innerRadius + depth * (g.outerRadius - g.innerRadius));
  }
  switch (sideOf(block.bearing)) {
    case 0:
      return { x: g.x + along * g.width, y: g.y + g.height - depth * g.height };
    case 1:
      return { x: g.x + depth * g.width, y: g.y + along * g.height };
    case 2:
      return { x: g.x + g.width - along * g.width, y: g.y + depth * g.height };
    default:
      return { x: g.x + g.width - depth * g.width, y: g.y + g.height - along * g.height };
  }
}

/** A block's outline as a polygon (an arc's curved edges in steps of at most 2°). */
export function blockOutline(block: Pick<PlanBlock, 'geometry' | 'bearing'>): Point[] {
  const g = block.geometry;
  if (g.shape === 'rect') {
    return [
      { x: g.x, y: g.y },
      { x: g.x + g.width, y: g.y },
      { x: g.x + g.width, y: g.y + g.height },
      { x: g.x, y: g.y + g.height },
    ];
  }
  const steps = Math.max(2, Math.ceil(arcSpan(g) / 2));
  const inner = Array.from({ length: steps + 1 }, (_, i) => blockPoint(block, 0, i / steps));
  const outer = Array.from({ length: steps + 1 }, (_, i) => blockPoint(block, 1, 1 - i / steps));
  return [...inner, ...outer];
}

export function boundsOf(points: readonly Point[]): Bounds {
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const p of points) {
    bounds.minX = Math.min(bounds.minX, p.x);
    bounds.minY = Math.min(bounds.minY, p.y);
    bounds.maxX = Math.max(bounds.maxX, p.x);
    bounds.maxY = Math.max(bounds.maxY, p.y);
  }
  return bounds;
}

export const intersects = (a: Bounds, b: Bounds) =>
  a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

export const boundsCentre = (b: Bounds): Point => ({ x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 });

/** Whether `p` lies inside the block. */
export function blockContains(block: Pick<PlanBlock, 'geometry'>, p: Point): boolean {
  const g = block.geometry;
  if (g.shape === 'rect') return p.x >= g.x && p.x <= g.x + g.width && p.y >= g.y && p.y <= g.y + g.height;
  const radius = Math.hypot(p.x, p.y);
  if (radius < g.innerRadius || radius > g.outerRadius) return false;
  const bearing = (((Math.atan2(p.x, -p.y) / RADIANS) % 360) + 360) % 360;
  return (((bearing - g.startAngle) % 360) + 360) % 360 <= arcSpan(g);
}

/** Each seat's centre in index order, and the smallest distance between two seats' centres (metres). */
export interface SeatLayout {
  xs: Float32Array;
  ys: Float32Array;
  pitch: number;
}

/** Slot (in seat widths) of each seat of a row of `run`'s shape, and the row's width in slots. */
function rowSlots(run: RowRun): { slots: number[]; width: number } {
  const slots: number[] = [];
  let aislesBefore = 0;
  for (let offset = 0; offset < run.seats; offset += 1) {
    if (run.aisles.includes(offset)) aislesBefore += 1;
    slots.push(offset + aislesBefore * AISLE_WIDTH + 0.5);
  }
  return { slots, width: run.seats + run.aisles.length * AISLE_WIDTH };
}

/** Length in metres along a row at `depth` of the block, per unit of `along`. */
function rowLength(block: Pick<PlanBlock, 'geometry' | 'bearing'>, depth: number): number {
  const g = block.geometry;
  if (g.shape === 'arc')
    return (g.innerRadius + depth * (g.outerRadius - g.innerRadius)) * arcSpan(g) * RADIANS;
  return sideOf(block.bearing) % 2 === 0 ? g.width : g.height;
}

/** The block's depth in metres, front row to back. */
function blockDepth(block: Pick<PlanBlock, 'geometry' | 'bearing'>): number {
  const g = block.geometry;
  if (g.shape === 'arc') return g.outerRadius - g.innerRadius;
  return sideOf(block.bearing) % 2 === 0 ? g.height : g.width;
}

export function seatLayout(block: Pick<PlanBlock, 'geometry' | 'bearing' | 'rows' | 'seats'>): SeatLayout {
  const rows = rowCount(block.rows);
  const xs = new Float32Array(block.seats);
  const ys = new Float32Array(block.seats);
  let pitch = blockDepth(block) / Math.max(1, rows);
  let index = 0;
  for (const run of block.rows) {
    const { slots, width } = rowSlots(run);
    for (let r = run.from; r < run.from + run.count; r += 1) {
      const depth = (r + 0.5) / rows;
      pitch = Math.min(pitch, rowLength(block, depth) / width);
      for (const slot of slots) {
        const p = blockPoint(block, depth, slot / width);
        xs[index] = p.x;
        ys[index] = p.y;
        index += 1;
      }
    }
  }
  return { xs, ys, pitch };
}

/** The seat of `layout` whose centre is within half a pitch of `p`, or -1. */
export function seatNear(layout: SeatLayout, p: Point): number {
  let best = -1;
  let bestDistance = (layout.pitch / 2) ** 2;
  for (let i = 0; i < layout.xs.length; i += 1) {
    const d = ((layout.xs[i] as number) - p.x) ** 2 + ((layout.ys[i] as number) - p.y) ** 2;
    if (d <= bestDistance) {
      best = i;
      bestDistance = d;
    }
  }
  return best;
}

/** Outlines and bounds of every block, and of the whole plan (with the field). */
export interface PlanShapes {
  outlines: Map<string, Point[]>;
  bounds: Map<string, Bounds>;
  all: Bounds;
}

export function planShapes(plan: Pick<VenuePlan, 'blocks'>): PlanShapes {
  const outlines = new Map<string, Point[]>();
  const bounds = new Map<string, Bounds>();
  for (const block of plan.blocks) {
    const outline = blockOutline(block);
    outlines.set(block.id, outline);
    bounds.set(block.id, boundsOf(outline));
  }
  return { outlines, bounds, all: boundsOf([...outlines.values()].flat()) };
}
