import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/** Radix Tabs (arrow keys move between tabs, Tab moves into the panel), styled as an underline bar. */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex w-full overflow-x-auto border-b sm:gap-1 border-ink-200 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px flex-1 shrink-0 border-b-2 border-transparent px-1.5 py-3 text-sm font-semibold text-ink-600 transition-colors hover:text-ink-900 focus-visible:-outline-offset-3 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 sm:flex-none sm:px-4',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content className={cn('pt-6 focus-visible:outline-offset-4', className)} {...props} />
  );
}
