import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';

export function Component() {
  return <ComingSoonPage title="Admin" emoji="🛠️" intro="Tools for running the KhelPass catalogue." />;
}
