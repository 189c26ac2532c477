import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the URL's query string, read and written through pure `read`/`write` rules.
 *
 * The router commits URL changes asynchronously (inside a transition), so its search params lag
 * behind quick successive edits; building each write on them would drop the previous edit. This
 * hook builds every write on the newest one it made, shows it at once (controlled fields never
 * jump back), and follows the URL again once the router has caught up or someone else navigated
 * (back/forward, a link). Writes replace the history entry and keep the scroll position.
 */
export function useUrlFilters<T>(
  read: (params: URLSearchParams) => T,
  write: (filters: T) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const committed = searchParams.toString();
  const pending = useRef<string[]>([]);
  const [optimistic, setOptimistic] = useState<string | null>(null);

  useEffect(() => {
    const index = pending.current.indexOf(committed);
    // Not one of ours: an outside navigation wins over anything still pending.
    pending.current = index === -1 ? [] : pending.current.slice(index + 1);
    if (pending.current.length === 0) setOptimistic(null);
  }, [committed]);

  const shown = optimistic ?? committed;

  const update = useCallback(
    (next: Partial<T>) => {
      const base = pending.current.at(-1) ?? committed;
      const target = write({ ...read(new URLSearchParams(base)), ...next }).toString();
      if (target === base) return;
      pending.current.push(target);
      setOptimistic(target);
      setSearchParams(new URLSearchParams(target), { replace: true, preventScrollReset: true });
    },
    [committed, read, write, setSearchParams],
  );

  return [read(new URLSearchParams(shown)), update] as const;
}
