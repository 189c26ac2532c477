import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LayoutList, Map as MapIcon } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { Dialog, DialogContent, DialogTitle } from '@/client/components/ui/dialog';
import { reportActivity } from '@/client/lib/activity-events';
import { ApiRequestError } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';
import { notify } from '@/client/lib/notify';
import { useSession } from '@/client/lib/session';
import { paths } from '@/client/paths';
import type { SportId } from '@/shared/constants';
import { LIMITS } from '@/shared/constants';
import {
  checkDetails,
  guestCount,
  guestDetailsMessage,
  parseGuestAge,
  resizeGuests,
} from '@/shared/domain/booking-details';
import { formatEventWhen, formatRupees } from '@/shared/domain/format';
import { priceBooking } from '@/shared/domain/pricing';
import { istInstant } from '@/shared/domain/time';
import type { ListedEvent } from '@/shared/schemas/account';
import type { Booking, Checkout, CheckoutInput, MapSeat } from '@/shared/schemas/booking';
import { checkoutHold } from '../api/checkout';
import { bookingEventQueryOptions } from '../api/get-booking-event';
import { seatingQueryOptions } from '../api/get-seating';
import { type BookingEvent, nextBooking } from '../booking-queue';
import { useContactProfile, useWishlistHeart } from '../collaborators';
import { describeHold } from '../describe-hold';
import { isHoldExpired, useHoldSession } from '../use-hold-session';
import { CategoryList } from './category-list';
import { GuestTickets } from './guest-tickets';
import { PaymentDialog } from './payment-dialog';
import { SeatMap } from './seat-map';
import { SessionTimer } from './session-timer';
import { StepAddOns } from './step-add-ons';
import { type DetailsForm, StepDetails } from './step-details';
import { StepReview } from './step-review';

export const STEP_NAMES = [
  'Seat Selection',
  'Add-ons & Extras',
  'Personal Details',
  'Review & Payment',
] as const;
const COUNT_DEBOUNCE_MS = 350;

export const SEAT_UNAVAILABLE = ['Seat Unavailable', 'This seat is already taken or blocked.'] as const;

const is = (error: unknown, status: number, code?: string) =>
  error instanceof ApiRequestError && error.status === status && (code === undefined || error.code === code);

/**
 * The booking dialog (product-spec.md section 2 "Booking dialog (four steps)") on a real hold: seats are held
 * on the server while the countdown runs; the server prices and books; payment follows.
 */
export function BookingDialog({
  event,
  position,
  total,
}: {
  event: BookingEvent;
  position: number;
  total: number;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const owner = session.user?.id ?? 'guest';
  const done = useRef(false);
  const [guestBooking, setGuestBooking] = useState<Booking | null>(null);

  /** Closes this event's dialog: the next queued one opens, or the dialog goes away. */
  const leave = useCallback(() => {
    if (done.current) return;
    done.current = true;
    nextBooking();
  }, []);

  const expire = useCallback(() => {
    if (done.current) return;
    notify.error('Session Expired', 'Your booking session has expired. Please start over.');
    void client.invalidateQueries({ queryKey: ['seating', event.id] });
    leave();
  }, [client, event.id, leave]);

  const hold = useHoldSession(event.id, expire);
  const seating = useQuery({
    ...seatingQueryOptions(event.id, hold.hold?.id ?? null),
    enabled: hold.hold !== null,
  });
  const details = useQuery(bookingEventQueryOptions(event.id));
  const profile = useContactProfile(owner, !session.isLoading);

  const [step, setStep] = useState(1);
  const [mode, setMode] = useState<'list' | 'map'>('list');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [count, setCount] = useState(1);
  const [seatIds, setSeatIds] = useState<string[]>([]);
  const seatIdsRef = useRef<string[]>([]);
  const [addOnIds, setAddOnIds] = useState<string[]>([]);
  const [insurance, setInsurance] = useState(false);
  const [form, setForm] = useState<DetailsForm>({
    contact: { name: '', email: '', phone: '', emergencyContact: '', specialRequests: '' },
    guests: [],
    newsletter: true,
    smsUpdates: true,
  });
  const touched = useRef(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const countTimer = useRef<{ id: number; send: () => void } | null>(null);
  const bodyRef = useRef<HTMLElement>(null);

  // Prefill contact details from the real profile (or the session) until the fan types.
  useEffect(() => {
    if (touched.current) return;
    const source = profile;
    const user = session.user;
    if (!source && !user) return;
    setForm((current) => ({
      ...current,
      contact: {
        ...current.contact,
        name: source?.name || user?.name || current.contact.name,
        email: source?.email || user?.email || current.contact.email,
        phone: source?.phone || current.contact.phone,
      },
    }));
  }, [profile, session.user]);

  const heldSeats = hold.hold?.seatLines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  useEffect(() => {
    setForm((current) => ({ ...current, guests: resizeGuests(current.guests, heldSeats) }));
  }, [heldSeats]);

  const pricedSeats = useMemo(
    () =>
      (hold.hold?.seatLines ?? []).map((line) => ({
        unitPrice: line.unitPricePaise / 100,
        quantity: line.quantity,
      })),
    [hold.hold],
  );
  const bill = priceBooking({ seats: pricedSeats, addOnIds, insurance });
  const insuranceAmount = priceBooking({ seats: pricedSeats, addOnIds: [], insurance: true }).insurance;

  // --- selection -------------------------------------------------------------------------------

  const refreshSeating = useCallback(
    () => client.invalidateQueries({ queryKey: ['seating', event.id] }),
    [client, event.id],
  );

  const sendCategory = useCallback(
    (id: string, quantity: number) => {
      hold.select({ kind: 'category', categoryId: id, quantity }).catch((error: unknown) => {
        if (isHoldExpired(error)) return;
        if (is(error, 409)) {
          notify.error((error as ApiRequestError).message);
          void refreshSeating();
        } else notify.failure(error);
        const held = hold.latest()?.selection;
        setCategoryId(held?.kind === 'category' ? held.categoryId : null);
        if (held?.kind === 'category') setCount(held.quantity);
      });
    },
    [hold, refreshSeating],
  );

  const flushCount = useCallback(() => {
    const pending = countTimer.current;
    if (!pending) return;
    window.clearTimeout(pending.id);
    countTimer.current = null;
    pending.send();
  }, []);
  useEffect(() => () => window.clearTimeout(countTimer.current?.id), []);

  const chooseCategory = (id: string) => {
    if (countTimer.current) window.clearTimeout(countTimer.current.id);
    countTimer.current = null;
    setCategoryId(id);
    setSeatIds([]);
    seatIdsRef.current = [];
    sendCategory(id, count);
  };

  const changeCount = (next: number) => {
    const quantity = Math.min(LIMITS.seatsPerBooking, Math.max(1, next));
    setCount(quantity);
    if (!categoryId) return;
    if (countTimer.current) window.clearTimeout(countTimer.current.id);
    const send = () => sendCategory(categoryId, quantity);
    countTimer.current = {
      id: window.setTimeout(() => {
        countTimer.current = null;
        send();
      }, COUNT_DEBOUNCE_MS),
      send,
    };
  };

  const toggleSeat = (seat: MapSeat) => {
    if (seat.status !== 'available') {
      notify.error(...SEAT_UNAVAILABLE);
      return;
    }
    const current = seatIdsRef.current;
    const selected = current.includes(seat.id);
    if (!selected && current.length >= LIMITS.seatsOnMap) {
      notify.error('Maximum Seats', `You can select up to ${LIMITS.seatsOnMap} seats at once.`);
      return;
    }
    const next = selected ? current.filter((id) => id !== seat.id) : [...current, seat.id];
    seatIdsRef.current = next;
    setSeatIds(next);
    if (next.length > 0) setCount(next.length);
    setCategoryId(null);
    hold.select(next.length > 0 ? { kind: 'seats', seatIds: next } : null).catch((error: unknown) => {
      if (isHoldExpired(error)) return;
      const held = hold.latest()?.selection;
      const kept = held?.kind === 'seats' ? held.seatIds : [];
      if (is(error, 409, 'seat_unavailable')) {
        notify.error(...SEAT_UNAVAILABLE);
        const lost = ((error as ApiRequestError).fields.seatIds ?? '').split(',');
        void refreshSeating();
        seatIdsRef.current = kept.filter((id) => !lost.includes(id));
      } else {
        notify.failure(error);
        seatIdsRef.current = kept;
      }
      setSeatIds(seatIdsRef.current);
    });
  };

  // --- steps -----------------------------------------------------------------------------------

  const goTo = (next: number) => {
    setStep(next);
    bodyRef.current?.scrollTo({ top: 0 });
  };

  const complete = (n: number) => {
    reportActivity(owner, 'booking_step_completed', { step: n, eventId: event.id });
    goTo(n + 1);
  };

  const submit = async () => {
    const current = hold.latest();
    if (!current) return;
    const input: CheckoutInput = {
      addOns: addOnIds,
      insurance,
      contact: { ...form.contact },
      guests: form.guests.map((guest) => ({
        name: guest.name.trim(),
        age: parseGuestAge(guest.age) ?? null,
      })),
      newsletter: form.newsletter,
      smsUpdates: form.smsUpdates,
    };
    try {
      const result = await checkoutHold(current.id, input);
      reportActivity(owner, 'booking_step_completed', { step: 4, eventId: event.id });
      setCheckout(result);
    } catch (error) {
      if (isHoldExpired(error)) return expire();
      if (!(error instanceof ApiRequestError)) return notify.failure(error);
      if (error.status === 409) {
        if (error.code === 'selection_required')
          notify.error('Selection Required', 'Please select seats and category');
        else
          notify.error(
            error.code === 'seat_unavailable' ? SEAT_UNAVAILABLE[0] : error.message,
            error.message,
          );
        void refreshSeating();
        return goTo(1);
      }
      if (error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        const keys = Object.keys(error.fields);
        if (keys.some((key) => key.startsWith('contact'))) {
          notify.error('Missing Information', 'Please fill in all required details');
          return goTo(3);
        }
        if (keys.some((key) => key.startsWith('guests'))) {
          notify.error('Guest Details Required', error.fields.guests ?? error.message);
          return goTo(3);
        }
        if (keys.some((key) => key.startsWith('addOns'))) return goTo(2);
      }
      notify.failure(error);
    }
  };

  const onContinue = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (step === 1) {
        flushCount();
        await hold.settled();
        if (!hold.latest()?.selection) {
          notify.error('Selection Required', 'Please select seats and category');
          return;
        }
        complete(1);
      } else if (step === 2) {
        complete(2);
      } else if (step === 3) {
        const check = checkDetails(form.contact, form.guests, heldSeats);
        setErrors(check.fields);
        if (check.problem === 'contact')
          notify.error('Missing Information', 'Please fill in all required details');
        else if (check.problem === 'guests')
          notify.error('Guest Details Required', guestDetailsMessage(guestCount(heldSeats)));
        else complete(3);
      } else {
        await submit();
      }
    } finally {
      setBusy(false);
    }
  };

  const onPaid = (booking: Booking) => {
    // The payment dialog has shown 'Payment Successful!' and its toast; this only hands off.
    hold.markBooked();
    setCheckout(null);
    // The payment dialog refreshed the fan's own data (['me', owner]); seats left changed here.
    void client.invalidateQueries({ queryKey: ['seating', booking.eventId] });
    void client.invalidateQueries({ queryKey: ['events'] });
    // A guest has no My Bookings page: the tickets stay on screen until the fan closes the dialog.
    if (!session.isAuthenticated) {
      setGuestBooking(booking);
      return;
    }
    done.current = true;
    if (!nextBooking()) {
      navigate(paths.dashboard(), { state: { bookingConfirmed: true, eventTitle: booking.eventTitle } });
    }
  };

  // --- header ----------------------------------------------------------------------------------

  const WishlistHeart = useWishlistHeart();
  const listed: ListedEvent | null = details.data
    ? {
        eventId: details.data.id,
        title: details.data.title,
        date: details.data.date,
        time: details.data.time,
        venue: details.data.venue,
        pricePaise: details.data.pricePaise,
        category: details.data.category,
        startsAt: details.data.startsAt,
      }
    : null;
  // The queued event carries its IST date and clock time; the loaded details carry the instant.
  const startsAt = details.data?.startsAt ?? istInstant(event.date, event.time);
  const when = startsAt ? formatEventWhen(startsAt) : `${event.date} · ${event.time}`;

  const percent = step * 25;
  const sport = (details.data?.category ?? event.category) as SportId | string;

  // --- body ------------------------------------------------------------------------------------

  let body: ReactNode;
  if (guestBooking) {
    body = <GuestTickets booking={guestBooking} />;
  } else if (hold.openError) {
    body = (
      <div className="mx-auto max-w-md py-10 text-center">
        <p className="text-lg font-bold">Booking is not available</p>
        <p className="mt-2 text-ink-600">{hold.openError.message}</p>
      </div>
    );
  } else if (!hold.hold || (step === 1 && !seating.data)) {
    body = seating.isError ? (
      <p className="py-10 text-center text-ink-600">The seats could not be loaded. Please try again.</p>
    ) : (
      <p role="status" className="py-10 text-center text-ink-600">
        Opening your booking session…
      </p>
    );
  } else if (step === 1 && seating.data) {
    body = (
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-bold">Seat Selection</h3>
          {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form group */}
          <div
            role="group"
            aria-label="How to choose seats"
            className="inline-flex rounded-lg border border-ink-200 p-0.5"
          >
            <button
              type="button"
              aria-pressed={mode === 'list'}
              onClick={() => setMode('list')}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold',
                mode === 'list' ? 'bg-ink-900 text-white' : 'text-ink-700 hover:bg-ink-50',
              )}
            >
              <LayoutList aria-hidden="true" className="h-4 w-4" />
              List View
            </button>
            <button
              type="button"
              aria-pressed={mode === 'map'}
              onClick={() => setMode('map')}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold',
                mode === 'map' ? 'bg-ink-900 text-white' : 'text-ink-700 hover:bg-ink-50',
              )}
            >
              <MapIcon aria-hidden="true" className="h-4 w-4" />
              Seat Map View
            </button>
          </div>
        </div>
        <p className="rounded-lg bg-ink-50 px-3 py-2 text-sm" aria-live="polite">
          <span className="font-semibold">Your selection: </span>
          {describeHold(hold.hold)}
          {hold.hold.seatLines.length > 0 ? ` · ${formatRupees(bill.seats)}` : ''}
        </p>
        {mode === 'list' ? (
          <CategoryList
            categories={seating.data.categories}
            categoryId={categoryId}
            count={count}
            onCategory={chooseCategory}
            onCount={changeCount}
          />
        ) : (
          <SeatMap seating={seating.data} sport={sport} selectedIds={seatIds} onToggle={toggleSeat} />
        )}
      </div>
    );
  } else if (step === 2) {
    body = (
      <StepAddOns
        addOnIds={addOnIds}
        insurance={insurance}
        insuranceAmount={insuranceAmount}
        bill={bill}
        onToggleAddOn={(id) =>
          setAddOnIds((current) =>
            current.includes(id) ? current.filter((a) => a !== id) : [...current, id],
          )
        }
        onInsurance={setInsurance}
      />
    );
  } else if (step === 3) {
    body = (
      <StepDetails
        form={form}
        errors={errors}
        onChange={(next) => {
          touched.current = true;
          setForm(next);
        }}
      />
    );
  } else {
    body = (
      <StepReview
        event={event}
        when={when}
        seatLabels={hold.hold.seatLabels}
        selectionLabel={describeHold(hold.hold)}
        addOnIds={addOnIds}
        insurance={insurance}
        form={form}
        bill={bill}
      />
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) leave();
      }}
    >
      <DialogContent layout="workspace" closeLabel="Close booking" aria-describedby={undefined}>
        <header className="space-y-3 border-b border-ink-100 px-4 pt-4 pb-3 sm:px-6">
          <div className="flex items-start gap-3 pr-10">
            <div className="min-w-0 flex-1">
              {total > 1 ? (
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  Event {position + 1} of {total}
                </p>
              ) : null}
              <DialogTitle className="leading-tight sm:text-xl">{event.title}</DialogTitle>
              <p className="mt-0.5 text-sm text-ink-600">
                {when} · {event.venue}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <WishlistHeart event={listed} />
            {hold.expiresAtMs !== null && !guestBooking ? (
              <SessionTimer expiresAtMs={hold.expiresAtMs} onExpire={expire} />
            ) : null}
            {session.isAuthenticated ? (
              <p className="text-xs font-semibold text-pitch-700">Logged in • Auto-save enabled</p>
            ) : null}
          </div>
          <div>
            <div className="flex justify-between text-xs font-semibold text-ink-700">
              <span>
                Step {step} of 4 <span className="font-normal text-ink-600">· {STEP_NAMES[step - 1]}</span>
              </span>
              <span>{percent}% complete</span>
            </div>
            <div
              role="progressbar"
              aria-label="Booking progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-1 h-2 overflow-hidden rounded-full bg-ink-100"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
        </header>

        <section
          ref={bodyRef}
          aria-label={STEP_NAMES[step - 1]}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the step scrolls; keyboard users must reach it even when it holds no control
          tabIndex={0}
          className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto px-4 py-4 sm:px-6"
        >
          {body}
        </section>

        <footer className="flex items-center justify-between gap-2 border-t border-ink-100 px-4 py-3 sm:px-6">
          {guestBooking ? (
            <button
              type="button"
              className={buttonClass('primary', 'md', 'ml-auto min-w-32')}
              onClick={leave}
            >
              Done
            </button>
          ) : (
            <>
              <button
                type="button"
                className={buttonClass('secondary', 'md')}
                disabled={step === 1 || busy}
                onClick={() => goTo(Math.max(1, step - 1))}
              >
                Previous
              </button>
              {hold.hold && !hold.openError ? (
                <button
                  type="button"
                  className={buttonClass('primary', 'md', 'min-w-32')}
                  aria-busy={busy || undefined}
                  onClick={() => void onContinue()}
                >
                  {step === 4 ? `Complete Booking - ${formatRupees(bill.total)}` : 'Continue'}
                </button>
              ) : null}
            </>
          )}
        </footer>

        {checkout ? (
          <PaymentDialog
            checkout={checkout}
            eventTitle={event.title}
            onPaid={onPaid}
            onClose={() => setCheckout(null)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
