import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/client/lib/notify';
import type { NotificationList } from '@/shared/schemas/notifications';
import { notificationsQueryKey } from './shell/api/list-notifications';

/**
 * A change to the account's notifications, shown at once in the cached list (`change`, the same
 * change the server makes); on failure the list goes back, the fan is told, and it is read again.
 */
export function useListMutation<V>(
  userId: string,
  send: (variables: V) => Promise<unknown>,
  change: (list: NotificationList, variables: V) => NotificationList,
) {
  const client = useQueryClient();
  const queryKey = notificationsQueryKey(userId);
  return useMutation({
    mutationFn: send,
    onMutate: async (variables: V) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData<NotificationList>(queryKey);
      if (before) client.setQueryData(queryKey, change(before, variables));
      return { before };
    },
    onError: (error, _variables, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
      notify.failure(error);
      void client.invalidateQueries({ queryKey });
    },
  });
}
