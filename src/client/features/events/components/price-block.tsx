import { Tag, TrendingDown, TrendingUp, Zap } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';
import { dealLabel, priceChangeBadge, showsOriginalPrice } from '@/shared/domain/event-badges';
import { formatPaise } from '@/shared/domain/format';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';

type PriceFields = Pick<CatalogueEvent, 'pricePaise' | 'originalPricePaise' | 'priceChange' | 'deal'>;

/** Current price, the higher original price struck through, the price badge and the deal label. */
export function PriceBlock({ event, size = 'md' }: { event: PriceFields; size?: 'md' | 'lg' }) {
  const change = priceChangeBadge(event.priceChange);
  const deal = dealLabel(event.deal);
  const original = showsOriginalPrice(event.pricePaise, event.originalPricePaise)
    ? event.originalPricePaise
    : null;
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-2">
      <div>
        <p className="text-xs font-medium text-ink-600">Tickets from</p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className={cn('font-extrabold text-ink-900', size === 'lg' ? 'text-3xl' : 'text-2xl')}>
            {formatPaise(event.pricePaise)}
          </span>
          {original !== null ? (
            <s className="text-sm text-ink-600">
              <span className="sr-only">Original price </span>
              {formatPaise(original)}
            </s>
          ) : null}
        </p>
      </div>
      {change || deal ? (
        <div className="flex flex-wrap gap-1.5">
          {change ? (
            <Badge tone={event.priceChange === 'down' ? 'success' : 'warning'}>
              {event.priceChange === 'down' ? (
                <TrendingDown aria-hidden="true" className="h-3.5 w-3.5" />
              ) : (
                <TrendingUp aria-hidden="true" className="h-3.5 w-3.5" />
              )}
              {change}
            </Badge>
          ) : null}
          {deal ? (
            <Badge tone="brand">
              {event.deal === 'flash' ? (
                <Zap aria-hidden="true" className="h-3.5 w-3.5" />
              ) : (
                <Tag aria-hidden="true" className="h-3.5 w-3.5" />
              )}
              {deal}
            </Badge>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
