import { type GateAnswerFacts, offlineGateCode } from '@/shared/domain/gate-answer';
import { seatingName } from '@/shared/domain/seat-map';
import { parseTicketToken, verifyTicketToken } from '@/shared/domain/ticket-token';
import type { GatePack } from '@/shared/schemas/gate';
import type { AdmittedHere } from './gate-store';

/**
 * The gate's answer without the server: the token's Ed25519 signature checked in WebCrypto with the
 * event's key from the gate pack, then the pack's cancelled flag and void list, then whether this
 * device let the ticket in already. Old KP1 codes need the server: offline they are not valid.
 */
export async function checkOffline(input: {
  token: string;
  pack: GatePack;
  key: CryptoKey;
  admittedHere: (ticketId: string) => Promise<AdmittedHere | undefined>;
}): Promise<{ facts: GateAnswerFacts; ticketId: string | null }> {
  const { token, pack, key } = input;
  const claimed = parseTicketToken(token)?.claims ?? null;
  const verified = await verifyTicketToken(token, key);
  const here = verified ? await input.admittedHere(verified.ticketId) : undefined;
  const code = offlineGateCode({
    eventId: pack.eventId,
    verified,
    claimed,
    cancelled: pack.cancelled,
    voidReason: verified
      ? pack.voidTickets.find((ticket) => ticket.id === verified.ticketId)?.reason
      : undefined,
    admittedHereAt: here?.admittedAt,
  });
  const shown = verified ?? (code === 'other_event' ? claimed : null);
  return {
    facts: {
      code,
      seatLabel: shown?.seatLabel,
      category: shown ? seatingName(shown.categoryId) : null,
      admittedAt: here?.admittedAt,
    },
    ticketId: verified?.ticketId ?? null,
  };
}
