import { NativeSelect } from '@/client/components/ui/input';
import { filterFieldText, filterLabelClass, SearchField } from '@/client/components/ui/search-field';
import { cn } from '@/client/lib/cn';
import { ALL_CITIES, SPORTS } from '@/shared/constants';
import {
  ORGANIZER_EVENT_STATUS_LABELS,
  ORGANIZER_EVENT_STATUSES,
} from '@/shared/domain/organizer-event-status';
import type { AdminOrganizer } from '@/shared/schemas/admin-events';

/** The filters as the page's address keeps them: '' is "any". */
export interface EventFilters {
  q: string;
  status: string;
  sport: string;
  city: string;
  organizerId: string;
}

function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(filterFieldText, 'w-full')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Text, status, sport, city and organiser; each change applies at once. */
export function EventsFilters({
  filters,
  organizers,
  onChange,
}: {
  filters: EventFilters;
  organizers: AdminOrganizer[];
  onChange: (change: Partial<EventFilters>) => void;
}) {
  return (
    <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <div className="sm:col-span-2 lg:col-span-1">
        <SearchField
          id="admin-events-q"
          label="Search"
          placeholder="Title, team, tournament, venue"
          value={filters.q}
          onChange={(q) => onChange({ q })}
        />
      </div>
      <Choice
        id="admin-events-status"
        label="Status"
        value={filters.status}
        options={[
          { value: '', label: 'Any status' },
          ...ORGANIZER_EVENT_STATUSES.map((s) => ({ value: s, label: ORGANIZER_EVENT_STATUS_LABELS[s] })),
        ]}
        onChange={(status) => onChange({ status })}
      />
      <Choice
        id="admin-events-sport"
        label="Sport"
        value={filters.sport}
        options={[{ value: '', label: 'Any sport' }, ...SPORTS.map((s) => ({ value: s.id, label: s.name }))]}
        onChange={(sport) => onChange({ sport })}
      />
      <Choice
        id="admin-events-city"
        label="City"
        value={filters.city}
        options={[
          { value: '', label: 'Any city' },
          ...ALL_CITIES.map((c) => ({ value: c.id, label: c.name })),
        ]}
        onChange={(city) => onChange({ city })}
      />
      <Choice
        id="admin-events-organizer"
        label="Organizer"
        value={filters.organizerId}
        options={[
          { value: '', label: 'Any organizer' },
          ...organizers.map((o) => ({ value: o.id, label: o.name })),
        ]}
        onChange={(organizerId) => onChange({ organizerId })}
      />
    </search>
  );
}
