import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { FormField, Input } from '@/client/components/ui/input';
import { LiveStatus } from '@/client/components/ui/live-status';
import { ApiRequestError } from '@/client/lib/api-client';
import { useSession } from '@/client/lib/session';
import { sameAddress } from '@/shared/domain/account-links';
import { formatEventWhen } from '@/shared/domain/format';
import { TRANSFER_REFUSALS } from '@/shared/domain/ticket-transfer';
import type { TicketTransfer } from '@/shared/schemas/ticket-transfer';
import { useTransferTicket } from '../api/transfer-ticket';

/** The ticket the dialog gives away. */
export interface TransferTarget {
  ticketId: string;
  /** The booking whose page shows it (its kept offline copy is refreshed too); none for a received ticket. */
  bookingId?: string;
  seatLabel: string;
  eventTitle: string;
  eventDate: string;
}

/** The id of the entry that shows a ticket given away: focus goes there once the dialog closes. */
export const transferredEntryId = (ticketId: string) => `ticket-${ticketId}-transferred`;

const OFFLINE = 'The server could not be reached. Nothing was changed; please try again.';
const MISSING = {
  name: 'Please enter the name of the person you are giving the ticket to',
  email: 'Please enter their e-mail address',
};
type Field = 'name' | 'email';

function TransferPanel({ target, onClose }: { target: TransferTarget; onClose: () => void }) {
  const { user } = useSession();
  const transfer = useTransferTicket(user?.id ?? 'guest');
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<TicketTransfer | null>(null);
  const inputs = { name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = (['name', 'email'] as const).find((field) => found[field]);
    if (first) inputs[first].current?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (transfer.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = MISSING.name;
    if (!values.email.trim()) found.email = MISSING.email;
    else if (user && sameAddress(values.email, user.email))
      found.email = TRANSFER_REFUSALS.own_address.message;
    if (found.name || found.email) return showErrors(found);
    setErrors({});
    setFailure(null);
    try {
      setDone(
        await transfer.mutateAsync({ ticketId: target.ticketId, bookingId: target.bookingId, input: values }),
      );
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      if (fields.name || fields.email) showErrors({ name: fields.name, email: fields.email });
      else setFailure(error instanceof ApiRequestError && error.code !== 'network' ? error.message : OFFLINE);
    }
  };

  const field = (name: Field, label: string, extra: { type: string; autoComplete: string }) => {
    const fieldId = `${id}-${name}`;
    return (
      <FormField id={fieldId} label={label} error={errors[name]}>
        <Input
          ref={inputs[name]}
          id={fieldId}
          value={values[name]}
          onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
          required
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${fieldId}-error` : undefined}
          className={errors[name] ? 'border-alert-600' : undefined}
          {...extra}
        />
      </FormField>
    );
  };

  return (
    <>
      <DialogTitle>{done ? 'Ticket transferred' : 'Transfer ticket'}</DialogTitle>
      <DialogDescription className="mt-1 pr-8">
        Seat {target.seatLabel} · {target.eventTitle} · {formatEventWhen(target.eventDate)}
      </DialogDescription>
      {done ? null : (
        <form id={`${id}-form`} onSubmit={submit} noValidate className="mt-4 space-y-4">
          <p className="text-sm text-ink-700">
            Give this ticket to a friend at no charge: we e-mail them a new ticket in their name.
          </p>
          {field('name', 'Their name', { type: 'text', autoComplete: 'off' })}
          {field('email', 'Their e-mail', { type: 'email', autoComplete: 'off' })}
          <p className="rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm font-semibold text-ink-900">
            This ticket’s QR code stops working at once: only their new code admits at the gate. A transfer
            cannot be undone.
          </p>
          {failure ? (
            <p role="alert" className="text-sm font-semibold text-alert-700">
              {failure}
            </p>
          ) : null}
        </form>
      )}
      <LiveStatus className="mt-4 text-sm font-semibold text-ink-900">
        {transfer.isPending
          ? 'Transferring the ticket…'
          : done
            ? `Transferred to ${done.toName}. We have e-mailed ${done.toEmail} their new ticket; this ticket’s old QR code no longer works.`
            : ''}
      </LiveStatus>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {done ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Keep ticket
            </Button>
            <Button type="submit" form={`${id}-form`} disabled={transfer.isPending}>
              {transfer.isPending ? 'Transferring…' : 'Transfer ticket'}
            </Button>
          </>
        )}
      </div>
    </>
  );
}

/**
 * The transfer dialog: the recipient's name and e-mail, each with its error beside it, and what
 * the transfer does to the ticket's code. Once a ticket is given away, closing the dialog takes
 * focus to the entry that now shows it transferred.
 */
export function TransferDialog({ target, onClose }: { target: TransferTarget | null; onClose: () => void }) {
  // The ticket last shown: by the time the dialog has closed, the page has let go of its target.
  const shown = useRef(target);
  if (target) shown.current = target;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const last = shown.current;
          const entry = last && document.getElementById(transferredEntryId(last.ticketId));
          if (!entry) return;
          event.preventDefault();
          entry.focus();
        }}
      >
        {target ? <TransferPanel key={target.ticketId} target={target} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
