import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { notify } from '@/client/lib/notify';
import { useSession } from '@/client/lib/session';
import { paths } from '@/client/paths';
import { listedEvent } from '@/shared/domain/cart';
import { formatEventWhen } from '@/shared/domain/format';
import { priceBooking, pricedSeats } from '@/shared/domain/pricing';
import { istInstant } from '@/shared/domain/time';
import type { Booking, Checkout } from '@/shared/schemas/booking';
import { bookingEventQueryOptions } from '../api/get-booking-event';
import { seatingQueryOptions } from '../api/get-seating';
import { BOOKING_TOASTS } from '../booking-messages';
import { type BookingEvent, nextBooking } from '../booking-queue';
import { useContactProfile, useWishlistHeart } from '../collaborators';
import { describeHold } from '../describe-hold';
import { useAutoSave } from '../hooks/use-auto-save';
import { useBookingSelection } from '../use-booking-selection';
import { useBookingSteps } from '../use-booking-steps';
import { useDetailsForm } from '../use-details-form';
import { useHoldSession } from '../use-hold-session';
import { usePlanHold } from '../use-plan-hold';
import { BookingFooter } from './booking-footer';
import { BookingHeader, STEP_NAMES } from './booking-header';
import { GuestTickets } from './guest-tickets';
import { PaymentDialog } from './payment-dialog';
import { QueueRequired } from './queue-required';
import type { SeatMode } from './seat-mode-toggle';
import { StepAddOns } from './step-add-ons';
import { StepDetails } from './step-details';
import { StepReview } from './step-review';
import { StepSeats } from './step-seats';

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
  // Paid and confirmed: the session's end no longer closes anything (the success screen runs on).
  const paid = useRef(false);
  const [guestBooking, setGuestBooking] = useState<Booking | null>(null);

  /** Closes this event's dialog: the next queued one opens, or the dialog goes away. */
  const leave = useCallback(() => {
    if (done.current) return;
    done.current = true;
    nextBooking();
  }, []);

  const expire = useCallback(() => {
    if (done.current || paid.current) return;
    notify.error(...BOOKING_TOASTS.sessionExpired);
    void client.invalidateQueries({ queryKey: ['seating', event.id] });
    leave();
  }, [client, event.id, leave]);

  const hold = useHoldSession(event.id, expire, { keepWhenHolding: session.isAuthenticated });
  const seating = useQuery({
    ...seatingQueryOptions(event.id, hold.hold?.id ?? null),
    enabled: hold.hold !== null,
  });
  const details = useQuery(bookingEventQueryOptions(event.id));
  const profile = useContactProfile(owner, !session.isLoading);
  const refreshSeating = useCallback(
    () => void client.invalidateQueries({ queryKey: ['seating', event.id] }),
    [client, event.id],
  );
  const selection = useBookingSelection(hold, refreshSeating, event.quantity);
  const planHold = usePlanHold(hold, refreshSeating);

  const [mode, setMode] = useState<SeatMode>('list');
  const [addOnIds, setAddOnIds] = useState<string[]>([]);
  const [insurance, setInsurance] = useState(false);
  const heldSeats = hold.hold?.seatLines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  const [form, setForm] = useDetailsForm(profile, session.user, heldSeats);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const bodyRef = useRef<HTMLElement>(null);
  const { step, errors, busy, onContinue, onPrevious, restoreStep } = useBookingSteps({
    eventId: event.id,
    owner,
    hold,
    flushSelection: selection.flushCount,
    heldSeats,
    addOnIds,
    insurance,
    form,
    expire,
    hasLeft: () => done.current,
    refreshSeating,
    onCheckout: (created) => {
      hold.markCheckedOut();
      setCheckout(created);
    },
    bodyRef,
  });

  const { restored } = useAutoSave({
    hold,
    enabled: session.isAuthenticated,
    draft: {
      step,
      mode,
      count: selection.count,
      categoryId: selection.categoryId,
      seatIds: selection.seatIds,
      addOnIds,
      insurance,
      details: form,
    },
    onRestore: (back) => {
      selection.restore(back);
      setMode(back.mode);
      setAddOnIds([...back.addOnIds]);
      setInsurance(back.insurance);
      if (back.details) setForm(back.details);
      restoreStep(back.step);
    },
  });

  const seats = useMemo(() => pricedSeats(hold.hold?.seatLines ?? []), [hold.hold]);
  const bill = priceBooking({ seats, addOnIds, insurance });
  const insuranceAmount = priceBooking({ seats, addOnIds: [], insurance: true }).insurance;

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

  // --- what the dialog shows -------------------------------------------------------------------

  const WishlistHeart = useWishlistHeart();
  const loaded = details.data;
  const listed = loaded ? listedEvent(loaded) : null;
  // The queued event carries its IST date and clock time; the loaded details carry the instant.
  const startsAt = loaded?.startsAt ?? istInstant(event.date, event.time);
  const when = startsAt ? formatEventWhen(startsAt) : `${event.date} · ${event.time}`;

  let body: ReactNode;
  if (guestBooking) {
    body = <GuestTickets booking={guestBooking} />;
  } else if (hold.openError?.code === 'queue_pass_required') {
    body = <QueueRequired eventId={event.id} message={hold.openError.message} onGo={leave} />;
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
      <StepSeats
        seating={seating.data}
        sport={loaded?.category ?? event.category}
        hold={hold.hold}
        seatsTotal={bill.seats - (bill.dealDiscount ?? 0)}
        selection={selection}
        planHold={planHold}
        mode={mode}
        onMode={setMode}
      />
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
    body = <StepDetails form={form} errors={errors} onChange={setForm} />;
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
        <BookingHeader
          title={event.title}
          whenAndWhere={`${when} · ${event.venue}`}
          queuePosition={position}
          queueLength={total}
          listed={listed}
          WishlistHeart={WishlistHeart}
          expiresAtMs={guestBooking ? null : hold.expiresAtMs}
          onExpire={expire}
          extensionsLeft={hold.extensionsLeft}
          onExtend={hold.extend}
          signedIn={session.isAuthenticated}
          restored={restored}
          step={step}
        />
        <section
          ref={bodyRef}
          aria-label={STEP_NAMES[step - 1]}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the step scrolls; keyboard users must reach it even when it holds no control
          tabIndex={0}
          className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto px-4 py-4 sm:px-6"
        >
          {body}
        </section>
        <BookingFooter
          step={step}
          total={bill.total}
          busy={busy}
          canContinue={hold.hold !== null && !hold.openError}
          paidAsGuest={guestBooking !== null}
          onPrevious={onPrevious}
          onContinue={() => void onContinue()}
          onDone={leave}
        />
        {checkout ? (
          <PaymentDialog
            checkout={checkout}
            eventTitle={event.title}
            onConfirmed={() => {
              paid.current = true;
              hold.markBooked();
            }}
            onPaid={onPaid}
            onClose={() => {
              setCheckout(null);
              if (!paid.current) void hold.reopen();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
