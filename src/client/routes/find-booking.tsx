import { Link } from 'react-router';
import { FindBookingForm } from '@/client/features/bookings/components/find-booking-form';
import { FoundBooking } from '@/client/features/bookings/components/found-booking';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { useLinkToken } from '@/client/lib/use-link-token';
import { paths } from '@/client/paths';

function AskForLink() {
  useDocumentTitle('Find my booking');
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-14">
      <div className="kp-card p-6 sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink-900">Find my booking</h1>
        <p className="mt-1 text-sm text-ink-600">
          Booked without an account? Enter the booking reference from your confirmation and the e-mail address
          you booked with. We will e-mail that address a link to the booking and its tickets.
        </p>
        <div className="mt-6">
          <FindBookingForm />
        </div>
        <p className="mt-6 text-center text-sm text-ink-600">
          Have an account?{' '}
          <Link to={paths.login(paths.bookings())} className="font-semibold text-brand-700 hover:underline">
            Sign in to see My Bookings
          </Link>
        </p>
      </div>
    </div>
  );
}

/**
 * /bookings/find: a guest asks for a link to their booking; /bookings/find#token=…, the mailed
 * link, shows it (issue 13). No sign-in needed.
 */
export function Component() {
  const token = useLinkToken();
  return token ? <FoundBooking token={token} /> : <AskForLink />;
}
