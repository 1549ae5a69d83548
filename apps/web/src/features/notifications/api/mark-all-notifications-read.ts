import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateNotifications } from './invalidate.ts';

/** PUT /notifications/read-all. */
export function markAllNotificationsRead() {
  return api.put<{ message: string; updated: number }>('/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => invalidateNotifications(queryClient),
  });
}
