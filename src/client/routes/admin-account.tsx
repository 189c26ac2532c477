import { useParams } from 'react-router';
import { AccountPage } from '@/client/features/admin-accounts/components/account-page';

/** /admin/accounts/:accountId: one account (inside the admin console's layout, admin.tsx). */
export function Component() {
  const { accountId = '' } = useParams();
  return <AccountPage key={accountId} accountId={accountId} />;
}
