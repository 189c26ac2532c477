import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';

export function Component() {
  return (
    <ComingSoonPage title="Sign in" emoji="🔐" intro="Sign in and sign up with your e-mail and a password." />
  );
}
