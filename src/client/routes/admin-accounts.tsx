import { AccountsSearch } from '@/client/features/admin-accounts/components/accounts-search';
import { useDocumentTitle } from '@/client/lib/use-document-title';

/** /admin/accounts: find an account (inside the admin console's layout, admin.tsx). */
export function Component() {
  useDocumentTitle('Accounts');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Accounts</h1>
      <p className="mt-2 text-ink-600">
        Find a fan, organizer or admin by name, e-mail, phone or booking reference; open one to change its
        role, suspend it or sign it out everywhere.
      </p>
      <AccountsSearch />
    </div>
  );
}
