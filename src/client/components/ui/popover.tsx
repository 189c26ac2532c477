import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/**
 * Radix popover: a non-modal dialog beside what opened it. It takes focus when it opens, Escape
 * or a click outside closes it, and Tab past its end leaves it (closing it).
 */
export const Popover = PopoverPrimitive.Root;
/** What the popover sits beside when its opener is not a PopoverTrigger (virtualRef: that element). */
export const PopoverAnchor = PopoverPrimitive.Anchor;
/** The popover's heading; it names the dialog. */
export const PopoverTitle = PopoverPrimitive.Title;

export function PopoverContent({
  className,
  sideOffset = 8,
  align = 'end',
  collisionPadding = 12,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-ink-100 bg-white p-4 text-ink-900 shadow-xl outline-none',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
