import { sameAddress } from '../../../shared/domain/account-links';
import {
  type GivenTicketsChange,
  givenTicketsNotice,
  type Notice,
  ticketReceivedNotice,
} from '../../../shared/domain/notices';
import { seatingName } from '../../../shared/domain/seat-map';
import {
  TRANSFER_REFUSALS,
  type TransferRefusal,
  transferRefusal,
} from '../../../shared/domain/ticket-transfer';
import type { SessionUser } from '../../../shared/schemas/account';
import type {
  ReceivedTicket,
  TicketTransfer,
  TransferTicketInput,
} from '../../../shared/schemas/ticket-transfer';
import type { Transaction } from '../../db/transaction';
import { HttpError, notFound } from '../../http/errors';
import type { OutgoingMail } from '../mail/mail.service';
import {
  type GivenTicketsFacts,
  givenTicketsChangedMail,
  type TransferMailFacts,
  ticketReceivedMail,
  ticketSentMail,
} from '../mail/templates/transfer-mails';
import type { TicketKeys } from '../signing/ticket-keys';
import { ticketCode } from './ticket-code';
import type { TransferRow, TransfersRepo, TransferTicketRow } from './transfers.repo';

type Viewer = Pick<SessionUser, 'id' | 'email' | 'name'>;

/** The 409 a refused transfer answers; giving it to oneself names the e-mail field. */
function refused(refusal: TransferRefusal): HttpError {
  const { code, message } = TRANSFER_REFUSALS[refusal];
  return new HttpError(409, code, message, refusal === 'own_address' ? { email: message } : undefined);
}

/**
 * Giving a ticket to someone by e-mail, at no charge (issue 13): the old ticket's code is void at
 * once and the recipient holds a new ticket for the same seat, with a code of its own.
 */
export function createTransfersService(deps: {
  repo: TransfersRepo;
  ticketKeys: TicketKeys;
  now: () => Date;
  /** The site's address for links in mails. */
  siteOrigin: string;
  /** Writes mails in the transfer's transaction (the outbox). */
  sendMailsIn: (transaction: Transaction, mails: OutgoingMail[]) => Promise<void>;
  /** Tells the recipient's account, in the transfer's transaction. */
  notifyIn: (transaction: Transaction, userId: string | null, notice: Notice) => Promise<void>;
  /** Told after a transfer committed (its mails are sent); returns at once, never throws. */
  onMailed?: () => void;
}) {
  const { repo, ticketKeys, now } = deps;

  const view = (row: TransferTicketRow, record: TransferRow): TicketTransfer => ({
    id: record.id,
    ticketId: row.ticket.id,
    seatLabel: row.ticket.seatLabel,
    eventId: row.ticket.eventId,
    eventTitle: row.eventTitle,
    toName: record.toName,
    toEmail: record.toEmail,
    transferredAt: record.createdAt.toISOString(),
  });

  return {
    /**
     * Tells whoever holds tickets given to them that the match was cancelled or moved, in the
     * transaction that changes it: a mail to the address each went to, and a notification to the
     * account holding them; one per giver's booking and holder (and new date).
     */
    async tellHoldersIn(transaction: Transaction, eventId: string, change: GivenTicketsChange) {
      const tx = repo.joining(transaction);
      const groups = new Map<string, TransferTicketRow[]>();
      for (const row of await tx.givenTicketsOfEvent(eventId)) {
        const key = `${row.ticket.bookingId}:${row.ticket.holderEmail}`;
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      const mails: OutgoingMail[] = [];
      for (const [key, rows] of groups) {
        const [{ ticket, received, ...first }] = rows as [TransferTicketRow];
        const holderEmail = ticket.holderEmail ?? '';
        const fromName = received?.fromName ?? '';
        const given: GivenTicketsFacts = {
          holderName: ticket.holderName,
          fromName,
          eventId,
          eventTitle: first.eventTitle,
          eventDate: first.eventStartsAt.toISOString(),
          venue: first.venue,
          city: first.city,
          seatLabels: rows.map((row) => row.ticket.seatLabel),
        };
        mails.push({
          key:
            change.kind === 'cancelled'
              ? `given-tickets-cancelled:${key}`
              : `given-tickets-postponed:${key}:${given.eventDate}`,
          to: holderEmail,
          content: givenTicketsChangedMail({ given, change, siteOrigin: deps.siteOrigin }),
        });
        // The account holding them: named at the transfer, or one that proved the address since.
        const holderId = ticket.holderUserId ?? (await tx.accountByEmail(holderEmail))?.id ?? null;
        await deps.notifyIn(
          transaction,
          holderId,
          givenTicketsNotice({
            change,
            bookingId: ticket.bookingId,
            eventId,
            eventTitle: given.eventTitle,
            startsAt: first.eventStartsAt,
            fromName,
            seatLabels: given.seatLabels,
          }),
        );
      }
      await deps.sendMailsIn(transaction, mails);
    },

    /**
     * Transfers the viewer's ticket to `input`, in one transaction with the ticket's row locked:
     * refused (409, TRANSFER_REFUSALS) when the rules say no or the address is the viewer's own;
     * another's ticket is not found (404). The same transfer asked again (the same address) answers
     * the one made, and changes nothing: `created` says which.
     */
    async transfer(
      ticketId: string,
      input: TransferTicketInput,
      viewer: Viewer,
    ): Promise<{ transfer: TicketTransfer; created: boolean }> {
      // Another's ticket, or one sent to an address this account has not proven, is not found.
      // Guests hold none: a guest's booking has no account to transfer from.
      const found = await repo.ticketHeldBy(ticketId, viewer);
      if (!found) throw notFound('Ticket');
      // The new ticket is signed inside the transaction: its event's key is loaded first (on the
      // embedded database a read outside the transaction would wait for it).
      await ticketKeys.publicKey(found.ticket.eventId);
      const at = now();
      const outcome = await repo.transaction(async (tx, transaction) => {
        await tx.lock(ticketId);
        const row = await tx.ticketHeldBy(ticketId, viewer);
        if (!row) throw notFound('Ticket');
        if (row.givenOn && row.givenOn.fromUserId === viewer.id && row.givenOn.toEmail === input.email)
          return { transfer: view(row, row.givenOn), created: false };
        const refusal = transferRefusal(
          {
            admittedAt: row.ticket.admittedAt,
            transferredAt: row.ticket.transferredAt,
            bookingStatus: row.bookingStatus,
            eventCancelled: row.eventStatus === 'cancelled',
            eventStartsAt: row.eventStartsAt,
          },
          at,
        );
        if (refusal) throw refused(refusal);
        if (sameAddress(input.email, viewer.email)) throw refused('own_address');

        await tx.markTransferred(row.ticket.id, at);
        const recipient = await tx.accountByEmail(input.email);
        const issued = await tx.insertTicket({
          bookingId: row.ticket.bookingId,
          eventId: row.ticket.eventId,
          seatLabel: row.ticket.seatLabel,
          holderName: input.name,
          position: row.ticket.position,
          issuedAt: at,
          holderEmail: input.email,
          holderUserId: recipient?.id ?? null,
        });
        const record = await tx.insertTransfer({
          fromTicketId: row.ticket.id,
          toTicketId: issued.id,
          fromUserId: viewer.id,
          fromName: viewer.name,
          toName: input.name,
          toEmail: input.email,
          toUserId: recipient?.id ?? null,
          createdAt: at,
        });
        const facts: TransferMailFacts = {
          eventTitle: row.eventTitle,
          eventDate: row.eventStartsAt.toISOString(),
          venue: row.venue,
          city: row.city,
          category: seatingName(row.category),
          fromName: viewer.name,
          toName: input.name,
          toEmail: input.email,
          transferredAt: at.toISOString(),
          ticket: {
            id: issued.id,
            seatLabel: issued.seatLabel,
            holderName: issued.holderName,
            token: await ticketCode(ticketKeys, issued, row.category),
          },
        };
        const { siteOrigin } = deps;
        await deps.sendMailsIn(transaction, [
          {
            key: `ticket-transfer:${record.id}:recipient`,
            to: input.email,
            content: ticketReceivedMail({ transfer: facts, siteOrigin }),
          },
          {
            key: `ticket-transfer:${record.id}:sender`,
            to: viewer.email,
            content: ticketSentMail({ transfer: facts, siteOrigin }),
          },
        ]);
        await deps.notifyIn(
          transaction,
          recipient?.id ?? null,
          ticketReceivedNotice({
            transferId: record.id,
            fromName: viewer.name,
            eventId: row.ticket.eventId,
            eventTitle: row.eventTitle,
            startsAt: row.eventStartsAt,
            seatLabel: row.ticket.seatLabel,
          }),
        );
        return { transfer: view(row, record), created: true };
      });
      if (outcome.created) deps.onMailed?.();
      return outcome;
    },

    /**
     * The tickets transferred to the viewer's account or address, with a QR code for each that
     * still admits: not given on since, and its booking still confirmed (not refunded).
     */
    async receivedBy(viewer: Viewer): Promise<ReceivedTicket[]> {
      const rows = await repo.receivedBy(viewer);
      return Promise.all(
        rows.map(async (row): Promise<ReceivedTicket> => {
          const { ticket } = row;
          const admits = ticket.transferredAt === null && row.bookingStatus === 'confirmed';
          return {
            id: ticket.id,
            eventId: ticket.eventId,
            eventTitle: row.eventTitle,
            eventDate: row.eventStartsAt.toISOString(),
            eventEndsAt: row.eventEndsAt.toISOString(),
            venue: row.venue,
            city: row.city,
            eventCancelled: row.eventStatus === 'cancelled',
            bookingStatus: row.bookingStatus,
            category: seatingName(row.category),
            seatLabel: ticket.seatLabel,
            holderName: ticket.holderName,
            fromName: row.received?.fromName ?? 'A KhelPass fan',
            receivedAt: ticket.issuedAt.toISOString(),
            token: admits ? await ticketCode(ticketKeys, ticket, row.category) : null,
            admittedAt: ticket.admittedAt?.toISOString() ?? null,
            transferredTo: row.givenOn?.toName ?? null,
            transferredAt: ticket.transferredAt?.toISOString() ?? null,
          };
        }),
      );
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
