import { type FormEvent, type RefObject, useState } from 'react';
import { Button } from '@/client/components/ui/button';

/**
 * The code field: a hardware scanner types the code and presses Enter, a steward may type or paste
 * it. It keeps the focus between scans (the page gives it back after each), so the next scan lands.
 */
export function ScanField({
  onScan,
  inputRef,
  busy,
}: {
  onScan: (code: string) => Promise<void>;
  inputRef: RefObject<HTMLInputElement | null>;
  busy: boolean;
}) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scanned = code;
    if (scanned.trim() === '') return;
    setCode('');
    void onScan(scanned).finally(() => inputRef.current?.focus());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor="gate-code" className="block text-sm font-semibold text-ink-900">
          Ticket code
        </label>
        <p id="gate-code-hint" className="text-xs text-ink-600">
          Scanner or keyboard: the code, then Enter.
        </p>
        <input
          id="gate-code"
          ref={inputRef}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby="gate-code-hint"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: the gate page exists to take scans into this field.
          autoFocus
          className="kp-field mt-1 w-full font-mono"
        />
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        Check ticket
      </Button>
    </form>
  );
}
