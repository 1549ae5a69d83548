import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswer } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateNotifications } from './invalidate.ts';

/** DELETE /notifications/{id}. */
export function deleteNotification(id: number | string) {
  return api.delete(`/notifications/${encodeURIComponent(String(id))}`, {
    schema: messageAnswer,
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSettled: () => invalidateNotifications(queryClient),
  });
}
