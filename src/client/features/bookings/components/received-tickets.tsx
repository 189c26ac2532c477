import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { QueryError } from '@/client/components/ui/query-error';
import { TRANSFER_REFUSALS, transferRefusal } from '@/shared/domain/ticket-transfer';
import type { ReceivedTicket } from '@/shared/schemas/ticket-transfer';
import { receivedTicketsQueryOptions } from '../api/list-received-tickets';
import { TicketCard } from './ticket-card';
import { TransferDialog, type TransferTarget } from './transfer-dialog';
import { TransferredTicket } from './transferred-tickets';

/** A received ticket that no longer admits, not because it was given on: what happened to it. */
function VoidTicket({ ticket }: { ticket: ReceivedTicket }) {
  return (
    <div className="kp-card p-4 text-sm text-ink-700">
      <p className="font-semibold text-ink-900">
        {ticket.eventTitle} · Seat {ticket.seatLabel}
      </p>
      <p className="mt-0.5">
        {ticket.eventCancelled
          ? 'This event was cancelled, so this ticket is void. Its buyer is refunded in full.'
          : 'This ticket is void: the booking it came from was refunded.'}
      </p>
    </div>
  );
}

/** One ticket someone gave the fan: its QR code and a Transfer action while the rules allow it. */
function Received({
  ticket,
  now,
  onTransfer,
}: {
  ticket: ReceivedTicket;
  now: Date;
  onTransfer: (target: TransferTarget) => void;
}) {
  if (ticket.transferredTo && ticket.transferredAt) {
    return (
      <TransferredTicket
        ticket={{ ...ticket, transferredTo: ticket.transferredTo, transferredAt: ticket.transferredAt }}
        eventTitle={ticket.eventTitle}
      />
    );
  }
  if (!ticket.token) return <VoidTicket ticket={ticket} />;
  const refusal = transferRefusal({ ...ticket, eventStartsAt: ticket.eventDate }, now);
  let action = null;
  if (refusal === null) {
    action = (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Transfer seat ${ticket.seatLabel}, ${ticket.eventTitle}`}
        onClick={() =>
          onTransfer({
            ticketId: ticket.id,
            seatLabel: ticket.seatLabel,
            eventTitle: ticket.eventTitle,
            eventDate: ticket.eventDate,
          })
        }
      >
        <Send aria-hidden="true" className="h-4 w-4" />
        Transfer
      </Button>
    );
  } else if (refusal !== 'admitted') {
    // A used ticket says so on its card; any other reason is told here.
    action = <p className="text-sm text-ink-600">{TRANSFER_REFUSALS[refusal].message}</p>;
  }
  return (
    <TicketCard
      {...ticket}
      token={ticket.token}
      qrLabel={`Entry QR code for seat ${ticket.seatLabel}, ${ticket.eventTitle}`}
      kicker={`Transferred to you by ${ticket.fromName}`}
      action={action}
    />
  );
}

/**
 * /bookings' 'Tickets transferred to you': the tickets others gave the fan (to their account or to
 * its e-mail address), each with its QR code, or what became of it. Nothing when there are none.
 */
export function ReceivedTickets({ owner, now }: { owner: string; now: Date }) {
  const query = useQuery(receivedTicketsQueryOptions(owner));
  const [transferring, setTransferring] = useState<TransferTarget | null>(null);
  if (query.isPending) return null;
  if (query.isError)
    return (
      <div className="mb-10">
        <QueryError what="the tickets transferred to you" onRetry={() => void query.refetch()} />
      </div>
    );
  if (query.data.length === 0) return null;
  return (
    <section aria-labelledby="received-title" className="mb-10">
      <h2 id="received-title" className="flex items-center gap-2 text-xl font-bold text-ink-900">
        Tickets transferred to you
        <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-sm font-semibold text-ink-700">
          {query.data.length}
        </span>
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Friends gave you these tickets. Show each QR code at the gate; it is in your name.
      </p>
      <ul aria-label="Tickets transferred to you" className="mt-4 grid gap-4 lg:grid-cols-2">
        {query.data.map((ticket) => (
          <li key={ticket.id}>
            <Received ticket={ticket} now={now} onTransfer={setTransferring} />
          </li>
        ))}
      </ul>
      <TransferDialog target={transferring} onClose={() => setTransferring(null)} />
    </section>
  );
}
