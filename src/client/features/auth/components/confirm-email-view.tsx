import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { NoticeCard } from '@/client/components/ui/notice-card';
import { messageOf } from '@/client/lib/form-errors';
import { sessionQueryKey, useSession } from '@/client/lib/session';
import { paths } from '@/client/paths';
import { CREDENTIAL_MESSAGES, type EmailConfirmed } from '@/shared/schemas/credentials';
import { emailConfirmationQueryOptions } from '../api/confirm-email';

const bookingsJoined = (count: number) =>
  count === 1
    ? 'A booking you made without an account with this address is now in My Bookings.'
    : `${count} bookings you made without an account with this address are now in My Bookings.`;

function Confirmed({ result }: { result: EmailConfirmed }) {
  const { isAuthenticated } = useSession();
  const next = isAuthenticated ? (
    <>
      {result.attachedBookings > 0 ? (
        <Link to={paths.bookings()} className={buttonClass('primary', 'md')}>
          My Bookings
        </Link>
      ) : null}
      <Link to={paths.settings()} className={buttonClass('secondary', 'md')}>
        Settings
      </Link>
    </>
  ) : (
    <Link to={paths.login()} className={buttonClass('primary', 'md')}>
      Sign in
    </Link>
  );
  return (
    <NoticeCard
      tone="success"
      live="status"
      title={result.changed ? 'Your e-mail address is changed' : 'Your e-mail address is confirmed'}
      action={next}
    >
      <p>
        {result.changed
          ? `Your account now uses ${result.email}. Sign in with it from now on.`
          : `${result.email} is confirmed as your address.`}
      </p>
      {result.attachedBookings > 0 ? <p className="mt-2">{bookingsJoined(result.attachedBookings)}</p> : null}
    </NoticeCard>
  );
}

/** The page a confirmation or e-mail change link opens: the link is used once, on arrival. */
export function ConfirmEmailView({ token }: { token: string }) {
  const client = useQueryClient();
  const query = useQuery({ ...emailConfirmationQueryOptions(token), enabled: token !== '' });
  const { isAuthenticated } = useSession();
  const confirmed = query.isSuccess;

  // The account's address, status and bookings may have changed: read them again.
  useEffect(() => {
    if (!confirmed) return;
    void client.invalidateQueries({ queryKey: sessionQueryKey });
    void client.invalidateQueries({ queryKey: ['me'] });
  }, [confirmed, client]);

  if (token !== '' && query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
        <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
        Confirming your address…
      </p>
    );
  }
  if (query.isSuccess) return <Confirmed result={query.data} />;
  return (
    <NoticeCard
      tone="problem"
      live="alert"
      title="This link cannot be used"
      action={
        <Link
          to={isAuthenticated ? paths.settings() : paths.login()}
          className={buttonClass('primary', 'md')}
        >
          {isAuthenticated ? 'Go to settings' : 'Sign in'}
        </Link>
      }
    >
      <p>{token === '' ? CREDENTIAL_MESSAGES.linkInvalid : messageOf(query.error)}</p>
      <p className="mt-2">You can ask for a new confirmation link in your settings.</p>
    </NoticeCard>
  );
}
