import type { OrganizerEventStatus } from './organizer-event-status';

/** What an admin can do to an event from the console (issue 14, decision 014). */
export type AdminEventAction = 'unpublish' | 'republish' | 'transfer' | 'cancel';

/** An event as these rules read it: its console status, and whether an admin has it taken down. */
export interface AdminEventState {
  status: OrganizerEventStatus;
  takenDown: boolean;
}

/**
 * The actions an admin is offered for an event as it stands (the server checks each again): one
 * taken down can be put back; a published one that is not cancelled can be taken down; any can be
 * transferred; one can be cancelled (with refunds) until it is over.
 */
export function adminEventActions({ status, takenDown }: AdminEventState): AdminEventAction[] {
  const takedown: AdminEventAction[] = takenDown
    ? ['republish']
    : status === 'draft' || status === 'cancelled'
      ? []
      : ['unpublish'];
  const cancellable = status !== 'draft' && status !== 'completed' && status !== 'cancelled';
  return [...takedown, 'transfer', ...(cancellable ? (['cancel'] as const) : [])];
}

/** Whether fans can see the event's page: published, and not taken down by an admin. */
export const fansCanSee = ({ status, takenDown }: AdminEventState): boolean =>
  status !== 'draft' && !takenDown;
