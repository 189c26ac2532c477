import { Bell, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { QueryError } from '@/client/components/ui/query-error';
import { paths } from '@/client/paths';
import { useNotifications } from '../shell/api/list-notifications';
import type { NotificationActions } from '../use-notification-actions';
import { NotificationList } from './notification-list';

/** The texts of the two popups' empty states (product-spec.md section 2). */
export interface EmptyTexts {
  title: string;
  hint?: string;
}

/**
 * What the dropdown and the panel show below their title: a guest's invitation to sign in, the
 * list, its loading and failure, or the empty state.
 */
export function NotificationBody({
  userId,
  actions,
  empty,
  listClassName,
  tintUnread,
  onEmptied,
  onSignIn,
}: {
  userId: string | null;
  actions: NotificationActions;
  empty: EmptyTexts;
  listClassName?: string;
  tintUnread?: boolean;
  onEmptied: () => void;
  onSignIn: () => void;
}) {
  const query = useNotifications(userId);
  if (userId === null) {
    return (
      <Empty title="No notifications yet" hint="Sign in to get booking updates, match alerts, and more here">
        <Link to={paths.auth()} onClick={onSignIn} className={buttonClass('primary', 'sm', 'mt-4')}>
          <LogIn aria-hidden="true" className="h-4 w-4" />
          Login
        </Link>
      </Empty>
    );
  }
  if (query.isError) {
    return (
      <div className="p-3">
        <QueryError what="your notifications" onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!query.data)
    return <p className="px-4 py-8 text-center text-sm text-ink-600">Loading notifications…</p>;
  if (query.data.items.length === 0) return <Empty title={empty.title} hint={empty.hint} />;
  return (
    <NotificationList
      items={query.data.items}
      actions={actions}
      className={listClassName}
      tintUnread={tintUnread}
      onEmptied={onEmptied}
    />
  );
}

function Empty({ title, hint, children }: EmptyTexts & { children?: React.ReactNode }) {
  return (
    <div className="px-4 py-8 text-center">
      <Bell aria-hidden="true" className="mx-auto h-8 w-8 text-ink-500" />
      <p className="mt-2 font-semibold">{title}</p>
      {hint ? <p className="mt-1 text-sm text-ink-600">{hint}</p> : null}
      {children}
    </div>
  );
}
