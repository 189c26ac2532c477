import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';

/** A small honest page for parts of KhelPass that later work builds. */
export function ComingSoonPage({ title, emoji, intro }: { title: string; emoji: string; intro: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-20">
      <div className="rounded-3xl border border-ink-100 bg-white p-8 text-center shadow-sm sm:p-10">
        <p aria-hidden="true" className="text-5xl">
          {emoji}
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink-900">{title}</h1>
        <p className="mt-3 text-base text-ink-600">{intro}</p>
        <p className="mt-1 text-base text-ink-600">This part of KhelPass opens soon.</p>
        <Link
          to={paths.events()}
          className="mt-8 inline-flex h-11 items-center gap-2 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Browse events
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </div>
  );
}
