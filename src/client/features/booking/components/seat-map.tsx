import { Accessibility, Box, Eye, Minus, Plus, Sparkles, Square, X } from 'lucide-react';
import { type KeyboardEvent, type SyntheticEvent, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/client/lib/cn';
import { MAP_ZOOM_SCALES } from '@/shared/booking-constants';
import { formatPaise, formatRupees } from '@/shared/domain/format';
import { priceBooking } from '@/shared/domain/pricing';
import { seatTips } from '@/shared/domain/seat-tips';
import type { MapSeat, Seating } from '@/shared/schemas/booking';
import { SeatRow, seatIsFree, seatLook, seatName } from './seat-row';

type Located = { seat: MapSeat; sectionName: string; rowIndex: number; index: number };

const BASE_SEAT_PX = 18;

/** Field marker: a cricket ground with its pitch, or a generic rectangular field. */
function FieldMarker({ sport }: { sport: string }) {
  if (sport === 'cricket') {
    return (
      <div
        role="img"
        aria-label="Cricket field with the pitch in the middle"
        className="mx-auto flex h-20 w-48 items-center justify-center rounded-[50%] border-2 border-pitch-700 bg-green-100"
      >
        <div className="h-12 w-3 rounded-sm border border-amber-700 bg-amber-200" />
      </div>
    );
  }
  return (
    <div
      role="img"
      aria-label="Field"
      className="mx-auto flex h-16 w-52 items-center justify-center rounded-lg border-2 border-pitch-700 bg-green-100"
    >
      <div className="h-full w-px bg-pitch-700" />
    </div>
  );
}

function Legend() {
  const item = (label: string, className: string) => (
    <li className="flex items-center gap-1.5">
      <span aria-hidden="true" className={cn('h-4 w-4 border-2', className)} />
      {label}
    </li>
  );
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700">
      {item('Available', cn(seatLook.economy, 'rounded-t-md rounded-b-sm'))}
      {item('Selected', cn(seatLook.selected, 'rounded-t-md rounded-b-sm'))}
      {item('Occupied', cn(seatLook.occupied, 'rounded-t-md rounded-b-sm'))}
      {item('Premium', cn(seatLook.premium, 'rounded-t-md rounded-b-sm'))}
      {item('Standard', cn(seatLook.standard, 'rounded-t-md rounded-b-sm'))}
      {item('Accessible', 'rounded-full border-ink-600 bg-white')}
    </ul>
  );
}

function SeatDetail({ located }: { located: Located | null }) {
  if (!located) {
    return (
      <p className="rounded-xl border border-dashed border-ink-200 p-3 text-sm text-ink-600">
        Point at or move to a seat to see its details.
      </p>
    );
  }
  const { seat, sectionName } = located;
  return (
    <dl
      aria-label="Seat details"
      className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border border-ink-200 p-3 text-sm"
    >
      <dt className="text-ink-600">Row</dt>
      <dd className="font-semibold">{seat.row}</dd>
      <dt className="text-ink-600">Seat</dt>
      <dd className="font-semibold">{seat.number}</dd>
      <dt className="text-ink-600">Section</dt>
      <dd className="font-semibold">{sectionName}</dd>
      <dt className="text-ink-600">Price</dt>
      <dd className="font-semibold">{formatPaise(seat.pricePaise)}</dd>
      <dt className="text-ink-600">View</dt>
      <dd className="font-semibold capitalize">{seat.view}</dd>
      <dt className="text-ink-600">Accessible</dt>
      <dd className="font-semibold">{seat.accessible ? 'Yes' : 'No'}</dd>
      <dt className="text-ink-600">Status</dt>
      <dd className="font-semibold capitalize">{seat.status}</dd>
    </dl>
  );
}

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

  const index = useMemo(() => {
    const byId = new Map<string, Located>();
    const rows: MapSeat[][] = [];
    for (const section of seating.sections) {
      for (const row of section.rows) {
        const seats = [...row.seats].sort((a, b) => a.number - b.number);
        seats.forEach((seat, i) => {
          byId.set(seat.id, { seat, sectionName: section.name, rowIndex: rows.length, index: i });
        });
        rows.push(seats);
      }
    }
    return { byId, rows };
  }, [seating]);

  const firstFree = useMemo(() => {
    for (const row of index.rows) for (const seat of row) if (seatIsFree(seat)) return seat.id;
    return index.rows[0]?.[0]?.id ?? null;
  }, [index]);
  const [active, setActive] = useState<string | null>(null);
  const activeId = active !== null && index.byId.has(active) ? active : (selectedIds[0] ?? firstFree);

  // Announce what changed in the selection.
  const previous = useRef<readonly string[]>(selectedIds);
  useEffect(() => {
    const before = new Set(previous.current);
    const after = new Set(selectedIds);
    previous.current = selectedIds;
    const added = selectedIds.filter((id) => !before.has(id));
    const removed = [...before].filter((id) => !after.has(id));
    const describe = (id: string) => {
      const found = index.byId.get(id)?.seat;
      return found ? `Row ${found.row} seat ${found.number}` : 'A seat';
    };
    const count = `${selectedIds.length} ${selectedIds.length === 1 ? 'seat' : 'seats'} selected.`;
    if (added.length === 1 && removed.length === 0)
      setAnnouncement(`${describe(added[0] as string)} selected. ${count}`);
    else if (removed.length === 1 && added.length === 0)
      setAnnouncement(`${describe(removed[0] as string)} removed. ${count}`);
    else if (added.length + removed.length > 0) setAnnouncement(count);
  }, [selectedIds, index]);

  const selectedByRow = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const id of selectedIds) {
      const found = index.byId.get(id);
      if (!found) continue;
      map.set(found.rowIndex, [...(map.get(found.rowIndex) ?? []), id]);
    }
    return map;
  }, [selectedIds, index]);

  const tips = useMemo(() => seatTips(seating.sections, selectedIds), [seating, selectedIds]);
  const selected = selectedIds
    .map((id) => index.byId.get(id))
    .filter((found): found is Located => found !== undefined);
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
            <button
              type="button"
              aria-label="Zoom out"
              disabled={zoom === MAP_ZOOM_SCALES[0]}
              onClick={() => setZoom(MAP_ZOOM_SCALES[0])}
              className="inline-flex h-9 w-9 items-center justify-center rounded-lg border border-ink-200 hover:bg-ink-50 disabled:opacity-50"
            >
              <Minus aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              aria-label="Zoom in"
              disabled={zoom === MAP_ZOOM_SCALES[1]}
              onClick={() => setZoom(MAP_ZOOM_SCALES[1])}
              className="inline-flex h-9 w-9 items-center justify-center rounded-lg border border-ink-200 hover:bg-ink-50 disabled:opacity-50"
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
            </button>
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
                  {section.name} section · {formatPaise(section.pricePaise)} · {section.available} free
                </legend>
                {section.rows.map((row) => {
                  const rowIndex = index.byId.get(row.seats[0]?.id ?? '')?.rowIndex ?? -1;
                  const inRow = activeId && index.byId.get(activeId)?.rowIndex === rowIndex ? activeId : null;
                  return (
                    <SeatRow
                      key={row.row}
                      row={row}
                      sectionName={section.name}
                      selected={(selectedByRow.get(rowIndex) ?? []).join(',')}
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

      <aside aria-label="Seat details and tips" className="space-y-4">
        <SeatDetail located={inspectedSeat} />
        <section aria-labelledby="selected-seats-title" className="rounded-xl border border-ink-200 p-3">
          <h4 id="selected-seats-title" className="text-sm font-bold">
            Selected seats ({selected.length})
          </h4>
          {selected.length === 0 ? (
            <p className="mt-1 text-sm text-ink-600">No seats selected yet.</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm">
              {selected.map(({ seat, sectionName }) => (
                <li key={seat.id} className="flex items-center justify-between gap-2">
                  <span>
                    Row {seat.row} seat {seat.number} · {sectionName}
                  </span>
                  <span className="flex items-center gap-1">
                    {formatPaise(seat.pricePaise)}
                    <button
                      type="button"
                      aria-label={`Remove row ${seat.row} seat ${seat.number}`}
                      onClick={() => onToggle(seat)}
                      className="inline-flex h-7 w-7 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100"
                    >
                      <X aria-hidden="true" className="h-3.5 w-3.5" />
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 flex justify-between border-t border-ink-100 pt-2 text-sm font-bold">
            <span>Total</span>
            <span>{formatRupees(selectedTotal)}</span>
          </p>
        </section>
        <section aria-labelledby="seat-tips-title" className="rounded-xl bg-brand-50 p-3">
          <h4 id="seat-tips-title" className="flex items-center gap-1.5 text-sm font-bold">
            <Sparkles aria-hidden="true" className="h-4 w-4 text-brand-700" />
            Seat tips
          </h4>
          <ul className="mt-2 space-y-1.5 text-sm text-ink-700">
            {tips.map((tip) => (
              <li key={tip.id} className="flex gap-1.5">
                {tip.id === 'accessible' ? (
                  <Accessibility aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                ) : (
                  <Eye aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                )}
                {tip.text}
              </li>
            ))}
          </ul>
        </section>
        <div className="rounded-xl border border-dashed border-ink-200 p-3 text-center text-sm text-ink-600">
          360° view coming soon
        </div>
      </aside>
    </div>
  );
}

export { seatName };
