import { Tabs as TabsPrimitive } from 'radix-ui';
import { type ComponentProps, createContext, useContext } from 'react';
import { cn } from '@/client/lib/cn';

/**
 * Radix Tabs (arrow keys move between tabs, Tab moves into the panel). Two looks: an underline bar
 * for page sections, and pills in a tray for a choice inside a form (the payment methods).
 */
export const Tabs = TabsPrimitive.Root;

type TabsLook = 'underline' | 'pills';
const LookContext = createContext<TabsLook>('underline');

const listLooks: Record<TabsLook, string> = {
  // Phones get no gap and narrow padding so four short labels fit 390 px; never a clipped tab.
  underline:
    'flex w-full overflow-x-auto border-b border-ink-200 [scrollbar-width:none] sm:gap-1 [&::-webkit-scrollbar]:hidden',
  pills: 'flex gap-1 rounded-xl bg-ink-100 p-1',
};

const triggerLooks: Record<TabsLook, string> = {
  underline:
    '-mb-px flex-1 shrink-0 border-b-2 border-transparent px-1.5 py-3 focus-visible:-outline-offset-3 data-[state=active]:border-brand-600 sm:flex-none sm:px-4',
  pills:
    'flex flex-1 items-center justify-center gap-2 rounded-lg px-2 py-2 data-[state=active]:bg-white data-[state=active]:shadow-sm',
};

export function TabsList({
  look = 'underline',
  className,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { look?: TabsLook }) {
  return (
    <LookContext.Provider value={look}>
      <TabsPrimitive.List className={cn(listLooks[look], className)} {...props} />
    </LookContext.Provider>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const look = useContext(LookContext);
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'text-sm font-semibold text-ink-600 transition-colors hover:text-ink-900 data-[state=active]:text-brand-700',
        triggerLooks[look],
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
