import { type Bounds, boundsCentre, type Point } from './plan-geometry';

// The map's camera: which point of the plan (metres) is in the middle of the canvas and how many CSS
// pixels a metre takes. Pure, so the buttons, the wheel, dragging and choosing a block all move it
// the same way.

export interface MapView {
  x: number;
  y: number;
  /** CSS pixels per metre. */
  scale: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** Seats are drawn once a seat is this many pixels apart; below it a block is one shape. */
export const SEAT_DRAW_PX = 5;
/** Seats answer a pointer once they are this far apart: a 24 px target (WCAG 2.5.8). */
export const SEAT_TARGET_PX = 24;
/** What one press of Zoom in or Zoom out does. */
export const ZOOM_STEP = 1.6;
/** What one press of a pan button moves: this share of the canvas. */
export const PAN_STEP = 0.3;
/** Closest zoom: 400 px a metre, beyond the 24 px seats of the most tightly drawn block. */
const MAX_SCALE = 400;

/** The whole of `bounds` in the viewport with a margin. */
export function fitView(bounds: Bounds, viewport: Viewport): MapView {
  const centre = boundsCentre(bounds);
  const scale = Math.min(
    viewport.width / Math.max(1, bounds.maxX - bounds.minX),
    viewport.height / Math.max(1, bounds.maxY - bounds.minY),
  );
  return { ...centre, scale: scale * 0.94 };
}

/** Zoomed by `factor` about a point of the canvas (its middle by default), between `minScale` and the closest zoom. */
export function zoomView(
  view: MapView,
  factor: number,
  minScale: number,
  viewport: Viewport,
  about: Point = { x: viewport.width / 2, y: viewport.height / 2 },
): MapView {
  const scale = Math.min(MAX_SCALE, Math.max(minScale, view.scale * factor));
  const anchor = toPlan(view, viewport, about);
  // Keep the plan's point under `about` where it was.
  return {
    x: anchor.x - (about.x - viewport.width / 2) / scale,
    y: anchor.y - (about.y - viewport.height / 2) / scale,
    scale,
  };
}

/** Moved by (dx, dy) CSS pixels of the canvas: the plan slides the other way. */
export const panView = (view: MapView, dx: number, dy: number): MapView => ({
  ...view,
  x: view.x + dx / view.scale,
  y: view.y + dy / view.scale,
});

export const toScreen = (view: MapView, viewport: Viewport, p: Point): Point => ({
  x: (p.x - view.x) * view.scale + viewport.width / 2,
  y: (p.y - view.y) * view.scale + viewport.height / 2,
});

export const toPlan = (view: MapView, viewport: Viewport, p: Point): Point => ({
  x: (p.x - viewport.width / 2) / view.scale + view.x,
  y: (p.y - viewport.height / 2) / view.scale + view.y,
});

/** The part of the plan the canvas shows. */
export function visibleBounds(view: MapView, viewport: Viewport): Bounds {
  const halfWidth = viewport.width / 2 / view.scale;
  const halfHeight = viewport.height / 2 / view.scale;
  return {
    minX: view.x - halfWidth,
    maxX: view.x + halfWidth,
    minY: view.y - halfHeight,
    maxY: view.y + halfHeight,
  };
}

/**
 * The view of one block: the whole block where that leaves its seats 24 px apart or more, else
 * centred on it at the zoom where they are (a narrow screen then pans along it).
 */
export function blockView(bounds: Bounds, pitch: number, viewport: Viewport): MapView {
  const fitted = fitView(bounds, viewport);
  // A tenth more, so that rounding never leaves the seats a hair under 24 px.
  const selectable = (SEAT_TARGET_PX * 1.1) / pitch;
  return { ...fitted, scale: Math.min(MAX_SCALE, Math.max(fitted.scale, selectable)) };
}

/** The step between two views, `t` from 0 to 1 (eased), for animated moves. */
export function between(from: MapView, to: MapView, t: number): MapView {
  const eased = 1 - (1 - t) ** 3;
  const scale = from.scale * (to.scale / from.scale) ** eased;
  return { x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased, scale };
}
