import { useEffect, useRef, useState } from 'react';
import { decodeAvailability } from '@/shared/domain/seat-bitset';
import type { PlanBlock } from '@/shared/domain/venue-plan';
import { fetchBlockSeats } from './api/get-block-seats';

/** Each block's availability bits (1 = can be had), for the blocks asked for so far. */
export type BlockBits = ReadonlyMap<string, Uint8Array>;

/**
 * The seats of the blocks in view: asked for when a block comes into view, and again when the
 * event's version has moved on since its bits were read (a block out of view waits until it is
 * back). A failed request leaves the old bits; the next version or view change asks again.
 */
export function useBlockSeats(
  eventId: string,
  blocks: ReadonlyMap<string, PlanBlock>,
  inView: readonly string[],
  version: number | undefined,
): BlockBits {
  const [bits, setBits] = useState<BlockBits>(() => new Map());
  /** The event version each block's bits were read at, or asked for at. */
  const readAt = useRef(new Map<string, number>());
  const wanted = inView.join(',');

  useEffect(() => {
    if (version === undefined || wanted === '') return;
    const ids = wanted.split(',').filter((id) => blocks.has(id) && readAt.current.get(id) !== version);
    if (ids.length === 0) return;
    for (const id of ids) readAt.current.set(id, version);
    const forget = () => {
      for (const id of ids) if (readAt.current.get(id) === version) readAt.current.delete(id);
    };
    let answered = false;
    const abort = new AbortController();
    fetchBlockSeats(eventId, ids, abort.signal)
      .then((answer) => {
        answered = true;
        setBits((current) => {
          const next = new Map(current);
          for (const block of answer) {
            const plan = blocks.get(block.id);
            if (plan) next.set(block.id, decodeAvailability(block.availability, plan.seats));
          }
          return next;
        });
      })
      // A failed request is asked again at the next version, or when the block comes back into view.
      // An aborted one was forgotten by the cleanup; forgetting again here would drop the marks of the
      // request that replaced it, and ask for its blocks twice.
      .catch(() => {
        if (!abort.signal.aborted) forget();
      });
    return () => {
      abort.abort();
      // A view that moved on before the answer: the next run must ask for these blocks again, and
      // runs before the abort's rejection would have forgotten them.
      if (!answered) forget();
    };
  }, [eventId, blocks, wanted, version]);

  return bits;
}
