import { Bell, BellOff } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { PERMISSION_MESSAGE } from '../browser-push';
import { type PushState, usePush } from '../use-push';

const STATUS: Record<PushState, string> = {
  unsupported: 'This browser cannot receive push notifications.',
  denied: `${PERMISSION_MESSAGE}. Allow notifications for this site in your browser's settings to enable push.`,
  default: 'Get booking updates on this device, even when KhelPass is closed.',
  subscribed: 'Push notifications enabled',
};

/**
 * Push on this device: its state, and 'Enable Push' (asks the browser's permission, subscribes,
 * stores the subscription) or turning it off again. Nothing for a guest: pushes go to accounts.
 */
export function EnablePushButton({ className }: { className?: string }) {
  const push = usePush();
  if (!push.signedIn) return null;
  return (
    <div className={cn('space-y-2', className)}>
      <p role="status" className="text-sm text-ink-600">
        {push.checking ? 'Checking push notifications on this device…' : STATUS[push.state]}
      </p>
      {!push.checking && push.state === 'default' ? (
        <Button size="sm" onClick={push.enable} disabled={push.busy}>
          <Bell aria-hidden="true" className="h-4 w-4" />
          {push.busy ? 'Enabling…' : 'Enable Push'}
        </Button>
      ) : null}
      {!push.checking && push.state === 'subscribed' ? (
        <Button size="sm" variant="secondary" onClick={push.disable} disabled={push.busy}>
          <BellOff aria-hidden="true" className="h-4 w-4" />
          {push.busy ? 'Turning off…' : 'Turn off on this device'}
        </Button>
      ) : null}
    </div>
  );
}
