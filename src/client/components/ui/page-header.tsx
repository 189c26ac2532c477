import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

const widths = { '5xl': 'max-w-5xl', '7xl': 'max-w-7xl' } as const;

/** The title block of an information page; `width` matches the content column below it. */
export function PageHeader({
  title,
  description,
  children,
  width = '7xl',
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  width?: keyof typeof widths;
}) {
  return (
    <div className="border-b border-ink-100 bg-white">
      <div className={cn('mx-auto px-4 py-8 sm:px-6 sm:py-10 lg:px-8', widths[width])}>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
        {description ? <p className="mt-2 max-w-2xl text-base text-ink-600">{description}</p> : null}
        {children ? <div className="mt-5">{children}</div> : null}
      </div>
    </div>
  );
}
