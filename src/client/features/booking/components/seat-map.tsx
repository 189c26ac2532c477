import { Box, Minus, Plus, Square } from 'lucide-react';
import { type KeyboardEvent, type SyntheticEvent, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/client/lib/cn';
import { MAP_ZOOM_SCALES } from '@/shared/booking-constants';
import { formatPaise } from '@/shared/domain/format';
import { priceBooking } from '@/shared/domain/pricing';
import { seatTips } from '@/shared/domain/seat-tips';
import type { MapSeat, Seating } from '@/shared/schemas/booking';
import {
  firstFreeSeatId,
  type LocatedSeat,
  seatIndex,
  selectedByRow,
  selectionAnnouncement,
} from '../seat-map-index';
import { SeatMapAside } from './seat-map-aside';
import { FieldMarker, Legend } from './seat-map-legend';
import { SeatRow } from './seat-row';

const ZOOM_BUTTONS = [
  { label: 'Zoom out', scale: MAP_ZOOM_SCALES[0], Icon: Minus },
  { label: 'Zoom in', scale: MAP_ZOOM_SCALES[1], Icon: Plus },
] as const;

const BASE_SEAT_PX = 18;

/**
 * The reserved-seating map (product-spec.md section 2 "Seat map"): real seats from GET seating.
 * Seats are buttons with a roving tab stop (arrow keys move, Home/End jump within a row, Enter/Space
 * toggles).
 */
export function SeatMap({
  seating,
  sport,
  selectedIds,
  onToggle,
}: {
  seating: Seating;
  sport: string;
  selectedIds: readonly string[];
  onToggle: (seat: MapSeat) => void;
}) {
  const [threeD, setThreeD] = useState(false);
  const [zoom, setZoom] = useState<number>(MAP_ZOOM_SCALES[0]);
  const [inspected, setInspected] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const mapRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  // A narrow screen shows the middle of the stadium first (the box scrolls sideways, the page never).
  useEffect(() => {
    const box = boxRef.current;
    if (box) box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
  }, []);

  const index = useMemo(() => seatIndex(seating), [seating]);
  const firstFree = useMemo(() => firstFreeSeatId(index), [index]);
  const [active, setActive] = useState<string | null>(null);
  const activeId = active !== null && index.byId.has(active) ? active : (selectedIds[0] ?? firstFree);

  // Announce what changed in the selection.
  const previous = useRef<readonly string[]>(selectedIds);
  useEffect(() => {
    const text = selectionAnnouncement(previous.current, selectedIds, index);
    previous.current = selectedIds;
    if (text) setAnnouncement(text);
  }, [selectedIds, index]);

  const selectedRows = useMemo(() => selectedByRow(index, selectedIds), [selectedIds, index]);

  const tips = useMemo(() => seatTips(seating.sections, selectedIds), [seating, selectedIds]);
  const selected = selectedIds
    .map((id) => index.byId.get(id))
    .filter((found): found is LocatedSeat => found !== undefined);
  const selectedTotal = priceBooking({
    seats: selected.map(({ seat }) => ({ unitPrice: seat.pricePaise / 100, quantity: 1 })),
    addOnIds: [],
    insurance: false,
  }).seats;

  const seatFrom = (event: SyntheticEvent) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-seat-id]');
    return target ? index.byId.get(target.dataset.seatId ?? '') : undefined;
  };

  const moveTo = (seat: MapSeat | undefined) => {
    if (!seat) return;
    setActive(seat.id);
    setInspected(seat.id);
    mapRef.current
      ?.querySelector<HTMLElement>(`[data-seat-id="${seat.id.replace(/["\\]/g, '\\$&')}"]`)
      ?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const found = seatFrom(event);
    if (!found) return;
    const row = index.rows[found.rowIndex] ?? [];
    const go = (rowIndex: number) => {
      const other = index.rows[rowIndex];
      if (other) moveTo(other[Math.min(found.index, other.length - 1)]);
    };
    const keys: Record<string, () => void> = {
      ArrowLeft: () => moveTo(row[found.index - 1]),
      ArrowRight: () => moveTo(row[found.index + 1]),
      ArrowUp: () => go(found.rowIndex - 1),
      ArrowDown: () => go(found.rowIndex + 1),
      Home: () => moveTo(row[0]),
      End: () => moveTo(row[row.length - 1]),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const inspectedSeat = inspected ? (index.byId.get(inspected) ?? null) : null;
  const helpId = 'seat-map-help';
  const seatPx = BASE_SEAT_PX * zoom;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-bold">{seating.stadium}</h3>
          <div className="flex items-center gap-1">
            <button
              type="button"
              aria-pressed={threeD}
              onClick={() => setThreeD((on) => !on)}
              className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-ink-200 px-3 text-sm font-semibold hover:bg-ink-50"
            >
              {threeD ? (
                <Box aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Square aria-hidden="true" className="h-4 w-4" />
              )}
              {threeD ? '3D' : '2D'}
              <span className="sr-only"> view, switch to {threeD ? '2D' : '3D'}</span>
            </button>
            {ZOOM_BUTTONS.map(({ label, scale, Icon }) => (
              <button
                key={label}
                type="button"
                aria-label={label}
                disabled={zoom === scale}
                onClick={() => setZoom(scale)}
                className="inline-flex h-9 w-9 items-center justify-center rounded-lg border border-ink-200 hover:bg-ink-50 disabled:opacity-50"
              >
                <Icon aria-hidden="true" className="h-4 w-4" />
              </button>
            ))}
          </div>
        </div>
        <Legend />
        <p id={helpId} className="sr-only">
          Use the arrow keys to move between seats, Enter or Space to select or remove a seat.
        </p>
        <div
          ref={boxRef}
          className="max-h-[26rem] overflow-auto rounded-xl border border-ink-100 bg-ink-50 p-3 [perspective:900px]"
        >
          {/* biome-ignore lint/a11y/useSemanticElements: a seat grid, not a form group; clicks and keys of its seat buttons are delegated here */}
          <div
            ref={mapRef}
            role="group"
            aria-label={`Seat map of ${seating.stadium}`}
            aria-describedby={helpId}
            onKeyDown={onKeyDown}
            onClick={(event) => {
              const found = seatFrom(event);
              if (found) {
                setActive(found.seat.id);
                onToggle(found.seat);
              }
            }}
            onMouseOver={(event) => {
              const found = seatFrom(event);
              if (found) setInspected(found.seat.id);
            }}
            onFocus={(event) => {
              const found = seatFrom(event);
              if (found) setInspected(found.seat.id);
            }}
            style={{ ['--seat' as string]: `${seatPx}px` }}
            className={cn(
              'mx-auto w-max space-y-4 transition-transform duration-300',
              threeD ? '[transform:rotateX(35deg)] [transform-origin:50%_0%]' : '',
            )}
          >
            <FieldMarker sport={sport} />
            {seating.sections.map((section) => (
              <fieldset key={section.id} className="space-y-[3px]">
                <legend className="mx-auto mb-1 text-center text-xs font-semibold text-ink-700">
                  {section.name} section · {formatPaise(section.pricePaise)}
                  {section.listPricePaise > section.pricePaise
                    ? ` (deal, was ${formatPaise(section.listPricePaise)})`
                    : ''}{' '}
                  · {section.available} free
                </legend>
                {section.rows.map((row) => {
                  const rowIndex = index.byId.get(row.seats[0]?.id ?? '')?.rowIndex ?? -1;
                  const inRow = activeId && index.byId.get(activeId)?.rowIndex === rowIndex ? activeId : null;
                  return (
                    <SeatRow
                      key={row.row}
                      row={row}
                      sectionName={section.name}
                      selected={(selectedRows.get(rowIndex) ?? []).join(',')}
                      activeId={inRow}
                    />
                  );
                })}
              </fieldset>
            ))}
          </div>
        </div>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>

      <SeatMapAside
        inspected={inspectedSeat}
        selected={selected}
        total={selectedTotal}
        tips={tips}
        onRemove={onToggle}
      />
    </div>
  );
}
