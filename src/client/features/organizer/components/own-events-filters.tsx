import { useId } from 'react';
import { FilterChips } from '@/client/components/ui/filter-chips';
import { Input, NativeSelect } from '@/client/components/ui/input';
import { filterFieldText, filterLabelClass, SearchField } from '@/client/components/ui/search-field';
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
          <SearchField
            id={`${id}-search`}
            label="Search your events"
            placeholder="Team, tournament or venue"
            value={values.text}
            onChange={(text) => onChange({ text })}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-from`} className={filterLabelClass}>
            From
          </label>
          <Input
            id={`${id}-from`}
            type="date"
            value={values.from}
            onChange={(e) => onChange({ from: e.target.value })}
            className={cn(filterFieldText, 'min-w-0 appearance-none')}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-to`} className={filterLabelClass}>
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
            className={cn(filterFieldText, 'min-w-0 appearance-none')}
          />
          {toError ? (
            <p id={`${id}-to-error`} className="mt-1 text-sm text-alert-700">
              {toError}
            </p>
          ) : null}
        </div>
        <div className="col-span-2 min-w-0 lg:col-span-1">
          <label htmlFor={`${id}-sort`} className={filterLabelClass}>
            Order
          </label>
          <NativeSelect
            id={`${id}-sort`}
            value={values.sort}
            onChange={(e) => onChange({ sort: e.target.value as SortChoice })}
            className={filterFieldText}
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
