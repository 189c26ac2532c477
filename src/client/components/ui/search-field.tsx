import { Search, X } from 'lucide-react';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';

/**
 * The filter bars' look: a small capitalised label over a 44 px field (a thumb's target), with 16 px
 * text on phones so mobile browsers do not zoom into it.
 */
export const filterLabelClass = 'mb-1 block text-xs font-semibold tracking-wide text-ink-700 uppercase';
export const filterFieldText = 'h-11 text-base sm:text-sm';

/** A filter bar's labelled search box: a magnifier, and a button that clears the text. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-500"
        />
        <Input
          id={id}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={cn(filterFieldText, 'pl-9', value !== '' && 'pr-10')}
        />
        {value !== '' ? (
          <button
            type="button"
            aria-label="Clear search text"
            onClick={() => onChange('')}
            className="absolute top-1/2 right-1.5 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-md text-ink-600 hover:bg-ink-100 hover:text-ink-900"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        ) : null}
      </div>
    </>
  );
}
