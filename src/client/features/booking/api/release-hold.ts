import { apiSend } from '@/client/lib/api-send';

/** DELETE /api/holds/:holdId: releases everything held (the dialog closed without a booking). */
export const releaseHold = (holdId: string) =>
  apiSend<void>('DELETE', `/holds/${encodeURIComponent(holdId)}`).catch(() => {
    // Already expired or booked: the server released it; nothing else to do.
  });
