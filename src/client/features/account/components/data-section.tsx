import { useQueryClient } from '@tanstack/react-query';
import { buttonClass } from '@/client/components/ui/button-class';
import { notify } from '@/client/lib/notify';
import { storage } from '@/client/lib/storage';
import { applyTheme } from '@/client/lib/theme';
import { STORAGE_KEYS } from '@/shared/constants';

/** Search history and local data (product-spec.md section 8: 'Search History Cleared', 'Data Cleared'). */
export function DataSection() {
  const client = useQueryClient();
  return (
    <section aria-labelledby="data-title" className="space-y-3">
      <h2 id="data-title" className="text-lg font-bold text-ink-900">
        Your data
      </h2>
      <p className="text-sm text-ink-600">
        Search history, recently viewed events and a guest's profile, preferences, cart and wishlist are kept
        in this browser.
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('secondary', 'md')}
          onClick={() => {
            storage.remove('searchHistory');
            notify.success('Search History Cleared');
          }}
        >
          Clear search history
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'text-alert-700')}
          onClick={() => {
            for (const key of Object.keys(STORAGE_KEYS) as Array<keyof typeof STORAGE_KEYS>)
              storage.remove(key);
            applyTheme('system');
            // Guest copies read from storage are now gone; the account's server data stays.
            void client.invalidateQueries({ predicate: (query) => query.queryKey.includes('guest') });
            notify.success('Data Cleared', 'All local data has been removed');
          }}
        >
          Clear all local data
        </button>
      </div>
    </section>
  );
}
