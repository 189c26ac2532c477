import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';

export function Component() {
  return (
    <ComingSoonPage title="My Bookings" emoji="🎟️" intro="Your bookings and tickets will be listed here." />
  );
}
