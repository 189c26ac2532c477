import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';
import { useReturnFocus } from './return-focus';

/** A side panel (drawer) built on Radix Dialog: focus is trapped, Escape closes, focus returns. */
export const Sheet = DialogPrimitive.Root;

const sides = {
  left: 'inset-y-0 left-0 border-r',
  right: 'inset-y-0 right-0 border-l',
} as const;

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: keyof typeof sides;
};

export function SheetContent({
  className,
  side = 'right',
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const focusHandlers = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex w-[min(22rem,calc(100vw-2.5rem))] flex-col overflow-y-auto border-ink-100 bg-white text-ink-900 shadow-2xl outline-none',
          sides[side],
          className,
        )}
        {...props}
        {...focusHandlers}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900"
          aria-label="Close"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('border-b border-ink-100 px-5 py-4 pr-14', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-bold text-ink-900', className)} {...props} />;
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-ink-600', className)} {...props} />;
}
