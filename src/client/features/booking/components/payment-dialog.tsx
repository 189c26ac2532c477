// PLACEHOLDER until the payment engineer's PaymentDialog lands: same export and props.
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { Booking, Checkout } from '@/shared/schemas/booking';

export function PaymentDialog(props: {
  checkout: Checkout;
  eventTitle: string;
  onPaid: (booking: Booking) => void;
  onClose: () => void;
}) {
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <DialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 w-80 -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6">
          <DialogPrimitive.Title className="text-lg font-bold">Secure Payment</DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-sm text-ink-600">
            {props.eventTitle} · order {props.checkout.order.receipt}
          </DialogPrimitive.Description>
          <DialogPrimitive.Close className="kp-btn kp-btn-secondary kp-btn-md mt-4">
            Close
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
