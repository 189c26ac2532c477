// The signed-in account's notification provider (features/notifications), loaded once a session is
// known so that guests and the first page never fetch it.
export { NotificationsLive } from '@/client/features/notifications/components/notifications-live';
