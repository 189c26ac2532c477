import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { FilterChips } from '@/client/components/ui/filter-chips';
import { Input, NativeSelect } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';
import { formatCount } from '@/shared/domain/format';
import {
  ORGANIZER_EVENT_STATUS_LABELS,
  ORGANIZER_EVENT_STATUSES,
  type OrganizerEventStatus,
} from '@/shared/domain/organizer-event-status';
import type { OrganizerEventListQuery, OrganizerEventPage } from '@/shared/schemas/organizer';

export type StatusChoice = OrganizerEventStatus | 'all';
export type SortChoice = NonNullable<OrganizerEventListQuery['sort']>;

export interface OwnEventsFilterValues {
  status: StatusChoice;
  text: string;
  from: string;
  to: string;
  sort: SortChoice;
}

const labelClass = 'mb-1 block text-xs font-semibold tracking-wide text-ink-700 uppercase';
/** 16 px text on phones stops mobile browsers zooming into the field. */
const fieldText = 'h-11 text-base sm:text-sm';

/** Search, dates, order and the status chips with their counts; every control has a visible label. */
export function OwnEventsFilters({
  values,
  onChange,
  statusCounts,
  toError,
}: {
  values: OwnEventsFilterValues;
  onChange: (change: Partial<OwnEventsFilterValues>) => void;
  /** Counts under the current search and dates; undefined until the first answer. */
  statusCounts: OrganizerEventPage['statusCounts'] | undefined;
  toError: string | null;
}) {
  const id = useId();
  const all = statusCounts ? Object.values(statusCounts).reduce((sum, n) => sum + n, 0) : undefined;
  const chips = [
    { value: 'all' as const, label: 'All', count: all === undefined ? undefined : formatCount(all) },
    ...ORGANIZER_EVENT_STATUSES.map((status) => ({
      value: status,
      label: ORGANIZER_EVENT_STATUS_LABELS[status],
      count: statusCounts ? formatCount(statusCounts[status]) : undefined,
    })),
  ];
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-search`} className={labelClass}>
            Search your events
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-500"
            />
            <Input
              id={`${id}-search`}
              type="text"
              inputMode="search"
              enterKeyHint="search"
              autoComplete="off"
              placeholder="Team, tournament or venue"
              value={values.text}
              onChange={(e) => onChange({ text: e.target.value })}
              className={cn(fieldText, 'pl-9', values.text !== '' && 'pr-10')}
            />
            {values.text !== '' ? (
              <button
                type="button"
                aria-label="Clear search text"
                onClick={() => onChange({ text: '' })}
                className="absolute top-1/2 right-1.5 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-md text-ink-600 hover:bg-ink-100 hover:text-ink-900"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            ) : null}
          </div>
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-from`} className={labelClass}>
            From
          </label>
          <Input
            id={`${id}-from`}
            type="date"
            value={values.from}
            onChange={(e) => onChange({ from: e.target.value })}
            className={cn(fieldText, 'min-w-0 appearance-none')}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-to`} className={labelClass}>
            To
          </label>
          <Input
            id={`${id}-to`}
            type="date"
            value={values.to}
            min={values.from || undefined}
            onChange={(e) => onChange({ to: e.target.value })}
            aria-invalid={toError ? true : undefined}
            aria-describedby={toError ? `${id}-to-error` : undefined}
            className={cn(fieldText, 'min-w-0 appearance-none')}
          />
          {toError ? (
            <p id={`${id}-to-error`} className="mt-1 text-sm text-alert-700">
              {toError}
            </p>
          ) : null}
        </div>
        <div className="col-span-2 min-w-0 lg:col-span-1">
          <label htmlFor={`${id}-sort`} className={labelClass}>
            Order
          </label>
          <NativeSelect
            id={`${id}-sort`}
            value={values.sort}
            onChange={(e) => onChange({ sort: e.target.value as SortChoice })}
            className={fieldText}
          >
            <option value="date-asc">Earliest first</option>
            <option value="date-desc">Latest first</option>
          </NativeSelect>
        </div>
      </div>
      <FilterChips
        label="Filter by status"
        chips={chips}
        value={values.status}
        onChange={(status) => onChange({ status })}
      />
    </div>
  );
}
