import type { Notice } from '../../shared/domain/notices';

/** A plain notice for tests of delivery (streams, lists): the title names it, the key makes it once. */
export const plainNotice = (key: string, title: string): Notice => ({
  key,
  type: 'match',
  channel: 'match-reminders',
  priority: 'medium',
  title,
  message: `${title}.`,
  target: '/events',
  data: {},
});
