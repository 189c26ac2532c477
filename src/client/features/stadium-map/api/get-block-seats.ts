import { apiGet } from '@/client/lib/api-client';
import { BLOCK_SEATS_MAX_IDS, type BlockSeats } from '@/shared/schemas/booking';

/**
 * GET /api/events/:eventId/blocks/seats?ids=…: the named blocks' seats as availability text
 * (seat-bitset.ts). Asked in groups of at most 40 blocks, the contract's limit. Not a cached query:
 * use-block-seats.ts keeps each block's bits and asks only for the blocks in view that are out of date.
 */
export async function fetchBlockSeats(
  eventId: string,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<BlockSeats['blocks']> {
  const groups: string[][] = [];
  for (let i = 0; i < ids.length; i += BLOCK_SEATS_MAX_IDS)
    groups.push(ids.slice(i, i + BLOCK_SEATS_MAX_IDS));
  const answers = await Promise.all(
    groups.map((group) =>
      apiGet<BlockSeats>(`/events/${encodeURIComponent(eventId)}/blocks/seats`, {
        query: { ids: group.join(',') },
        signal,
      }),
    ),
  );
  return answers.flatMap((answer) => answer.blocks);
}
