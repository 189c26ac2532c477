import { FormField, Input } from '@/client/components/ui/input';
import { type CardFields, formatCardNumber, formatCvv, formatExpiry } from '@/shared/domain/payment';

const invalid = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** Card number (grouped in fours as typed), expiry MM/YY, CVV and the name on the card. */
export function CardMethod({
  id,
  card,
  errors,
  disabled,
  onChange,
}: {
  id: string;
  card: CardFields;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (field: keyof CardFields, value: string) => void;
}) {
  return (
    <fieldset disabled={disabled} className="grid grid-cols-2 gap-4">
      <legend className="sr-only">Card details</legend>
      <FormField id={`${id}-number`} label="Card number" error={errors.number} className="col-span-2">
        <Input
          id={`${id}-number`}
          name="cardnumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          maxLength={19}
          value={card.number}
          onChange={(e) => onChange('number', formatCardNumber(e.target.value))}
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
          onChange={(e) => onChange('expiry', formatExpiry(e.target.value))}
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
          onChange={(e) => onChange('cvv', formatCvv(e.target.value))}
          {...invalid(`${id}-cvv`, errors.cvv)}
        />
      </FormField>
      <FormField id={`${id}-name`} label="Name on card" error={errors.name} className="col-span-2">
        <Input
          id={`${id}-name`}
          name="ccname"
          autoComplete="cc-name"
          placeholder="As printed on the card"
          maxLength={80}
          value={card.name}
          onChange={(e) => onChange('name', e.target.value)}
          {...invalid(`${id}-name`, errors.name)}
        />
      </FormField>
    </fieldset>
  );
}
