import { apiSend } from '@/client/lib/api-send';

/** DELETE /api/push/subscriptions → 204; 404 when the account had no subscription at this endpoint. */
export const removeSubscription = (endpoint: string) =>
  apiSend<void>('DELETE', '/push/subscriptions', { endpoint });
