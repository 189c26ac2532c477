import { useEffect, useRef } from 'react';
import type { Camera } from '../camera';
import { type DrawInput, drawStadium } from '../draw-stadium';
import { panView, SEAT_TARGET_PX, toPlan, zoomView } from '../map-view';
import { blockContains, seatNear } from '../plan-geometry';

/** A press that moves less than this is a click, not a drag. */
const DRAG_PX = 5;
const WHEEL_STEP = 1.15;

type Drawn = Omit<DrawInput, 'view' | 'viewport'>;

/**
 * The stadium on a canvas, redrawn on every camera move (outside React) and whenever what it draws
 * changes. A click on a block chooses it; once seats are 24 px apart a click on a seat toggles it.
 * Dragging pans and the wheel zooms, but the buttons and the lists beside it do everything too; the
 * canvas sits in an image with a text alternative, so assistive technology skips it.
 */
export function MapCanvas({
  camera,
  drawn,
  minScale,
  onBlock,
  onSeat,
}: {
  camera: Camera;
  drawn: Drawn;
  minScale: number;
  onBlock: (blockId: string) => void;
  onSeat: (blockId: string, index: number) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawnRef = useRef(drawn);
  drawnRef.current = drawn;
  const handlers = useRef({ onBlock, onSeat, minScale });
  handlers.current = { onBlock, onSeat, minScale };
  const frame = useRef<number | null>(null);
  const painted = useRef(false);

  const paint = () => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const viewport = camera.viewport();
    const ratio = window.devicePixelRatio || 1;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawStadium(ctx, { ...drawnRef.current, view: camera.view(), viewport });
    if (!painted.current) {
      painted.current = true;
      performance.mark('stadium-map:first-paint');
    }
  };
  const paintRef = useRef(paint);
  paintRef.current = paint;
  const schedule = () => {
    if (frame.current === null) {
      frame.current = requestAnimationFrame(() => {
        frame.current = null;
        paintRef.current();
      });
    }
  };
  const scheduleRef = useRef(schedule);

  // What is drawn changed (availability, selection, the chosen block): paint at the next frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `drawn` is read through its ref when painting
  useEffect(() => scheduleRef.current(), [drawn]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const resize = () => {
      const { width, height } = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      camera.setViewport({ width, height });
      paintRef.current();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    const unsubscribe = camera.subscribe(() => scheduleRef.current());
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = canvas.getBoundingClientRect();
      const about = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      const factor = event.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP;
      camera.set(zoomView(camera.view(), factor, handlers.current.minScale, camera.viewport(), about));
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      unsubscribe();
      canvas.removeEventListener('wheel', onWheel);
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, [camera]);

  const press = useRef<{ x: number; y: number; moved: boolean } | null>(null);

  const click = (x: number, y: number) => {
    const view = camera.view();
    const point = toPlan(view, camera.viewport(), { x, y });
    const { plan, layoutOf } = drawnRef.current;
    const block = plan.blocks.find((b) => blockContains(b, point));
    if (!block) return;
    const layout = layoutOf(block);
    if (layout.pitch * view.scale >= SEAT_TARGET_PX) {
      const index = seatNear(layout, point);
      if (index >= 0) handlers.current.onSeat(block.id, index);
      return;
    }
    handlers.current.onBlock(block.id);
  };

  return (
    <canvas
      ref={canvasRef}
      data-testid="stadium-canvas"
      className="block h-full w-full cursor-pointer touch-none select-none"
      onPointerDown={(event) => {
        press.current = { x: event.clientX, y: event.clientY, moved: false };
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        const start = press.current;
        if (!start) return;
        const dx = event.clientX - start.x;
        const dy = event.clientY - start.y;
        if (!start.moved && Math.hypot(dx, dy) < DRAG_PX) return;
        start.moved = true;
        camera.set(panView(camera.view(), -dx, -dy));
        start.x = event.clientX;
        start.y = event.clientY;
      }}
      onPointerUp={(event) => {
        const start = press.current;
        press.current = null;
        if (!start || start.moved) return;
        const rect = event.currentTarget.getBoundingClientRect();
        click(event.clientX - rect.left, event.clientY - rect.top);
      }}
      onPointerCancel={() => {
        press.current = null;
      }}
    />
  );
}
