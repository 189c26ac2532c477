import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/client/lib/cn';
import { useReturnFocus } from './return-focus';

/**
 * Centered (or full-screen on small screens) modal dialog built on Radix Dialog.
 * Radix traps focus while open and closes on Escape; on close, focus returns to the element that
 * had it when the dialog opened (the Trigger, or whatever opened it without one).
 */
export const Dialog = DialogPrimitive.Root;

const layouts = {
  /** A small box in the middle of the screen that scrolls when its content is tall. */
  centered:
    'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6',
  /** The whole screen on phones; from sm up a wide panel near the top (search). */
  'top-panel':
    'inset-0 sm:inset-auto sm:top-[10vh] sm:left-1/2 sm:max-h-[80vh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:rounded-2xl',
  /** The whole screen on phones; from sm up a large centred panel of fixed height (multi-step flows). */
  workspace:
    'inset-0 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-[min(54rem,calc(100dvh-3rem))] sm:w-[calc(100%-2rem)] sm:max-w-5xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
} as const;

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Where the panel sits and how large it is. Default 'centered'. */
  layout?: keyof typeof layouts;
  /** Show the top-right close button. Default true. */
  showClose?: boolean;
  /** The close button's name. Default 'Close'. */
  closeLabel?: string;
  children?: ReactNode;
};

/**
 * Dialog panel. When no DialogDescription is rendered, pass `aria-describedby={undefined}`
 * explicitly (Radix then skips its dev warning); when one is rendered Radix wires it up itself.
 */
export function DialogContent({
  className,
  layout = 'centered',
  showClose = true,
  closeLabel = 'Close',
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focusHandlers = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-900/60 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col bg-white text-ink-900 shadow-2xl outline-none',
          layouts[layout],
          className,
        )}
        {...props}
        {...focusHandlers}
      >
        {children}
        {showClose ? (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 inline-flex h-9 w-9 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900"
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-bold text-ink-900', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-ink-600', className)} {...props} />;
}
