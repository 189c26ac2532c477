import { Input, NativeSelect } from '@/client/components/ui/input';
import { SPORTS } from '@/shared/constants';
import { EVENT_FORM_LIMITS } from '@/shared/domain/event-form';
import { formatCount } from '@/shared/domain/format';
import { MIN_VENUE_CAPACITY } from '@/shared/domain/price-list';
import type { Venue } from '@/shared/schemas/catalogue';
import { useSportTeams } from '../api/list-sport-teams';
import { type EventField, type EventFormValues, eventFieldId, sportEmoji } from '../event-form-values';
import { FormField } from './form-field';

export interface FieldsProps {
  values: EventFormValues;
  errors: Partial<Record<EventField, string>>;
  onChange: (change: Partial<EventFormValues>) => void;
}

const L = EVENT_FORM_LIMITS;

/** A side: one of the sport's catalogue teams from the list, or any name typed in. */
function SidePicker({
  field,
  label,
  listId,
  ...props
}: FieldsProps & { field: 'team1' | 'team2'; label: string; listId: string }) {
  return (
    <FormField
      id={eventFieldId(field)}
      label={label}
      hint="Pick a team from the list or type a new side"
      error={props.errors[field]}
    >
      {(control) => (
        <Input
          {...control}
          list={listId}
          autoComplete="off"
          maxLength={L.side.max}
          value={props.values[field]}
          onChange={(e) => props.onChange({ [field]: e.target.value })}
        />
      )}
    </FormField>
  );
}

/**
 * The match: sport, tournament, the two sides and the venue. The venues offered stage the sport;
 * each says its capacity, which becomes the event's. `sportAndVenueLocked` says why they cannot
 * change (fans have bought tickets), when they cannot.
 */
export function MatchFields({
  venues,
  sportAndVenueLocked,
  ...props
}: FieldsProps & { venues: Venue[] | undefined; sportAndVenueLocked: string | null }) {
  const { values, errors, onChange } = props;
  const teams = useSportTeams(values.sport);
  const listId = `${eventFieldId('team1')}-teams`;
  // A venue too small for the seat map and five categories cannot take an event.
  const offered =
    venues?.filter((venue) => venue.sports.includes(values.sport) && venue.capacity >= MIN_VENUE_CAPACITY) ??
    [];
  const chosen = offered.find((venue) => venue.id === values.venueId);

  // A venue that does not stage the new sport is unchosen; the old sport's emoji becomes the new one's.
  const changeSport = (sport: EventFormValues['sport']) => {
    const keepsVenue = venues?.some((venue) => venue.id === values.venueId && venue.sports.includes(sport));
    const keepsImage = values.image !== sportEmoji(values.sport);
    onChange({
      sport,
      ...(keepsVenue ? {} : { venueId: '' }),
      ...(keepsImage ? {} : { image: sportEmoji(sport) }),
    });
  };

  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-bold text-ink-900">The match</legend>
      <FormField
        id={eventFieldId('sport')}
        label="Sport"
        hint={sportAndVenueLocked ?? undefined}
        error={errors.sport}
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={values.sport}
            disabled={sportAndVenueLocked !== null}
            onChange={(e) => changeSport(e.target.value as EventFormValues['sport'])}
          >
            {SPORTS.map((sport) => (
              <option key={sport.id} value={sport.id}>
                {sport.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={eventFieldId('tournament')} label="Tournament" error={errors.tournament}>
        {(control) => (
          <Input
            {...control}
            maxLength={L.tournament.max}
            value={values.tournament}
            onChange={(e) => onChange({ tournament: e.target.value })}
          />
        )}
      </FormField>
      <SidePicker {...props} field="team1" label="First side" listId={listId} />
      <SidePicker {...props} field="team2" label="Second side" listId={listId} />
      <datalist id={listId}>
        {teams.data?.items.map((team) => (
          <option key={team.id} value={team.name} />
        ))}
      </datalist>
      <FormField
        id={eventFieldId('venueId')}
        label="Venue"
        className="sm:col-span-2"
        hint={
          sportAndVenueLocked ??
          (chosen
            ? `Capacity ${formatCount(chosen.capacity)}: the event's places, split into its price list`
            : 'Venues that stage this sport, with their capacity')
        }
        error={errors.venueId}
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={values.venueId}
            disabled={sportAndVenueLocked !== null}
            onChange={(e) => onChange({ venueId: e.target.value })}
          >
            <option value="">{venues ? 'Choose a venue' : 'Loading venues…'}</option>
            {offered.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}, {venue.cityName} · {formatCount(venue.capacity)} places
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </fieldset>
  );
}

/** About the event: what fans read on its page, and its picture on the card. */
export function AboutFields({ values, errors, onChange }: FieldsProps) {
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="mb-3 text-lg font-bold text-ink-900">About the event</legend>
      <FormField
        id={eventFieldId('description')}
        label="Description"
        hint="Fans read it on the event page; needed to publish"
        error={errors.description}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={L.description.max}
            className="kp-field h-auto py-2"
            value={values.description}
            onChange={(e) => onChange({ description: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={eventFieldId('highlights')}
        label="Highlights"
        hint={`One per line, at most ${L.highlights.max}`}
        error={errors.highlights}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            className="kp-field h-auto py-2"
            value={values.highlights}
            onChange={(e) => onChange({ highlights: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={eventFieldId('image')}
        label="Emoji image"
        hint="One emoji, shown on the event's card and page"
        error={errors.image}
        className="max-w-48"
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            maxLength={16}
            className="text-center text-xl"
            value={values.image}
            onChange={(e) => onChange({ image: e.target.value })}
          />
        )}
      </FormField>
    </fieldset>
  );
}
