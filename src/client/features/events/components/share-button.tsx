import { Share2 } from 'lucide-react';
import { Button, type ButtonProps } from '@/client/components/ui/button';
import { notify } from '@/client/lib/notify';
import { paths } from '@/client/paths';

/**
 * Shares /events/{id}: the device share sheet when there is one, else the link goes to the clipboard.
 */
export function ShareButton({
  eventId,
  title,
  text,
  ...props
}: { eventId: string; title: string; text: string } & Omit<ButtonProps, 'onClick'>) {
  const share = async () => {
    const url = new URL(paths.event(eventId), window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Link copied', 'Share it with your friends.');
    } catch {
      notify.error("Couldn't copy the link", url);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()} {...props}>
      <Share2 aria-hidden="true" className="h-4 w-4" />
      Share
    </Button>
  );
}
