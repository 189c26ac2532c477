import { FormField, Input } from '@/client/components/ui/input';
import { QrCode } from '@/client/components/ui/qr-code';

/** A UPI ID to send the request to, or the upi://pay QR code and link to scan or open. */
export function UpiMethod({
  id,
  vpa,
  error,
  disabled,
  onChange,
  payLink,
  qrLabel,
}: {
  id: string;
  vpa: string;
  error?: string;
  disabled: boolean;
  onChange: (vpa: string) => void;
  payLink: string;
  /** The QR code's text alternative: who is paid, how much, for what. */
  qrLabel: string;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-[1fr_auto]">
      <FormField id={`${id}-vpa`} label="UPI ID" error={error}>
        <Input
          id={`${id}-vpa`}
          name="vpa"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="yourname@okhdfcbank"
          maxLength={100}
          disabled={disabled}
          value={vpa}
          onChange={(e) => onChange(e.target.value)}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-vpa-error` } : {})}
        />
        <p className="text-xs text-ink-600">Enter your UPI ID and approve the request in your UPI app.</p>
      </FormField>
      <figure className="flex flex-col items-center gap-2 sm:w-44">
        <QrCode value={payLink} size={168} label={qrLabel} className="border border-ink-200" />
        <figcaption className="text-center text-xs text-ink-600">
          Or scan with any UPI app
          <a
            href={payLink}
            className="mt-1 block font-mono text-[11px] leading-4 break-all text-brand-700 underline"
          >
            {payLink}
          </a>
        </figcaption>
      </figure>
    </div>
  );
}
