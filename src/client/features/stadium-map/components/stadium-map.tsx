import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PlanBlock, VenuePlan } from '@/shared/domain/venue-plan';
import type { EventBlocks, HeldPlanSeat, PlanSeatRef, SeatCategory } from '@/shared/schemas/booking';
import { useEventBlocks } from '../api/get-event-blocks';
import { useVenuePlan } from '../api/get-venue-plan';
import { createCamera } from '../camera';
import { blockView, fitView, PAN_STEP, SEAT_DRAW_PX, visibleBounds, ZOOM_STEP, zoomView } from '../map-view';
import { boundsCentre, intersects, planShapes, type SeatLayout, seatLayout } from '../plan-geometry';
import { bandFree, freeChangeAnnouncement, planModel } from '../plan-model';
import { useBlockSeats } from '../use-block-seats';
import { usePlanSelection } from '../use-plan-selection';
import { BestAvailableForm } from './best-available-form';
import { MapCanvas } from './map-canvas';
import { MapLegend } from './map-legend';
import { type MapMove, MapToolbar } from './map-toolbar';
import { SeatBrowser } from './seat-browser';
import { SelectedPlanSeats } from './selected-plan-seats';

export interface StadiumMapProps {
  eventId: string;
  venueId: string;
  stadium: string;
  /** The event's categories with their prices now: the plan's price bands. */
  categories: readonly SeatCategory[];
  /** The plan seats the hold holds. */
  held: readonly HeldPlanSeat[];
  /** Their price in rupees, as the hold's bill lines have it (seats still being held are not in it). */
  total: number;
  /** Holds exactly these seats (none: releases them); rejects when refused. */
  onHoldSeats: (seats: PlanSeatRef[]) => Promise<unknown>;
  /** Holds the best `count` adjacent seats of the band and answers them; rejects when refused. */
  onHoldBest: (categoryId: string, count: number) => Promise<readonly HeldPlanSeat[]>;
}

/** Blocks whose seats are read at once (the contract's limit for one request). */
const MAX_BLOCKS_IN_VIEW = 40;
/** The lists follow the map this long after it stops moving. */
const SETTLE_MS = 120;

/** The stadium map: the plan and the blocks' counts first, then the map. */
export function StadiumMap(props: StadiumMapProps) {
  const plan = useVenuePlan(props.venueId);
  const blocks = useEventBlocks(props.eventId);
  if (plan.isError || (blocks.isError && !blocks.data)) {
    return (
      <p className="py-10 text-center text-ink-600">The stadium map could not be loaded. Please try again.</p>
    );
  }
  if (!plan.data || !blocks.data) {
    return (
      <p role="status" className="py-10 text-center text-ink-600">
        Loading the stadium map…
      </p>
    );
  }
  return (
    <LoadedStadiumMap
      {...props}
      plan={plan.data}
      blocks={blocks.data}
      onStale={() => void blocks.refetch()}
    />
  );
}

function LoadedStadiumMap({
  eventId,
  stadium,
  categories,
  held,
  total,
  onHoldSeats,
  onHoldBest,
  plan,
  blocks,
  onStale,
}: StadiumMapProps & {
  plan: VenuePlan;
  blocks: EventBlocks;
  /** A hold was refused: someone took seats the map still shows free, so it asks now, not at the next poll. */
  onStale: () => void;
}) {
  const model = useMemo(() => planModel(plan, categories), [plan, categories]);
  const shapes = useMemo(() => planShapes(plan), [plan]);
  const layouts = useMemo(() => new Map<string, SeatLayout>(), []);
  const layoutOf = useCallback(
    (block: PlanBlock) => {
      let layout = layouts.get(block.id);
      if (!layout) {
        layout = seatLayout(block);
        layouts.set(block.id, layout);
      }
      return layout;
    },
    [layouts],
  );
  const free = useMemo(() => new Map(blocks.blocks.map((b) => [b.id, b.free])), [blocks]);
  const camera = useMemo(() => createCamera((viewport) => fitView(shapes.all, viewport)), [shapes]);
  const [settled, setSettled] = useState(() => ({ view: camera.view(), viewport: camera.viewport() }));
  const [openBlockId, setOpenBlockId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const minScale = fitView(shapes.all, settled.viewport).scale * 0.8;

  useEffect(() => {
    performance.mark('stadium-map:data');
  }, []);

  // The lists follow the view once it settles.
  useEffect(() => {
    let timer: number | undefined;
    setSettled({ view: camera.view(), viewport: camera.viewport() });
    const unsubscribe = camera.subscribe((view, done) => {
      window.clearTimeout(timer);
      if (done) timer = window.setTimeout(() => setSettled({ view, viewport: camera.viewport() }), SETTLE_MS);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [camera]);

  const inView = useMemo(() => {
    const visible = visibleBounds(settled.view, settled.viewport);
    const centre = boundsCentre(visible);
    const ids = plan.blocks
      .filter((b) => {
        const bounds = shapes.bounds.get(b.id);
        return (
          bounds && intersects(bounds, visible) && layoutOf(b).pitch * settled.view.scale >= SEAT_DRAW_PX
        );
      })
      .map((b) => {
        const c = boundsCentre(shapes.bounds.get(b.id) ?? visible);
        return { id: b.id, distance: Math.hypot(c.x - centre.x, c.y - centre.y) };
      })
      .sort((a, b) => a.distance - b.distance)
      .map((b) => b.id);
    if (openBlockId && !ids.includes(openBlockId)) ids.unshift(openBlockId);
    return ids.slice(0, MAX_BLOCKS_IN_VIEW);
  }, [plan, shapes, settled, layoutOf, openBlockId]);
  const bits = useBlockSeats(eventId, model.blocks, inView, blocks.version);

  const refused = (error: unknown): never => {
    onStale();
    throw error;
  };
  const selection = usePlanSelection({
    model,
    held,
    bits,
    onHoldSeats: (seats) => onHoldSeats(seats).catch(refused),
    announce: setAnnouncement,
  });

  // Live: a change of the open block's free seats is said politely.
  const previousFree = useRef(free);
  useEffect(() => {
    const open = openBlockId ? model.blocks.get(openBlockId) : undefined;
    const text = open ? freeChangeAnnouncement([open], previousFree.current, free) : '';
    previousFree.current = free;
    if (text) setAnnouncement(text);
  }, [free, openBlockId, model]);

  const openBlock = (blockId: string | null) => {
    setOpenBlockId(blockId);
    const block = blockId ? model.blocks.get(blockId) : undefined;
    const bounds = blockId ? shapes.bounds.get(blockId) : undefined;
    if (block && bounds) camera.animateTo(blockView(bounds, layoutOf(block).pitch, camera.viewport()));
  };

  // Best available: once the hold answers, show where the seats are.
  const holdBest = (categoryId: string, count: number) =>
    onHoldBest(categoryId, count).then(
      (seats) => {
        const first = seats[0];
        if (!first) return;
        openBlock(first.blockId);
        setAnnouncement(`Holding ${first.block}: ${seats.map((s) => s.label).join('; ')}.`);
      },
      (error: unknown) => {
        setAnnouncement('No seats side by side were held. Try another band or fewer seats.');
        refused(error);
      },
    );

  const move = (how: MapMove) => {
    const view = camera.view();
    const viewport = camera.viewport();
    const dx = viewport.width * PAN_STEP;
    const dy = viewport.height * PAN_STEP;
    const target = {
      in: () => zoomView(view, ZOOM_STEP, minScale, viewport),
      out: () => zoomView(view, 1 / ZOOM_STEP, minScale, viewport),
      left: () => ({ ...view, x: view.x - dx / view.scale }),
      right: () => ({ ...view, x: view.x + dx / view.scale }),
      up: () => ({ ...view, y: view.y - dy / view.scale }),
      down: () => ({ ...view, y: view.y + dy / view.scale }),
      whole: () => fitView(shapes.all, viewport),
    }[how]();
    if (how === 'whole') setOpenBlockId(null);
    camera.animateTo(target);
  };

  const drawn = useMemo(
    () => ({
      plan,
      shapes,
      bandOf: (id: string) => model.bandOf.get(id)?.id,
      free,
      bits,
      layoutOf,
      selected: selection.selected,
      focusBlockId: openBlockId,
    }),
    [plan, shapes, model, free, bits, layoutOf, openBlockId, selection.selected],
  );

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-bold">{stadium}</h3>
          <MapToolbar onMove={move} />
        </div>
        <MapLegend bands={model.bands} />
        <div
          role="img"
          aria-label={`Map of ${stadium}: ${plan.stands.length} stands, ${plan.blocks.length} blocks. Choose seats with the lists beside it.`}
          className="relative h-[22rem] overflow-hidden rounded-xl border border-ink-100 bg-ink-50 sm:h-[28rem]"
        >
          <MapCanvas
            camera={camera}
            drawn={drawn}
            minScale={minScale}
            onBlock={openBlock}
            onSeat={selection.toggle}
          />
        </div>
        <p className="text-xs text-ink-600">
          Choose a block or zoom in to see its seats; once they are large enough, choose up to 6.
        </p>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
      <aside aria-label="Choose seats" className="min-w-0 space-y-4">
        <BestAvailableForm bands={model.bands} bandFree={bandFree(model, free)} onHold={holdBest} />
        <SelectedPlanSeats seats={selection.listed} total={total} onRemove={selection.remove} />
        <SeatBrowser
          model={model}
          free={free}
          bits={bits}
          selected={selection.selected}
          openBlockId={openBlockId}
          onOpenBlock={openBlock}
          onSeat={selection.toggle}
        />
      </aside>
    </div>
  );
}
