import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/client/lib/api-send';
import type { EventDeal } from '@/shared/schemas/deals';
import { eventDealsQueryOptions } from './list-event-deals';

/** POST /api/organizer/events/:eventId/deals/:dealId/end → the deal, ended now; 409 deal_over. */
export const endDeal = (eventId: string, dealId: string) =>
  apiSend<EventDeal>(
    'POST',
    `/organizer/events/${encodeURIComponent(eventId)}/deals/${encodeURIComponent(dealId)}/end`,
  );

export function useEndDeal(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dealId: string) => endDeal(eventId, dealId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: eventDealsQueryOptions(eventId).queryKey });
      void client.invalidateQueries({ queryKey: ['events'] });
    },
  });
}
