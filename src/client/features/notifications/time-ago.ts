import { formatDateTime } from '@/shared/domain/format';

/** When a notification came, as a fan reads it: 'Just now', '5 min ago', '3 h ago', then the date. */
export function timeAgo(timestamp: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(timestamp)) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatDateTime(timestamp);
}
