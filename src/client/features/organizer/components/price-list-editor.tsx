import { type FormEvent, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { ApiRequestError } from '@/client/lib/api-client';
import { formatCount, formatDateTime, formatPaise } from '@/shared/domain/format';
import type { OwnEvent, PriceListInput } from '@/shared/schemas/organizer';
import { updatePriceList } from '../api/update-price-list';
import { FormField } from './form-field';

type Point = { price: string; capacity: string };
type Rows = Record<string, Point>;

const rowsOf = (event: OwnEvent): Rows =>
  Object.fromEntries([
    ...event.priceList.categories.map((c) => [
      c.id,
      { price: String(c.pricePaise / 100), capacity: String(c.capacity) },
    ]),
    ...event.priceList.sections.map((s) => [
      `section:${s.id}`,
      { price: String(s.pricePaise / 100), capacity: '' },
    ]),
  ]);

/** Rupees as typed, in paise; what is no number goes as null for the server to name. */
const paise = (rupees: string) => (rupees.trim() === '' ? Number.NaN : Number(rupees) * 100);
const places = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function inputOf(event: OwnEvent, rows: Rows): PriceListInput {
  const row = (key: string) => rows[key] ?? { price: '', capacity: '' };
  return {
    categories: Object.fromEntries(
      event.priceList.categories.map((c) => [
        c.id,
        { pricePaise: paise(row(c.id).price), capacity: places(row(c.id).capacity) },
      ]),
    ),
    sections: Object.fromEntries(
      event.priceList.sections.map((s) => [s.id, { pricePaise: paise(row(`section:${s.id}`).price) }]),
    ) as PriceListInput['sections'],
  };
}

const pointClass =
  'grid min-w-0 grid-cols-2 gap-3 border-t border-ink-100 py-4 sm:grid-cols-[9rem_1fr_1fr_10rem]';

/**
 * The event's price list: each category's price and places (its blocks' seats on a seat plan,
 * shown, not typed), each map section's price (its seats are the map's), what is sold and held of each, and the running total of places against the
 * venue's capacity, which they must fill exactly. A saved change of price is recorded with its time.
 */
export function PriceListEditor({ event, onSaved }: { event: OwnEvent; onSaved: (saved: OwnEvent) => void }) {
  const [rows, setRows] = useState(() => rowsOf(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: string, change: Partial<Point>) => {
    setRows((current) => ({
      ...current,
      [key]: { ...(current[key] ?? { price: '', capacity: '' }), ...change },
    }));
    setMessage('');
  };

  const seats = event.priceList.sections.reduce((sum, s) => sum + s.seats, 0);
  const total = event.priceList.categories.reduce(
    (sum, c) => sum + (places(rows[c.id]?.capacity ?? '') || 0),
    seats,
  );
  const left = event.venueCapacity - total;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    try {
      const saved = await updatePriceList(event.id, inputOf(event, rows));
      setErrors({});
      setRows(rowsOf(saved));
      setMessage('Prices saved.');
      onSaved(saved);
    } catch (error) {
      setErrors(error instanceof ApiRequestError ? error.fields : {});
      setMessage(
        error instanceof ApiRequestError ? error.message : 'Could not save the prices. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const takenText = (sold: number, held: number) => `${formatCount(sold)} sold · ${formatCount(held)} held`;

  return (
    <form noValidate onSubmit={submit} aria-labelledby="price-list-heading" className="kp-card p-5">
      <h2 id="price-list-heading" className="text-lg font-bold text-ink-900">
        Price list
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Prices in whole rupees. A change applies to bookings not yet checked out; a checked-out booking pays
        what it was quoted.
        {event.seatPlan
          ? ' On the venue’s seat plan, each category sells its blocks: their seats are its places.'
          : ''}
      </p>
      <div className="mt-4">
        {event.priceList.categories.map((category) => (
          <fieldset key={category.id} className={pointClass}>
            <legend className="sr-only">{category.name}</legend>
            <p aria-hidden="true" className="col-span-2 self-center font-semibold text-ink-900 sm:col-span-1">
              {category.name}
            </p>
            <FormField
              id={`price-${category.id}`}
              label={`${category.name} price (₹)`}
              error={errors[`categories.${category.id}.pricePaise`]}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  value={rows[category.id]?.price ?? ''}
                  onChange={(e) => set(category.id, { price: e.target.value })}
                />
              )}
            </FormField>
            {category.blocks === undefined ? (
              <FormField
                id={`places-${category.id}`}
                label={`${category.name} places`}
                error={errors[`categories.${category.id}.capacity`]}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    value={rows[category.id]?.capacity ?? ''}
                    onChange={(e) => set(category.id, { capacity: e.target.value })}
                  />
                )}
              </FormField>
            ) : (
              <p className="self-center text-sm text-ink-700">
                {formatCount(category.capacity)} places in {formatCount(category.blocks)}{' '}
                {category.blocks === 1 ? 'block' : 'blocks'}{' '}
                <span className="text-ink-600">(set by the seat plan)</span>
              </p>
            )}
            <p className="col-span-2 self-center text-sm text-ink-600 sm:col-span-1">
              {takenText(category.sold, category.held)}
            </p>
          </fieldset>
        ))}
        {event.priceList.sections.map((section) => (
          <fieldset key={section.id} className={pointClass}>
            <legend className="sr-only">Seat map: {section.name}</legend>
            <p aria-hidden="true" className="col-span-2 self-center font-semibold text-ink-900 sm:col-span-1">
              Map: {section.name}
            </p>
            <FormField
              id={`price-section-${section.id}`}
              label={`Map ${section.name} price (₹)`}
              error={errors[`sections.${section.id}.pricePaise`]}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  value={rows[`section:${section.id}`]?.price ?? ''}
                  onChange={(e) => set(`section:${section.id}`, { price: e.target.value })}
                />
              )}
            </FormField>
            <p className="self-center text-sm text-ink-700">
              {formatCount(section.seats)} seats <span className="text-ink-600">(set by the map)</span>
            </p>
            <p className="col-span-2 self-center text-sm text-ink-600 sm:col-span-1">
              {takenText(section.sold, section.held)}
            </p>
          </fieldset>
        ))}
      </div>
      <div className="border-t border-ink-100 pt-4">
        <p aria-live="polite" className="font-semibold text-ink-900 tabular-nums">
          Places: {formatCount(total)} of the venue's {formatCount(event.venueCapacity)}
          {left !== 0 ? (
            <span className="text-alert-700">
              {' '}
              · {left > 0 ? `${formatCount(left)} still to place` : `${formatCount(-left)} too many`}
            </span>
          ) : null}
        </p>
        {errors.categories ? (
          <p className="mt-1 text-sm font-medium text-alert-700">{errors.categories}</p>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save prices'}
        </Button>
        <p
          role="status"
          className={`text-sm font-semibold ${Object.keys(errors).length > 0 ? 'text-alert-700' : 'text-pitch-700'}`}
        >
          {message}
        </p>
      </div>
      {event.priceChanges.length > 0 ? (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-semibold text-ink-900">
            Price changes ({event.priceChanges.length})
          </summary>
          <ul className="mt-2 space-y-1 text-ink-700">
            {event.priceChanges.map((change) => (
              <li key={`${change.pointKind}-${change.pointId}-${change.changedAt}`}>
                {change.name}: {formatPaise(change.oldPricePaise)} → {formatPaise(change.newPricePaise)} ·{' '}
                {formatDateTime(change.changedAt)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </form>
  );
}
