import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';

export function Component() {
  return (
    <ComingSoonPage
      title="Dashboard"
      emoji="📊"
      intro="Your upcoming matches, bookings and preferences in one place."
    />
  );
}
