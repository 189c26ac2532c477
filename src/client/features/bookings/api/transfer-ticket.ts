import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/client/lib/api-send';
import { keepTicketsOffline } from '@/client/lib/service-worker';
import type { TicketTransfer, TransferTicketInput } from '@/shared/schemas/ticket-transfer';
import { RECEIVED_TICKETS_READ } from './list-received-tickets';

/**
 * POST /api/tickets/:ticketId/transfer {name, email} → 201 the transfer (200: the same one asked
 * again). 409 with a TRANSFER_REFUSALS code (own_address names the e-mail field); 400 names the
 * field; 404 for a ticket the fan does not hold.
 */
export const transferTicket = (ticketId: string, input: TransferTicketInput) =>
  apiSend<TicketTransfer>('POST', `/tickets/${encodeURIComponent(ticketId)}/transfer`, input);

/**
 * Transfers a ticket, then refreshes everything that showed it before it resolves (so the page
 * shows it given away at once): the fan's bookings and received tickets, and the copies the
 * service worker keeps for offline use, so the old code is never shown from them again.
 */
export function useTransferTicket(owner: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, input }: { ticketId: string; input: TransferTicketInput; bookingId?: string }) =>
      transferTicket(ticketId, input),
    onSuccess: async (_transfer, { bookingId }) => {
      void keepTicketsOffline([
        '/api/bookings',
        RECEIVED_TICKETS_READ,
        ...(bookingId ? [`/api/bookings/${bookingId}`] : []),
      ]).catch(() => {});
      await Promise.all([
        client.invalidateQueries({ queryKey: ['me', owner, 'bookings'] }),
        client.invalidateQueries({ queryKey: ['me', owner, 'tickets'] }),
      ]);
    },
  });
}
