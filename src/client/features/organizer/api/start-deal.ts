import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/client/lib/api-send';
import type { DealInput, EventDeal } from '@/shared/schemas/deals';
import { eventDealsQueryOptions } from './list-event-deals';

/** POST /api/organizer/events/:eventId/deals → 201 the deal; 400 naming fields, 409 deal_overlap. */
export const startDeal = (eventId: string, input: DealInput) =>
  apiSend<EventDeal>('POST', `/organizer/events/${encodeURIComponent(eventId)}/deals`, input);

/** Starts a deal, then reloads the event's deals (and the cards, whose price it changes). */
export function useStartDeal(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DealInput) => startDeal(eventId, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: eventDealsQueryOptions(eventId).queryKey });
      void client.invalidateQueries({ queryKey: ['events'] });
    },
  });
}
