import { SPORTS, type SportId } from '@/shared/constants';
import { highlightLines } from '@/shared/domain/event-form';
import type { EventFormInput, OwnEvent } from '@/shared/schemas/organizer';

/** The event form as typed: every input's text, and the seat plan chosen (the server checks it and names what is wrong). */
export interface EventFormValues {
  sport: SportId;
  tournament: string;
  team1: string;
  team2: string;
  venueId: string;
  startDate: string;
  startTime: string;
  durationMinutes: string;
  description: string;
  /** One highlight per line. */
  highlights: string;
  image: string;
  saleOpensDate: string;
  saleOpensTime: string;
  /** The venue's whole seating plan (true) or the standard price list and seat map. */
  seatPlan: boolean;
}
export type EventField = keyof EventFormValues;

/** The fields in the order the form shows them: the error summary lists problems in this order. */
export const EVENT_FIELDS: readonly EventField[] = [
  'sport',
  'tournament',
  'team1',
  'team2',
  'venueId',
  'seatPlan',
  'startDate',
  'startTime',
  'durationMinutes',
  'saleOpensDate',
  'saleOpensTime',
  'description',
  'highlights',
  'image',
];

/** Each field's name as its label says it, for the error summary. */
export const EVENT_FIELD_LABELS: Record<EventField, string> = {
  sport: 'Sport',
  tournament: 'Tournament',
  team1: 'First side',
  team2: 'Second side',
  venueId: 'Venue',
  seatPlan: 'Seat plan',
  startDate: 'Date',
  startTime: 'Start time',
  durationMinutes: 'Duration',
  saleOpensDate: 'Sale opens on',
  saleOpensTime: 'Sale opens at',
  description: 'Description',
  highlights: 'Highlights',
  image: 'Emoji image',
};

/** The id of a field's control, so the error summary and the publish checks can link to it. */
export const eventFieldId = (field: EventField) => `event-${field}`;

/** A sport's emoji: a new event's picture until the organiser picks another. */
export const sportEmoji = (sport: SportId) => SPORTS.find((s) => s.id === sport)?.emoji ?? '';

/** A new event's form: the sport's emoji, three hours of play, sales opening on publishing. */
export const newEventValues = (sport: SportId = 'kabaddi'): EventFormValues => ({
  sport,
  tournament: '',
  team1: '',
  team2: '',
  venueId: '',
  startDate: '',
  startTime: '19:30',
  durationMinutes: '180',
  description: '',
  highlights: '',
  image: sportEmoji(sport),
  saleOpensDate: '',
  saleOpensTime: '',
  seatPlan: false,
});

export const eventValuesOf = (event: OwnEvent): EventFormValues => ({
  sport: event.sport,
  tournament: event.tournament,
  team1: event.team1,
  team2: event.team2,
  venueId: event.venueId,
  startDate: event.startDate,
  startTime: event.startTime,
  durationMinutes: String(event.durationMinutes),
  description: event.description,
  highlights: event.highlights.join('\n'),
  image: event.image,
  saleOpensDate: event.saleOpensDate ?? '',
  saleOpensTime: event.saleOpensTime ?? '',
  seatPlan: event.seatPlan,
});

/** What the form sends: empty sale fields are 'on publishing'; a duration that is no number is left for the server to name. */
export function eventInputOf(values: EventFormValues): EventFormInput {
  const minutes = values.durationMinutes.trim() === '' ? Number.NaN : Number(values.durationMinutes);
  return {
    sport: values.sport,
    tournament: values.tournament,
    team1: values.team1,
    team2: values.team2,
    venueId: values.venueId,
    startDate: values.startDate,
    startTime: values.startTime,
    // JSON has no NaN: it travels as null, which the server names as missing.
    durationMinutes: minutes,
    description: values.description,
    highlights: highlightLines(values.highlights),
    image: values.image,
    saleOpensDate: values.saleOpensDate || null,
    saleOpensTime: values.saleOpensTime || null,
    seatPlan: values.seatPlan,
  };
}

/**
 * The server's field messages by form field: 'highlights.2' is the third highlight,
 * any other key not a field of the form goes to `form`.
 */
export function eventFieldErrors(
  fields: Record<string, string>,
): Partial<Record<EventField | 'form', string>> {
  const errors: Partial<Record<EventField | 'form', string>> = {};
  for (const [key, message] of Object.entries(fields)) {
    const line = /^highlights\.(\d+)$/.exec(key);
    if (line) errors.highlights ??= `Highlight ${Number(line[1]) + 1}: ${message}`;
    else if ((EVENT_FIELDS as readonly string[]).includes(key)) errors[key as EventField] ??= message;
    else errors.form ??= message;
  }
  return errors;
}
