import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, CreditCard, Loader2, Lock, Smartphone, Wallet } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/client/components/ui/button-class';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { FormField, Input } from '@/client/components/ui/input';
import { QrCode } from '@/client/components/ui/qr-code';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { reportActivity } from '@/client/lib/activity-events';
import { ApiRequestError } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';
import { notify } from '@/client/lib/notify';
import { useSession } from '@/client/lib/session';
import { TEST_INSTRUMENTS, WALLETS } from '@/shared/booking-constants';
import { TIMING } from '@/shared/constants';
import { formatPaise } from '@/shared/domain/format';
import {
  type CardFields,
  cardFieldsComplete,
  cardProblems,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  upiPayLink,
  vpaValid,
} from '@/shared/domain/payment';
import type { Booking, Checkout, PaymentInput, PaymentResult } from '@/shared/schemas/booking';
import { confirmBooking } from '../api/confirm-booking';
import { payOrder } from '../api/pay-order';

export interface PaymentDialogProps {
  /** The pending booking and the gateway order to pay (POST /api/holds/:holdId/checkout). */
  checkout: Checkout;
  eventTitle: string;
  /** Called once, TIMING.paymentSuccessMs after the 'Payment Successful!' screen appears. */
  onPaid: (booking: Booking) => void;
  /** The fan closed the dialog without paying. */
  onClose: () => void;
}

type Method = 'card' | 'upi' | 'wallet';
type WalletId = (typeof WALLETS)[number]['id'];
type Phase = 'idle' | 'processing' | 'success';

const EMPTY_CARD: CardFields = { number: '', expiry: '', cvv: '', name: '' };

/** Server field names (fields['card.number'], fields.vpa) → this form's fields. */
const SERVER_FIELDS: Record<string, string> = {
  'card.number': 'number',
  'card.expiry': 'expiry',
  'card.cvv': 'cvv',
  'card.name': 'name',
  vpa: 'vpa',
  wallet: 'wallet',
};

const invalid = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/**
 * 'Secure Payment' (product-spec.md section 2 and 4): the booking summary, then card, UPI or wallet. Pay
 * sends one payment to the gateway and confirms the booking with the signed result; a decline
 * keeps the dialog open so the fan can try again while the seats stay held. Success shows
 * 'Payment Successful!' for TIMING.paymentSuccessMs, then calls onPaid once.
 */
export function PaymentDialog({ checkout, eventTitle, onPaid, onClose }: PaymentDialogProps) {
  const { booking, order } = checkout;
  const id = useId();
  const { user } = useSession();
  const owner = user?.id ?? 'guest';
  const client = useQueryClient();

  const [method, setMethod] = useState<Method>('card');
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [vpa, setVpa] = useState('');
  const [wallet, setWallet] = useState<WalletId | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [confirmed, setConfirmed] = useState<Booking | null>(null);

  // A second click while a payment is in flight is ignored before React re-renders the button.
  const inFlight = useRef(false);
  // Once the gateway has taken the money, a retry only confirms (the same payment, never a new one).
  const captured = useRef<PaymentResult | null>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });

  // The one success sequence: the screen shows, and TIMING.paymentSuccessMs later the toast and onPaid.
  useEffect(() => {
    if (!confirmed) return;
    successHeading.current?.focus();
    const timer = setTimeout(() => {
      notify.success('Payment Successful! 🎉', 'Your tickets have been booked successfully!');
      onPaidRef.current(confirmed);
    }, TIMING.paymentSuccessMs);
    return () => clearTimeout(timer);
  }, [confirmed]);

  const amount = formatPaise(order.amountPaise);
  const upiLink = upiPayLink({
    payeeVpa: order.payeeVpa,
    payeeName: order.payeeName,
    amountPaise: order.amountPaise,
    reference: order.receipt,
    note: eventTitle,
  });

  /** The request for the chosen method, or null after showing what is missing. */
  function paymentInput(): PaymentInput | null {
    if (method === 'card') {
      if (!cardFieldsComplete(card)) {
        setErrors({});
        notify.error('Missing Information', 'Please fill in all card details');
        return null;
      }
      const problems = cardProblems(card, new Date());
      setErrors(problems);
      return Object.keys(problems).length > 0 ? null : { method: 'card', card };
    }
    if (method === 'upi') {
      const value = vpa.trim();
      const problem =
        value === ''
          ? 'Please enter your UPI ID'
          : vpaValid(value)
            ? null
            : 'Please enter a valid UPI ID, e.g. name@okhdfcbank';
      setErrors(problem ? { vpa: problem } : {});
      return problem ? null : { method: 'upi', vpa: value };
    }
    setErrors(wallet ? {} : { wallet: 'Please choose a wallet' });
    return wallet ? { method: 'wallet', wallet } : null;
  }

  async function pay(e?: FormEvent) {
    e?.preventDefault();
    if (inFlight.current || phase !== 'idle') return;
    const input = captured.current ? null : paymentInput();
    if (!captured.current && !input) return;
    inFlight.current = true;
    setFailure(null);
    setPhase('processing');
    try {
      if (!captured.current && input) captured.current = await payOrder(order.id, input);
      const payment = captured.current as PaymentResult;
      const done = await confirmBooking(booking.id, payment);
      reportActivity(owner, 'payment_completed', {
        eventId: done.eventId,
        bookingId: done.id,
        title: eventTitle,
        amountPaise: order.amountPaise,
        method: done.paymentMethod ?? input?.method ?? null,
      });
      // Stats, recent bookings and the booking history now include this booking.
      void client.invalidateQueries({ queryKey: ['me', owner] });
      setPhase('success');
      setConfirmed(done);
    } catch (error) {
      inFlight.current = false;
      setPhase('idle');
      showFailure(error);
      window.setTimeout(() => payButton.current?.focus(), 0);
    }
  }

  function showFailure(error: unknown) {
    if (!(error instanceof ApiRequestError)) {
      const message = 'The payment could not be completed. Please check your connection and try again.';
      setFailure(message);
      notify.error('Payment Failed', message);
      return;
    }
    const fields: Record<string, string> = {};
    for (const [key, message] of Object.entries(error.fields)) {
      const field = SERVER_FIELDS[key];
      if (field) fields[field] = message;
    }
    if (Object.keys(fields).length > 0) setErrors(fields);
    setFailure(error.message);
    if (error.code === 'hold_expired') notify.error('Session Expired', error.message);
    else notify.error(error.status === 402 ? 'Payment Declined' : 'Payment Failed', error.message);
  }

  const busy = phase !== 'idle';
  const setCardField = (field: keyof CardFields, value: string) => setCard((c) => ({ ...c, [field]: value }));

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent
        className="max-w-xl sm:p-7"
        showClose={!busy}
        onInteractOutside={(e) => e.preventDefault()}
        onEscapeKeyDown={(e) => {
          if (busy) e.preventDefault();
        }}
      >
        <DialogTitle className="flex items-center gap-2 pr-10 text-xl">
          <Lock aria-hidden="true" className="h-5 w-5 text-pitch-700" />
          Secure Payment
        </DialogTitle>
        <DialogDescription className="mt-1">
          {confirmed
            ? `Booking ${confirmed.reference} is confirmed.`
            : `Pay for booking ${order.receipt}. Your seats stay held while you pay.`}
        </DialogDescription>

        {confirmed ? (
          <div role="status" className="flex flex-col items-center py-8 text-center">
            <CheckCircle2 aria-hidden="true" className="h-16 w-16 text-pitch-600" />
            <h3
              ref={successHeading}
              tabIndex={-1}
              className="mt-4 text-2xl font-extrabold text-ink-900 outline-none"
            >
              Payment Successful!
            </h3>
            <p className="mt-2 text-ink-600">Your tickets have been booked successfully!</p>
            <dl className="mt-4 grid grid-cols-[auto_auto] gap-x-3 gap-y-1 text-left text-sm">
              <dt className="text-ink-600">Booking reference</dt>
              <dd className="font-semibold">{confirmed.reference}</dd>
              <dt className="text-ink-600">Amount paid</dt>
              <dd className="font-semibold">{formatPaise(confirmed.totalPaise)}</dd>
              {confirmed.paymentId ? <dt className="text-ink-600">Payment ID</dt> : null}
              {confirmed.paymentId ? (
                <dd className="font-mono text-xs leading-5 break-all">{confirmed.paymentId}</dd>
              ) : null}
            </dl>
            <p className="mt-4 flex items-center gap-2 text-sm text-ink-600">
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              {user ? 'Taking you to your dashboard…' : 'Opening your tickets…'}
            </p>
          </div>
        ) : (
          <form noValidate onSubmit={pay} className="mt-5 space-y-5" aria-label="Payment">
            <section aria-labelledby={`${id}-summary`} className="rounded-xl bg-ink-50 p-4">
              <h3 id={`${id}-summary`} className="text-sm font-bold text-ink-900">
                Booking summary
              </h3>
              <dl className="mt-2 space-y-1.5 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-ink-600">Event</dt>
                  <dd className="text-right font-semibold text-ink-900">{eventTitle}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-ink-600">Seats</dt>
                  <dd className="text-right font-semibold text-ink-900">
                    {booking.seats.length} × {booking.category}
                    {booking.seats.length > 0 ? (
                      <span className="block text-xs font-normal text-ink-600">
                        {booking.seats.join(', ')}
                      </span>
                    ) : null}
                  </dd>
                </div>
                <div className="flex items-baseline justify-between gap-4 border-t border-ink-200 pt-2">
                  <dt className="font-semibold text-ink-900">Total amount</dt>
                  <dd className="text-lg font-extrabold text-ink-900">{amount}</dd>
                </div>
              </dl>
              <p className="mt-3 flex items-start gap-2 text-xs text-pitch-700">
                <Lock aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
                Secured with 256-bit SSL encryption. Card details go only to the payment gateway.
              </p>
            </section>

            <Tabs
              value={method}
              onValueChange={(value) => {
                setMethod(value as Method);
                setErrors({});
                // A decline speaks of the method that was tried; another method starts clean.
                setFailure(null);
              }}
            >
              <TabsList look="pills" aria-label="Payment method">
                <TabsTrigger value="card" disabled={busy}>
                  <CreditCard aria-hidden="true" className="h-4 w-4 shrink-0" />
                  Card
                </TabsTrigger>
                <TabsTrigger value="upi" disabled={busy}>
                  <Smartphone aria-hidden="true" className="h-4 w-4 shrink-0" />
                  UPI
                </TabsTrigger>
                <TabsTrigger value="wallet" disabled={busy}>
                  <Wallet aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <span>
                    <span className="sm:hidden">Wallet</span>
                    <span className="hidden sm:inline">Digital Wallet</span>
                  </span>
                </TabsTrigger>
              </TabsList>

              <TabsContent value="card" className="pt-4">
                <fieldset disabled={busy} className="grid grid-cols-2 gap-4">
                  <legend className="sr-only">Card details</legend>
                  <FormField
                    id={`${id}-number`}
                    label="Card number"
                    error={errors.number}
                    className="col-span-2"
                  >
                    <Input
                      id={`${id}-number`}
                      name="cardnumber"
                      inputMode="numeric"
                      autoComplete="cc-number"
                      placeholder="1234 5678 9012 3456"
                      maxLength={19}
                      value={card.number}
                      onChange={(e) => setCardField('number', formatCardNumber(e.target.value))}
                      {...invalid(`${id}-number`, errors.number)}
                    />
                  </FormField>
                  <FormField id={`${id}-expiry`} label="Expiry (MM/YY)" error={errors.expiry}>
                    <Input
                      id={`${id}-expiry`}
                      name="exp-date"
                      inputMode="numeric"
                      autoComplete="cc-exp"
                      placeholder="MM/YY"
                      maxLength={5}
                      value={card.expiry}
                      onChange={(e) => setCardField('expiry', formatExpiry(e.target.value))}
                      {...invalid(`${id}-expiry`, errors.expiry)}
                    />
                  </FormField>
                  <FormField id={`${id}-cvv`} label="CVV" error={errors.cvv}>
                    <Input
                      id={`${id}-cvv`}
                      name="cvc"
                      type="password"
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      placeholder="123"
                      maxLength={4}
                      value={card.cvv}
                      onChange={(e) => setCardField('cvv', formatCvv(e.target.value))}
                      {...invalid(`${id}-cvv`, errors.cvv)}
                    />
                  </FormField>
                  <FormField
                    id={`${id}-name`}
                    label="Name on card"
                    error={errors.name}
                    className="col-span-2"
                  >
                    <Input
                      id={`${id}-name`}
                      name="ccname"
                      autoComplete="cc-name"
                      placeholder="As printed on the card"
                      maxLength={80}
                      value={card.name}
                      onChange={(e) => setCardField('name', e.target.value)}
                      {...invalid(`${id}-name`, errors.name)}
                    />
                  </FormField>
                </fieldset>
              </TabsContent>

              <TabsContent value="upi" className="pt-4">
                <div className="grid gap-5 sm:grid-cols-[1fr_auto]">
                  <FormField id={`${id}-vpa`} label="UPI ID" error={errors.vpa}>
                    <Input
                      id={`${id}-vpa`}
                      name="vpa"
                      autoComplete="off"
                      autoCapitalize="none"
                      spellCheck={false}
                      placeholder="yourname@okhdfcbank"
                      maxLength={100}
                      disabled={busy}
                      value={vpa}
                      onChange={(e) => setVpa(e.target.value)}
                      {...invalid(`${id}-vpa`, errors.vpa)}
                    />
                    <p className="text-xs text-ink-600">
                      Enter your UPI ID and approve the request in your UPI app.
                    </p>
                  </FormField>
                  <figure className="flex flex-col items-center gap-2 sm:w-44">
                    <QrCode
                      value={upiLink}
                      size={168}
                      label={`UPI QR code: pay ${amount} to ${order.payeeName} (${order.payeeVpa}) for booking ${order.receipt}`}
                      className="border border-ink-200"
                    />
                    <figcaption className="text-center text-xs text-ink-600">
                      Or scan with any UPI app
                      <a
                        href={upiLink}
                        className="mt-1 block font-mono text-[11px] leading-4 break-all text-brand-700 underline"
                      >
                        {upiLink}
                      </a>
                    </figcaption>
                  </figure>
                </div>
              </TabsContent>

              <TabsContent value="wallet" className="pt-4">
                <fieldset disabled={busy} aria-describedby={errors.wallet ? `${id}-wallet-error` : undefined}>
                  <legend className="mb-2 text-sm font-semibold text-ink-900">Choose a wallet</legend>
                  <div className="grid grid-cols-2 gap-3">
                    {WALLETS.map((w) => (
                      <button
                        key={w.id}
                        type="button"
                        aria-pressed={wallet === w.id}
                        onClick={() => {
                          setWallet(w.id);
                          setErrors({});
                        }}
                        className={cn(
                          'flex h-12 items-center justify-center gap-2 rounded-xl border-2 px-3 text-sm font-semibold transition-colors',
                          wallet === w.id
                            ? 'border-brand-600 bg-brand-50 text-brand-800'
                            : 'border-ink-200 bg-white text-ink-900 hover:border-ink-500',
                        )}
                      >
                        {wallet === w.id ? <CheckCircle2 aria-hidden="true" className="h-4 w-4" /> : null}
                        {w.name}
                      </button>
                    ))}
                  </div>
                  {errors.wallet ? (
                    <p id={`${id}-wallet-error`} className="mt-2 text-sm text-alert-700">
                      {errors.wallet}
                    </p>
                  ) : null}
                </fieldset>
              </TabsContent>
            </Tabs>

            {failure ? (
              <div
                role="alert"
                className="flex items-start gap-2 rounded-xl border border-alert-600 bg-red-50 px-4 py-3 text-sm text-alert-700"
              >
                <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <p>
                  <span className="font-semibold">{failure}</span> Your seats are still held — you can try
                  again.
                </p>
              </div>
            ) : null}

            <button
              ref={payButton}
              type="submit"
              disabled={busy}
              className={buttonClass('primary', 'lg', 'w-full')}
            >
              {busy ? (
                <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
              ) : (
                <Lock aria-hidden="true" className="h-4 w-4" />
              )}
              {busy ? 'Processing Payment...' : `Pay ${amount}`}
            </button>

            <details className="text-xs text-ink-600">
              <summary className="cursor-pointer font-semibold">Test mode: payment details to try</summary>
              <p className="mt-1">
                Card {formatCardNumber(TEST_INSTRUMENTS.cardSuccess)} is accepted and{' '}
                {formatCardNumber(TEST_INSTRUMENTS.cardDeclined)} is declined (any future expiry, any CVV).
                UPI ID {TEST_INSTRUMENTS.upiSuccess} is accepted and {TEST_INSTRUMENTS.upiFailure} fails.
                Wallets are accepted.
              </p>
            </details>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
