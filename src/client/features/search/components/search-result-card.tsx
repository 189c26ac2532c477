import { CalendarDays, MapPin } from 'lucide-react';
import type { KeyboardEventHandler } from 'react';
import { Badge, type BadgeTone } from '@/client/components/ui/badge';
import { formatEventDate, formatPaise } from '@/shared/domain/format';
import type { SearchResult } from '@/shared/schemas/catalogue';

const TYPES: Record<SearchResult['type'], { label: string; tone: BadgeTone }> = {
  event: { label: 'Event', tone: 'brand' },
  venue: { label: 'Venue', tone: 'info' },
  team: { label: 'Team', tone: 'success' },
  player: { label: 'Player', tone: 'neutral' },
};

/** A yyyy-mm-dd India date (or an ISO instant) as 'Sat, 5 Dec 2026'. */
function showDate(date: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00+05:30` : date;
  return Number.isNaN(Date.parse(instant)) ? date : formatEventDate(instant);
}

/** Emoji image, title, type badge, description, then date, venue and price when the result has them. */
export function SearchResultCard({
  result,
  onSelect,
  onKeyDown,
}: {
  result: SearchResult;
  onSelect: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLButtonElement>;
}) {
  const type = TYPES[result.type];
  return (
    <button
      type="button"
      data-search-result=""
      onClick={onSelect}
      onKeyDown={onKeyDown}
      className="flex w-full items-start gap-3 rounded-xl p-3 text-left transition-colors hover:bg-ink-50 focus-visible:bg-ink-50 focus-visible:-outline-offset-3"
    >
      {result.image ? (
        <span
          aria-hidden="true"
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-ink-100 text-2xl"
        >
          {result.image}
        </span>
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className="min-w-0 font-semibold break-words text-ink-900">{result.title}</span>
          <Badge tone={type.tone} className="shrink-0">
            {type.label}
          </Badge>
        </span>
        {result.description ? (
          <span className="mt-0.5 line-clamp-2 text-sm text-ink-600">{result.description}</span>
        ) : null}
        {result.date || result.venue || result.pricePaise !== null || result.soldOut ? (
          <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-700">
            {result.date ? (
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                {showDate(result.date)}
              </span>
            ) : null}
            {result.venue ? (
              <span className="inline-flex min-w-0 items-center gap-1">
                <MapPin aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                {result.venue}
              </span>
            ) : null}
            {result.pricePaise !== null ? (
              <span className="font-bold text-ink-900">from {formatPaise(result.pricePaise)}</span>
            ) : result.soldOut ? (
              <span className="font-bold text-ink-900">Sold out</span>
            ) : null}
          </span>
        ) : null}
      </span>
    </button>
  );
}
