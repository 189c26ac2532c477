import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

/** Deep navy hero band with a soft sport-coloured glow and an oversized emoji; no images. */
export function PageHero({
  emoji,
  title,
  eyebrow,
  description,
  glow = 'bg-brand-600/30',
  children,
}: {
  emoji: string;
  title: string;
  eyebrow?: string;
  description?: string;
  glow?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-ink-900 text-white">
      <div
        aria-hidden="true"
        className={cn('absolute -top-24 -right-16 -z-10 h-80 w-80 rounded-full blur-3xl', glow)}
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-24 -z-10 h-72 w-72 rounded-full bg-brand-600/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 -z-10 hidden -translate-y-1/2 text-[9rem] leading-none opacity-15 select-none sm:block lg:right-16 lg:text-[12rem]"
      >
        {emoji}
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12 sm:pb-20 lg:px-8">
        {eyebrow ? (
          <p className="text-xs font-semibold tracking-widest text-orange-200 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
          <span aria-hidden="true">{emoji}</span> {title}
        </h1>
        {description ? (
          <p className="mt-3 max-w-2xl text-base text-ink-100 sm:text-lg">{description}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
