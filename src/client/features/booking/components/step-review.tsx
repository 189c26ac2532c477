import { ADD_ONS } from '@/shared/booking-constants';
import { formatRupees } from '@/shared/domain/format';
import { addOnPrice, type Bill } from '@/shared/domain/pricing';
import type { BookingEvent } from '../booking-queue';
import { BillSummary } from './bill-summary';
import type { DetailsForm } from './step-details';

/** Step 4: everything chosen, the full bill and the refund notice. */
export function StepReview({
  event,
  when,
  seatLabels,
  selectionLabel,
  addOnIds,
  insurance,
  form,
  bill,
}: {
  event: BookingEvent;
  when: string;
  seatLabels: readonly string[];
  selectionLabel: string;
  addOnIds: readonly string[];
  insurance: boolean;
  form: DetailsForm;
  bill: Bill;
}) {
  const addOns = ADD_ONS.filter((addOn) => addOnIds.includes(addOn.id));
  const block = 'rounded-xl border border-ink-100 p-4';
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="space-y-3">
        <section aria-label="Event" className={block}>
          <h3 className="text-sm font-bold">Event</h3>
          <p className="mt-1 font-semibold">{event.title}</p>
          <p className="text-sm text-ink-600">{when}</p>
          <p className="text-sm text-ink-600">{event.venue}</p>
        </section>
        <section aria-label="Seats" className={block}>
          <h3 className="text-sm font-bold">Seats</h3>
          <p className="mt-1 text-sm">{selectionLabel}</p>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {seatLabels.map((label) => (
              <li key={label} className="rounded-md bg-ink-100 px-2 py-0.5 text-sm font-semibold">
                {label}
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Extras" className={block}>
          <h3 className="text-sm font-bold">Add-ons &amp; insurance</h3>
          {addOns.length === 0 && !insurance ? (
            <p className="mt-1 text-sm text-ink-600">None</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {addOns.map((addOn) => (
                <li key={addOn.id} className="flex justify-between gap-2">
                  <span>{addOn.name}</span>
                  <span>{formatRupees(addOnPrice(addOn))}</span>
                </li>
              ))}
              {insurance ? (
                <li className="flex justify-between gap-2">
                  <span>Event Protection Insurance</span>
                  <span>{formatRupees(bill.insurance)}</span>
                </li>
              ) : null}
            </ul>
          )}
        </section>
        <section aria-label="Contact" className={block}>
          <h3 className="text-sm font-bold">Contact</h3>
          <p className="mt-1 text-sm">{form.contact.name}</p>
          <p className="text-sm break-all">{form.contact.email}</p>
          <p className="text-sm">{form.contact.phone}</p>
          {form.guests.length > 0 ? (
            <p className="mt-1 text-sm text-ink-600">
              Guests: {form.guests.map((guest) => guest.name.trim()).join(', ')}
            </p>
          ) : null}
        </section>
      </div>
      <div className="space-y-3">
        <BillSummary bill={bill} title="Total to pay" />
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Tickets are non-refundable except in case of event cancellation.
        </p>
      </div>
    </div>
  );
}
