import type { z } from 'zod';
import {
  ORGANIZER_EVENT_STATUSES,
  type OrganizerEventStatus,
} from '../../../shared/domain/organizer-event-status';
import { normaliseQuery } from '../../../shared/domain/search';
import type { OrganizerEventPage, organizerEventListQuerySchema } from '../../../shared/schemas/organizer';
import type { OrganizerRepo } from './organizer.repo';

type EventListInput = z.output<typeof organizerEventListQuerySchema>;

export function createOrganizerService(repo: OrganizerRepo, now: () => Date) {
  return {
    /** One page of the organiser's own events, with the count of each status for the filter's chips. */
    async listOwnEvents(organizerId: string, input: EventListInput): Promise<OrganizerEventPage> {
      const at = now();
      const text = input.q ? normaliseQuery(input.q) : '';
      const filter = { organizerId, text: text || undefined, from: input.from, to: input.to, now: at };
      const offset = (input.page - 1) * input.pageSize;
      const [rows, counted] = await Promise.all([
        repo.listOwnEvents({
          ...filter,
          status: input.status,
          sort: input.sort,
          limit: input.pageSize,
          offset,
        }),
        repo.countByStatus(filter),
      ]);
      const revenue = new Map(
        (await repo.revenueByEvent(rows.map((row) => row.id))).map((r) => [r.eventId, r]),
      );

      const statusCounts = Object.fromEntries(
        ORGANIZER_EVENT_STATUSES.map((status) => [status, 0]),
      ) as Record<OrganizerEventStatus, number>;
      for (const row of counted) statusCounts[row.status] = row.n;
      const total = input.status
        ? statusCounts[input.status]
        : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);

      return {
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          sport: row.sportId,
          tournament: row.tournament,
          venue: row.venueName,
          cityName: row.cityName,
          startsAt: row.startsAt.toISOString(),
          status: row.status,
          sold: row.seatsSold,
          capacity: row.totalSeats,
          grossPaise: revenue.get(row.id)?.grossPaise ?? 0,
          feesAndGstPaise: revenue.get(row.id)?.feesAndGstPaise ?? 0,
        })),
        page: input.page,
        pageSize: input.pageSize,
        hasMore: offset + rows.length < total,
        total,
        statusCounts,
      };
    },
  };
}

export type OrganizerService = ReturnType<typeof createOrganizerService>;
