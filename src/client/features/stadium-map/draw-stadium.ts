import { isAvailable } from '@/shared/domain/seat-bitset';
import type { PlanBlock, VenuePlan } from '@/shared/domain/venue-plan';
import { type MapView, SEAT_DRAW_PX, toScreen, type Viewport, visibleBounds } from './map-view';
import { intersects, type PlanShapes, type SeatLayout } from './plan-geometry';
import { type BlockState, blockState } from './plan-model';

// Drawing the stadium on a 2D canvas with level of detail: far out each block is one shape in its
// price band's colour, patterned by how it stands (few left: stripes; sold out: grey cross-hatch);
// close in, the blocks in view show their seats (available: the band's colour; taken: a small grey
// square; selected: a dark square with a white centre). Shapes differ, so status never rests on
// colour alone.

/** Each price band's colour (3:1 or more against the white map). */
export const BAND_COLOURS: Record<string, string> = {
  platinum: '#7c3aed',
  gold: '#b45309',
  premium: '#0369a1',
  regular: '#047857',
  economy: '#475569',
};
const TAKEN = '#cbd5e1';
const SELECTED = '#0b1b3a';
const FIELD = '#bbf7d0';
const FIELD_LINE = '#166534';
const OUTLINE = '#ffffff';
const FOCUS = '#c2410c';

export interface DrawInput {
  plan: VenuePlan;
  shapes: PlanShapes;
  bandOf: (blockId: string) => string | undefined;
  free: ReadonlyMap<string, number>;
  bits: ReadonlyMap<string, Uint8Array>;
  layoutOf: (block: PlanBlock) => SeatLayout;
  /** Selected seats as '<blockId>:<index>'. */
  selected: ReadonlySet<string>;
  focusBlockId: string | null;
  view: MapView;
  viewport: Viewport;
}

const patterns = new WeakMap<
  CanvasRenderingContext2D,
  Record<'few' | 'soldOut', Map<string, CanvasPattern>>
>();

/** A tile of the band's colour with white stripes (few left), or grey cross-hatch (sold out). */
function patternFor(
  ctx: CanvasRenderingContext2D,
  state: 'few' | 'soldOut',
  colour: string,
): CanvasPattern | string {
  let cache = patterns.get(ctx);
  if (!cache) {
    cache = { few: new Map(), soldOut: new Map() };
    patterns.set(ctx, cache);
  }
  const kept = cache[state].get(colour);
  if (kept) return kept;
  const tile = document.createElement('canvas');
  tile.width = 8;
  tile.height = 8;
  const t = tile.getContext('2d');
  if (!t) return colour;
  t.fillStyle = state === 'few' ? colour : TAKEN;
  t.fillRect(0, 0, 8, 8);
  t.strokeStyle = state === 'few' ? '#ffffff' : '#64748b';
  t.lineWidth = state === 'few' ? 2 : 1;
  t.beginPath();
  t.moveTo(0, 8);
  t.lineTo(8, 0);
  if (state === 'soldOut') {
    t.moveTo(0, 0);
    t.lineTo(8, 8);
  }
  t.stroke();
  const pattern = ctx.createPattern(tile, 'repeat');
  if (!pattern) return colour;
  cache[state].set(colour, pattern);
  return pattern;
}

function fillFor(ctx: CanvasRenderingContext2D, state: BlockState, colour: string): CanvasPattern | string {
  return state === 'available' ? colour : patternFor(ctx, state, colour);
}

function drawField(ctx: CanvasRenderingContext2D, input: DrawInput) {
  const { plan, view, viewport } = input;
  const centre = toScreen(view, viewport, { x: 0, y: 0 });
  ctx.fillStyle = FIELD;
  ctx.strokeStyle = FIELD_LINE;
  ctx.lineWidth = 2;
  ctx.beginPath();
  if (plan.field.shape === 'oval') {
    ctx.arc(centre.x, centre.y, plan.field.radius * view.scale, 0, Math.PI * 2);
  } else {
    const w = plan.field.width * view.scale;
    const h = plan.field.length * view.scale;
    ctx.rect(centre.x - w / 2, centre.y - h / 2, w, h);
  }
  ctx.fill();
  ctx.stroke();
  if (plan.kind === 'oval') {
    // The pitch: 20 m by 3 m, north to south.
    ctx.fillStyle = '#fde68a';
    ctx.fillRect(centre.x - 1.5 * view.scale, centre.y - 10 * view.scale, 3 * view.scale, 20 * view.scale);
  }
}

function tracePolygon(ctx: CanvasRenderingContext2D, input: DrawInput, blockId: string) {
  const outline = input.shapes.outlines.get(blockId) ?? [];
  ctx.beginPath();
  outline.forEach((point, i) => {
    const p = toScreen(input.view, input.viewport, point);
    if (i === 0) ctx.moveTo(p.x, p.y);
    else ctx.lineTo(p.x, p.y);
  });
  ctx.closePath();
}

function drawSeats(ctx: CanvasRenderingContext2D, input: DrawInput, block: PlanBlock, colour: string) {
  const layout = input.layoutOf(block);
  const bits = input.bits.get(block.id);
  const { view, viewport } = input;
  const size = Math.max(2, layout.pitch * view.scale * 0.8);
  const half = size / 2;
  const free = new Path2D();
  const taken = new Path2D();
  const chosen: { x: number; y: number }[] = [];
  const offsetX = viewport.width / 2 - view.x * view.scale;
  const offsetY = viewport.height / 2 - view.y * view.scale;
  for (let i = 0; i < block.seats; i += 1) {
    const x = (layout.xs[i] as number) * view.scale + offsetX;
    const y = (layout.ys[i] as number) * view.scale + offsetY;
    if (x < -size || y < -size || x > viewport.width + size || y > viewport.height + size) continue;
    if (input.selected.has(`${block.id}:${i}`)) chosen.push({ x, y });
    else if (!bits || isAvailable(bits, i)) free.rect(x - half, y - half, size, size);
    else taken.rect(x - half / 2, y - half / 2, half, half);
  }
  if (bits) {
    ctx.fillStyle = colour;
    ctx.fill(free);
  } else {
    // Not read yet: outlines only, until the block's bits arrive.
    ctx.strokeStyle = colour;
    ctx.lineWidth = 1;
    ctx.stroke(free);
  }
  ctx.fillStyle = TAKEN;
  ctx.fill(taken);
  for (const { x, y } of chosen) {
    ctx.fillStyle = SELECTED;
    ctx.fillRect(x - half - 1, y - half - 1, size + 2, size + 2);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(x - half / 3, y - half / 3, (size * 2) / 6, (size * 2) / 6);
  }
}

/** Draws the whole map for the view. */
export function drawStadium(ctx: CanvasRenderingContext2D, input: DrawInput): void {
  const { plan, view, viewport } = input;
  ctx.clearRect(0, 0, viewport.width, viewport.height);
  drawField(ctx, input);
  const visible = visibleBounds(view, viewport);
  const labels: { text: string; x: number; y: number }[] = [];
  for (const block of plan.blocks) {
    const bounds = input.shapes.bounds.get(block.id);
    if (!bounds || !intersects(bounds, visible)) continue;
    const colour = BAND_COLOURS[input.bandOf(block.id) ?? ''] ?? '#475569';
    const state = blockState(input.free.get(block.id) ?? block.seats, block.seats);
    const seatsShown = input.layoutOf(block).pitch * view.scale >= SEAT_DRAW_PX;
    tracePolygon(ctx, input, block.id);
    if (seatsShown) {
      ctx.fillStyle = '#f8fafc';
      ctx.fill();
      drawSeats(ctx, input, block, colour);
      tracePolygon(ctx, input, block.id);
    } else {
      ctx.fillStyle = fillFor(ctx, state, colour);
      ctx.fill();
    }
    const focused = block.id === input.focusBlockId;
    ctx.strokeStyle = focused ? FOCUS : seatsShown ? '#94a3b8' : OUTLINE;
    ctx.lineWidth = focused ? 3 : 1;
    ctx.stroke();
    // A block's id fits inside it once both its sides take 30 px (no labels piled on one another).
    const side = Math.min(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY) * view.scale;
    if (!seatsShown && side > 30) {
      const centre = toScreen(view, viewport, {
        x: (bounds.minX + bounds.maxX) / 2,
        y: (bounds.minY + bounds.maxY) / 2,
      });
      labels.push({ text: block.id, ...centre });
    }
  }
  ctx.font = '600 11px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 3;
  ctx.strokeStyle = 'rgba(11, 27, 58, 0.85)';
  ctx.fillStyle = '#ffffff';
  for (const label of labels) {
    ctx.strokeText(label.text, label.x, label.y);
    ctx.fillText(label.text, label.x, label.y);
  }
}
