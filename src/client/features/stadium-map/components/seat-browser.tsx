import { ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/client/lib/cn';
import { isAvailable } from '@/shared/domain/seat-bitset';
import { rowLetter } from '@/shared/domain/seat-map';
import { type PlanBlock, seatAt } from '@/shared/domain/venue-plan';
import type { PlanModel, SeatState } from '../plan-model';
import { blockDescription, seatDescription } from '../plan-model';

interface Row {
  rowIndex: number;
  first: number;
  seats: number;
}

function rowsOf(block: PlanBlock): Row[] {
  const rows: Row[] = [];
  let first = 0;
  for (const run of block.rows) {
    for (let r = 0; r < run.count; r += 1) {
      rows.push({ rowIndex: run.from + r, first, seats: run.seats });
      first += run.seats;
    }
  }
  return rows;
}

const item =
  'flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-ink-200 bg-white px-3 py-2 text-left text-sm hover:bg-ink-50';

/**
 * The map without sight or a mouse: stand → block → row → seat as lists of buttons, with a trail back
 * up. Opening a block also brings it into view on the map (and reads its seats).
 */
export function SeatBrowser({
  model,
  free,
  bits,
  selected,
  openBlockId,
  onOpenBlock,
  onSeat,
}: {
  model: PlanModel;
  free: ReadonlyMap<string, number>;
  bits: ReadonlyMap<string, Uint8Array>;
  selected: ReadonlySet<string>;
  openBlockId: string | null;
  onOpenBlock: (blockId: string | null) => void;
  onSeat: (blockId: string, index: number) => void;
}) {
  const { plan } = model;
  const block = openBlockId ? (model.blocks.get(openBlockId) ?? null) : null;
  const [chosenStand, setStandId] = useState<string | null>(null);
  const standId = block?.standId ?? chosenStand;
  const [rowIndex, setRowIndex] = useState<number | null>(null);
  const stand = plan.stands.find((s) => s.id === standId) ?? null;
  const listRef = useRef<HTMLDivElement>(null);
  const level = block ? (rowIndex !== null ? 'seats' : 'rows') : stand ? 'blocks' : 'stands';

  // A row belongs to its block: another block starts at its rows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the open block changes
  useEffect(() => setRowIndex(null), [openBlockId]);
  // Keyboard focus follows the fan into the level just opened.
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the level or its subject changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (listRef.current?.contains(document.activeElement) || document.activeElement === document.body) {
      listRef.current?.querySelector<HTMLElement>('button:not([aria-disabled="true"]), button')?.focus();
    }
  }, [level, standId, openBlockId, rowIndex]);

  const crumbs: { label: string; go: () => void }[] = [
    {
      label: 'All stands',
      go: () => {
        setStandId(null);
        onOpenBlock(null);
      },
    },
  ];
  if (stand) crumbs.push({ label: stand.name, go: () => onOpenBlock(null) });
  if (block) crumbs.push({ label: block.name, go: () => setRowIndex(null) });
  if (block && rowIndex !== null) crumbs.push({ label: `Row ${rowLetter(rowIndex)}`, go: () => undefined });

  const blockBits = block ? bits.get(block.id) : undefined;
  const seatState = (b: PlanBlock, index: number): SeatState => {
    if (selected.has(`${b.id}:${index}`)) return 'selected';
    if (!blockBits) return 'loading';
    return isAvailable(blockBits, index) ? 'available' : 'taken';
  };

  let list: React.ReactNode;
  if (level === 'stands') {
    list = plan.stands.map((s) => {
      const blocks = plan.blocks.filter((b) => b.standId === s.id);
      const seatsFree = blocks.reduce((sum, b) => sum + (free.get(b.id) ?? b.seats), 0);
      return (
        <li key={s.id}>
          <button
            type="button"
            aria-label={`${s.name}, ${blocks.length} blocks, ${seatsFree.toLocaleString('en-IN')} seats free`}
            className={item}
            onClick={() => setStandId(s.id)}
          >
            <span className="font-semibold">{s.name}</span>
            <span className="text-ink-600">
              {blocks.length} blocks, {seatsFree.toLocaleString('en-IN')} seats free
            </span>
          </button>
        </li>
      );
    });
  } else if (level === 'blocks' && stand) {
    list = plan.blocks
      .filter((b) => b.standId === stand.id)
      .map((b) => (
        <li key={b.id}>
          <button type="button" className={item} onClick={() => onOpenBlock(b.id)}>
            <span>{blockDescription(b, model.bandOf.get(b.id), free.get(b.id) ?? b.seats)}</span>
            <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0" />
          </button>
        </li>
      ));
  } else if (level === 'rows' && block) {
    list = rowsOf(block).map((row) => {
      const open = blockBits
        ? Array.from({ length: row.seats }, (_, i) => isAvailable(blockBits, row.first + i)).filter(Boolean)
            .length
        : null;
      return (
        <li key={row.rowIndex}>
          <button
            type="button"
            aria-label={`Row ${rowLetter(row.rowIndex)}, ${row.seats} seats${open === null ? '' : `, ${open} available`}`}
            className={item}
            onClick={() => setRowIndex(row.rowIndex)}
          >
            <span className="font-semibold">Row {rowLetter(row.rowIndex)}</span>
            <span className="text-ink-600">
              {row.seats} seats{open === null ? '' : `, ${open} available`}
            </span>
          </button>
        </li>
      );
    });
  } else if (block && rowIndex !== null) {
    const row = rowsOf(block).find((r) => r.rowIndex === rowIndex);
    const category = model.bandOf.get(block.id);
    list = Array.from({ length: row?.seats ?? 0 }, (_, i) => {
      const index = (row?.first ?? 0) + i;
      const seat = seatAt(block, index);
      if (!seat) return null;
      const state = seatState(block, index);
      return (
        <li key={index}>
          <button
            type="button"
            aria-label={seatDescription(seat, category, state)}
            aria-pressed={state === 'selected'}
            aria-disabled={state === 'taken' || state === 'loading'}
            // A taken seat still answers (it says so), a seat not read yet does not.
            onClick={() => (state === 'loading' ? undefined : onSeat(block.id, index))}
            className={cn(
              'flex h-10 w-10 items-center justify-center rounded-md border-2 text-xs font-semibold',
              state === 'selected' && 'border-ink-900 bg-ink-900 text-white',
              state === 'available' && 'border-ink-500 bg-white hover:bg-ink-50',
              state === 'taken' &&
                'cursor-not-allowed border-dashed border-ink-200 bg-ink-100 text-ink-500 line-through',
              state === 'loading' && 'border-dotted border-ink-200 text-ink-500',
              seat.accessible && 'rounded-full',
            )}
          >
            {seat.number}
          </button>
        </li>
      );
    });
  }

  return (
    <section aria-labelledby="seat-browser-title" className="space-y-2">
      <h4 id="seat-browser-title" className="text-sm font-bold">
        Choose by stand, block, row and seat
      </h4>
      <nav aria-label="Where you are in the stadium">
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          {crumbs.map((crumb, i) => (
            <li key={crumb.label} className="flex items-center gap-1">
              {i > 0 ? <ChevronRight aria-hidden="true" className="h-3.5 w-3.5 text-ink-500" /> : null}
              {i === crumbs.length - 1 ? (
                <span aria-current="location" className="font-semibold">
                  {crumb.label}
                </span>
              ) : (
                <button type="button" onClick={crumb.go} className="min-h-6 underline hover:text-brand-700">
                  {crumb.label}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div ref={listRef}>
        {level === 'seats' ? (
          <ul aria-label={`Seats of row ${rowLetter(rowIndex ?? 0)}`} className="flex flex-wrap gap-1">
            {list}
          </ul>
        ) : (
          <ul
            aria-label={level === 'stands' ? 'Stands' : level === 'blocks' ? 'Blocks' : 'Rows'}
            className="max-h-72 space-y-1 overflow-y-auto pr-1"
          >
            {list}
          </ul>
        )}
        {level === 'rows' && !blockBits ? (
          <p role="status" className="mt-1 text-sm text-ink-600">
            Checking this block's seats…
          </p>
        ) : null}
      </div>
    </section>
  );
}
