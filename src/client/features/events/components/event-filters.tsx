import { useId } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input, NativeSelect } from '@/client/components/ui/input';
import { filterFieldText, filterLabelClass, SearchField } from '@/client/components/ui/search-field';
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
        <SearchField
          id={`${id}-search`}
          label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={search.onChange}
        />
      </div>

      {sport ? (
        <div className="min-w-0">
          <label htmlFor={`${id}-sport`} className={filterLabelClass}>
            Sport
          </label>
          <NativeSelect
            id={`${id}-sport`}
            value={sport.value}
            onChange={(e) => sport.onChange(e.target.value)}
            className={filterFieldText}
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
        <label htmlFor={`${id}-city`} className={filterLabelClass}>
          City
        </label>
        <NativeSelect
          id={`${id}-city`}
          value={city.value}
          onChange={(e) => city.onChange(e.target.value)}
          className={filterFieldText}
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
        <label htmlFor={`${id}-date`} className={filterLabelClass}>
          Date
        </label>
        <Input
          id={`${id}-date`}
          type="date"
          value={date.value}
          onChange={(e) => date.onChange(e.target.value)}
          className={cn(filterFieldText, 'min-w-0 appearance-none')}
        />
      </div>

      <div className="min-w-0">
        <label htmlFor={`${id}-sort`} className={filterLabelClass}>
          Sort by
        </label>
        <NativeSelect
          id={`${id}-sort`}
          value={sort.value}
          onChange={(e) => sort.onChange(e.target.value as SortOption)}
          className={filterFieldText}
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
