import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';

/**
 * A supervisor's undo, behind a confirmation: the button names what it undoes, the dialog says what
 * follows, and nothing happens until it is confirmed.
 */
export function UndoAdmissionButton({
  what,
  onUndo,
  label = 'Undo admission',
  size = 'sm',
}: {
  /** The ticket, as the steward knows it: 'Gold · Seat Gold-1'. */
  what: string;
  onUndo: () => Promise<void>;
  label?: string;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onUndo();
      setOpen(false);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The admission could not be undone.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" size={size} onClick={() => setOpen(true)} aria-label={`${label}: ${what}`}>
        {label}
      </Button>
      <DialogContent>
        <DialogTitle>Undo this admission?</DialogTitle>
        <DialogDescription className="mt-2">
          {what} will be able to enter again. The log keeps that you undid it, and when.
        </DialogDescription>
        {error ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <Button onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Undoing…' : 'Undo admission'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
