import { apiSend } from '@/client/lib/api-send';
import type { PushSubscriptionInput, PushSubscriptionView } from '@/shared/schemas/push';

/** POST /api/push/subscriptions → 201: this browser's subscription, now the signed-in account's. */
export const saveSubscription = (subscription: PushSubscriptionInput) =>
  apiSend<PushSubscriptionView>('POST', '/push/subscriptions', subscription);
