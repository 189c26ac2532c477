import { cn } from '@/client/lib/cn';

/**
 * The KhelPass mark and name, white on the dark bars (header, footer, error page); the caller links
 * it and names the link. `nameClassName` styles the name (the header hides it on narrow phones).
 */
export function BrandMark({ nameClassName }: { nameClassName?: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-lg font-black"
      >
        K
      </span>
      <span className={cn('text-lg font-extrabold tracking-tight', nameClassName)}>KhelPass</span>
    </>
  );
}
