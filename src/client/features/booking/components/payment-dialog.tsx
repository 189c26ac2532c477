import { AlertCircle, CreditCard, Loader2, Lock, Smartphone, Wallet } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from '@/client/components/ui/button-class';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useSession } from '@/client/lib/session';
import { TEST_INSTRUMENTS } from '@/shared/booking-constants';
import { formatPaise } from '@/shared/domain/format';
import { formatCardNumber, type PaymentMethod, upiPayLink } from '@/shared/domain/payment';
import type { Booking, Checkout } from '@/shared/schemas/booking';
import { usePayment } from '../use-payment';
import { CardMethod } from './card-method';
import { PaymentSuccess } from './payment-success';
import { PaymentSummary } from './payment-summary';
import { UpiMethod } from './upi-method';
import { WalletMethod } from './wallet-method';

export interface PaymentDialogProps {
  /** The pending booking and the gateway order to pay (POST /api/holds/:holdId/checkout). */
  checkout: Checkout;
  eventTitle: string;
  /** Called once, TIMING.paymentSuccessMs after the 'Payment Successful!' screen appears. */
  onPaid: (booking: Booking) => void;
  /** The booking is confirmed (before the success screen's pause): the session has done its work. */
  onConfirmed?: () => void;
  /** The fan closed the dialog without paying. */
  onClose: () => void;
}

/** What the decline or failure was, and that the seats are still held. */
function FailureAlert({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-alert-600 bg-red-50 px-4 py-3 text-sm text-alert-700"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p>
        <span className="font-semibold">{message}</span> Your seats are still held — you can try again.
      </p>
    </div>
  );
}

function TestInstruments() {
  return (
    <details className="text-xs text-ink-600">
      <summary className="cursor-pointer font-semibold">Test mode: payment details to try</summary>
      <p className="mt-1">
        Card {formatCardNumber(TEST_INSTRUMENTS.cardSuccess)} is accepted and{' '}
        {formatCardNumber(TEST_INSTRUMENTS.cardDeclined)} is declined (any future expiry, any CVV). UPI ID{' '}
        {TEST_INSTRUMENTS.upiSuccess} is accepted and {TEST_INSTRUMENTS.upiFailure} fails. Wallets are
        accepted.
      </p>
    </details>
  );
}

/**
 * 'Secure Payment' (product-spec.md section 2 and 4): the booking summary, then card, UPI or wallet. Pay
 * sends one payment to the gateway and confirms the booking with the signed result; a decline
 * keeps the dialog open so the fan can try again while the seats stay held. Success shows
 * 'Payment Successful!' for TIMING.paymentSuccessMs, then calls onPaid once.
 */
export function PaymentDialog({ checkout, eventTitle, onPaid, onConfirmed, onClose }: PaymentDialogProps) {
  const { booking, order } = checkout;
  const id = useId();
  const { user } = useSession();
  const payment = usePayment({
    checkout,
    eventTitle,
    owner: user?.id ?? 'guest',
    onConfirmed,
    onPaid,
  });
  const { busy, confirmed, errors } = payment;

  const amount = formatPaise(order.amountPaise);
  const upiLink = upiPayLink({
    payeeVpa: order.payeeVpa,
    payeeName: order.payeeName,
    amountPaise: order.amountPaise,
    reference: order.receipt,
    note: eventTitle,
  });

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
          <PaymentSuccess booking={confirmed} signedIn={user !== null} />
        ) : (
          <form noValidate onSubmit={payment.pay} className="mt-5 space-y-5" aria-label="Payment">
            <PaymentSummary eventTitle={eventTitle} booking={booking} amount={amount} />

            <Tabs
              value={payment.method}
              onValueChange={(value) => payment.chooseMethod(value as PaymentMethod)}
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
                <CardMethod
                  id={id}
                  card={payment.fields.card}
                  errors={errors}
                  disabled={busy}
                  onChange={payment.setCardField}
                />
              </TabsContent>
              <TabsContent value="upi" className="pt-4">
                <UpiMethod
                  id={id}
                  vpa={payment.fields.vpa}
                  error={errors.vpa}
                  disabled={busy}
                  onChange={payment.setVpa}
                  payLink={upiLink}
                  qrLabel={`UPI QR code: pay ${amount} to ${order.payeeName} (${order.payeeVpa}) for booking ${order.receipt}`}
                />
              </TabsContent>
              <TabsContent value="wallet" className="pt-4">
                <WalletMethod
                  id={id}
                  wallet={payment.fields.wallet}
                  error={errors.wallet}
                  disabled={busy}
                  onChoose={payment.chooseWallet}
                />
              </TabsContent>
            </Tabs>

            {payment.failure ? <FailureAlert message={payment.failure} /> : null}

            <button
              ref={payment.payButton}
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

            <TestInstruments />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
