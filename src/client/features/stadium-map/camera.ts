import { between, type MapView, type Viewport } from './map-view';

// The map's view as a small store outside React: the canvas redraws on every change (60 times a
// second while a move animates) without re-rendering the lists beside it, which follow the view
// once it settles.

export interface Camera {
  view: () => MapView;
  viewport: () => Viewport;
  setViewport: (viewport: Viewport) => void;
  /** Jumps to a view (dragging, the wheel). */
  set: (view: MapView) => void;
  /** Moves to a view over `ms` (the buttons, choosing a block). */
  animateTo: (view: MapView, ms?: number) => void;
  /** Calls `listener` on every change; `settled` is false while a move is under way. */
  subscribe: (listener: (view: MapView, settled: boolean) => void) => () => void;
}

const MOVE_MS = 280;

/** `whole` is the view of the whole stadium for a viewport: the first view once the canvas has a size. */
export function createCamera(whole: (viewport: Viewport) => MapView): Camera {
  let viewport: Viewport = { width: 800, height: 500 };
  let view = whole(viewport);
  let sized = false;
  let frame: number | null = null;
  const listeners = new Set<(view: MapView, settled: boolean) => void>();
  const emit = (settled: boolean) => {
    for (const listener of listeners) listener(view, settled);
  };
  const stop = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
  };
  return {
    view: () => view,
    viewport: () => viewport,
    setViewport: (next) => {
      viewport = next;
      if (!sized && next.width > 0 && next.height > 0) {
        sized = true;
        view = whole(next);
      }
      emit(frame === null);
    },
    set: (next) => {
      stop();
      view = next;
      emit(true);
    },
    animateTo: (target, ms = MOVE_MS) => {
      stop();
      const from = view;
      const started = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - started) / ms);
        view = between(from, target, t);
        frame = t < 1 ? requestAnimationFrame(step) : null;
        emit(t >= 1);
      };
      frame = requestAnimationFrame(step);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
