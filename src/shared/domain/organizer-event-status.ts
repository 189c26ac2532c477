/**
 * What an organiser sees of its event, in the order the console lists them (the rule that gives an
 * event its status is consoleStatus in src/server/modules/organizer/organizer.repo.ts). A draft is
 * an event not yet published (or unpublished again): fans do not see it; nor do they see one an
 * admin took down ('unpublished', decision 014), which only an admin puts back.
 */
export const ORGANIZER_EVENT_STATUSES = [
  'draft',
  'on_sale',
  'sold_out',
  'live',
  'completed',
  'postponed',
  'cancelled',
  'unpublished',
] as const;
export type OrganizerEventStatus = (typeof ORGANIZER_EVENT_STATUSES)[number];

export const ORGANIZER_EVENT_STATUS_LABELS: Record<OrganizerEventStatus, string> = {
  draft: 'Draft',
  on_sale: 'On sale',
  sold_out: 'Sold out',
  live: 'Live',
  completed: 'Completed',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
  unpublished: 'Unpublished by KhelPass',
};
