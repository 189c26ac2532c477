import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';

export function Component() {
  return (
    <ComingSoonPage
      title="Organizer"
      emoji="📣"
      intro="Tools for organisers to list and manage their events."
    />
  );
}
