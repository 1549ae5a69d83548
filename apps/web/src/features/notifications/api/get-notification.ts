import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';
import { notificationAnswerSchema, type AppNotification } from '@careclass/shared';

/**
 * GET /notifications/{id}: the caller's own notification (another user's answers 404). An admin
 * may open any notification: on a 404 the admin copy (GET /admin/notifications/{id}) is tried.
 */
export async function getNotification(
  id: string,
  asAdmin: boolean,
  signal?: AbortSignal,
): Promise<AppNotification> {
  try {
    const data = await api.get(`/notifications/${encodeURIComponent(id)}`, {
      signal,
      schema: notificationAnswerSchema,
    });
    return data.notification;
  } catch (error) {
    if (!asAdmin || !isApiError(error) || error.status !== 404) throw error;
    const data = await api.get(`/admin/notifications/${encodeURIComponent(id)}`, {
      signal,
      schema: notificationAnswerSchema,
    });
    return data.notification;
  }
}

export const notificationQuery = (id: string, asAdmin: boolean) =>
  queryOptions({
    queryKey: [...notificationKeys.detail(id), asAdmin ? 'admin' : 'own'],
    queryFn: ({ signal }) => getNotification(id, asAdmin, signal),
  });

export function useNotification(id: string, asAdmin: boolean) {
  return useQuery(notificationQuery(id, asAdmin));
}
