import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input, NativeSelect } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';
import { SORT_OPTIONS, type SortOption, SPORTS } from '@/shared/constants';

const SORT_LABELS: Record<SortOption, string> = { date: 'Date', price: 'Price', popularity: 'Popularity' };

interface Field<T extends string> {
  value: T;
  onChange: (value: T) => void;
}

export interface EventFiltersProps {
  search: Field<string> & { label: string; placeholder: string };
  city: Field<string> & { options: readonly { id: string; name: string }[] };
  date: Field<string>;
  sort: Field<SortOption>;
  /** Only on the all-sports list. */
  sport?: Field<string>;
  onClear: () => void;
  canClear: boolean;
  className?: string;
}

const labelClass = 'mb-1 block text-xs font-semibold tracking-wide text-ink-700 uppercase';
/** 16 px text on phones stops mobile browsers zooming into the field. */
const fieldText = 'h-11 text-base sm:text-sm';

/** Search text, (sport,) city, date and sort, with 'Clear Filters'. Every control has a visible label. */
export function EventFilters({
  search,
  city,
  date,
  sort,
  sport,
  onClear,
  canClear,
  className,
}: EventFiltersProps) {
  const id = useId();
  return (
    <search
      className={cn(
        'grid grid-cols-2 gap-3 rounded-2xl border border-ink-100 bg-white p-4 shadow-sm',
        sport
          ? 'lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto]'
          : 'lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]',
        className,
      )}
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-search`} className={labelClass}>
          {search.label}
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
            placeholder={search.placeholder}
            value={search.value}
            onChange={(e) => search.onChange(e.target.value)}
            className={cn(fieldText, 'pl-9', search.value !== '' && 'pr-10')}
          />
          {search.value !== '' ? (
            <button
              type="button"
              aria-label="Clear search text"
              onClick={() => search.onChange('')}
              className="absolute top-1/2 right-1.5 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-md text-ink-600 hover:bg-ink-100 hover:text-ink-900"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          ) : null}
        </div>
      </div>

      {sport ? (
        <div className="min-w-0">
          <label htmlFor={`${id}-sport`} className={labelClass}>
            Sport
          </label>
          <NativeSelect
            id={`${id}-sport`}
            value={sport.value}
            onChange={(e) => sport.onChange(e.target.value)}
            className={fieldText}
          >
            <option value="all">All Sports</option>
            {SPORTS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}

      <div className="min-w-0">
        <label htmlFor={`${id}-city`} className={labelClass}>
          City
        </label>
        <NativeSelect
          id={`${id}-city`}
          value={city.value}
          onChange={(e) => city.onChange(e.target.value)}
          className={fieldText}
        >
          <option value="all">All Cities</option>
          {city.options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="min-w-0">
        <label htmlFor={`${id}-date`} className={labelClass}>
          Date
        </label>
        <Input
          id={`${id}-date`}
          type="date"
          value={date.value}
          onChange={(e) => date.onChange(e.target.value)}
          className={cn(fieldText, 'min-w-0 appearance-none')}
        />
      </div>

      <div className="min-w-0">
        <label htmlFor={`${id}-sort`} className={labelClass}>
          Sort by
        </label>
        <NativeSelect
          id={`${id}-sort`}
          value={sort.value}
          onChange={(e) => sort.onChange(e.target.value as SortOption)}
          className={fieldText}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className={cn('flex items-end', sport ? 'col-span-2 lg:col-span-1' : '')}>
        <Button
          variant="secondary"
          className="h-11 w-full disabled:bg-ink-50 disabled:text-ink-500"
          onClick={onClear}
          disabled={!canClear}
        >
          Clear Filters
        </Button>
      </div>
    </search>
  );
}
