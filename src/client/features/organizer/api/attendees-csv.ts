/**
 * GET /api/organizer/events/:eventId/attendees.csv: every attendee as a CSV file. The browser
 * downloads it through a plain link (the server names the file), so there is nothing to fetch here.
 */
export const attendeesCsvUrl = (eventId: string) =>
  `/api/organizer/events/${encodeURIComponent(eventId)}/attendees.csv`;
