import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiRequestError } from '@/client/lib/api-client';
import type { GateAnswerFacts } from '@/shared/domain/gate-answer';
import { admitTicket } from './api/admit-ticket';
import { admissionsQueryOptions } from './api/get-admissions';
import { gateStore } from './gate-store';
import { checkOffline } from './offline-check';
import type { PackState } from './use-gate-device';

/** One scan's answer, as shown: its facts, the ticket it let in (for undo), and how it was decided. */
export interface ScanAnswer {
  /** Counts scans, so the same answer twice is announced twice. */
  serial: number;
  facts: GateAnswerFacts;
  ticketId: string | null;
  offline: boolean;
  /** How long the answer took, in milliseconds. */
  tookMs: number;
}

/** The server could not be reached (as opposed to answering): the scan is decided on the device. */
const unreachable = (error: unknown) => !(error instanceof ApiRequestError) || error.code === 'network';

/**
 * Scans at the gate: online, the server admits (and knows every device's admissions); with no
 * network, or when the server cannot be reached, the device decides from the gate pack and queues
 * what it let in. Either way the answer is kept for the page and the ticket remembered as in here.
 */
export function useGateScan(input: {
  eventId: string;
  deviceId: string | null;
  pack: PackState;
  onQueued: () => void;
}) {
  const { eventId, deviceId, pack, onQueued } = input;
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<ScanAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const serial = useRef(0);

  const decideOffline = useCallback(
    async (token: string) => {
      if (pack.status !== 'ready') return null;
      const decided = await checkOffline({
        token,
        pack: pack.kept.pack,
        key: pack.key,
        admittedHere: (ticketId) => gateStore.admittedHere(eventId, ticketId),
      });
      if (decided.facts.code === 'admitted' && decided.ticketId) {
        await gateStore.queueAdmission(
          { eventId, ticketId: decided.ticketId, admittedAt: new Date().toISOString(), token },
          { seatLabel: decided.facts.seatLabel ?? '', category: decided.facts.category ?? '' },
        );
        onQueued();
      }
      return decided;
    },
    [eventId, pack, onQueued],
  );

  const scan = useCallback(
    async (text: string) => {
      const token = text.trim();
      if (!token || !deviceId) return;
      const started = performance.now();
      setProblem(null);
      let decided: { facts: GateAnswerFacts; ticketId: string | null; offline: boolean } | null = null;
      if (navigator.onLine) {
        try {
          const verdict = await admitTicket({ token, eventId, deviceId });
          const ticket = verdict.ticket;
          decided = {
            facts: {
              code: verdict.code,
              seatLabel: ticket?.seatLabel,
              category: ticket?.category,
              admittedAt: ticket?.admittedAt,
            },
            ticketId: ticket?.id ?? null,
            offline: false,
          };
          if (verdict.code === 'admitted' && ticket?.admittedAt) {
            await gateStore.rememberAdmitted({
              eventId,
              ticketId: ticket.id,
              admittedAt: ticket.admittedAt,
              seatLabel: ticket.seatLabel,
              category: ticket.category,
            });
          }
          void queryClient.invalidateQueries({ queryKey: admissionsQueryOptions(eventId).queryKey });
        } catch (error) {
          if (!unreachable(error)) {
            setProblem(error instanceof Error ? error.message : 'The gate could not check this ticket.');
            return;
          }
        }
      }
      if (!decided) {
        const offline = await decideOffline(token);
        if (!offline) {
          setProblem('This device has no gate pack for this event yet: connect once to download it.');
          return;
        }
        decided = { ...offline, offline: true };
      }
      serial.current += 1;
      setAnswer({ serial: serial.current, ...decided, tookMs: Math.round(performance.now() - started) });
    },
    [deviceId, eventId, decideOffline, queryClient],
  );

  return { answer, problem, scan, clear: () => setAnswer(null) };
}
