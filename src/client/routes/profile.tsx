import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';

export function Component() {
  return (
    <ComingSoonPage
      title="Profile & Settings"
      emoji="👤"
      intro="Your details, favourite teams and notification settings."
    />
  );
}
