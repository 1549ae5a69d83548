import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateNotifications } from './invalidate.ts';
import type { AppNotification } from './types.ts';

/** PUT /notifications/{id}/read. */
export function markNotificationRead(id: number | string) {
  return api.put<{ message: string; notification: AppNotification }>(
    `/notifications/${encodeURIComponent(String(id))}/read`,
  );
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => invalidateNotifications(queryClient),
  });
}
