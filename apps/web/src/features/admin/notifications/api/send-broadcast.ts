import { useMutation } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, objectField, useRefreshAfterWrite } from '../../lib/api-helpers.ts';
import type { BroadcastResult } from '../types.ts';

/**
 * POST /notifications/admin/broadcast {title, message, type: 'broadcast', is_broadcast: true}: one
 * notification to every active student account, all written or none.
 */
export async function sendBroadcast(input: {
  title: string;
  message: string;
}): Promise<BroadcastResult> {
  const data = await api.post<unknown>('/notifications/admin/broadcast', {
    ...input,
    type: 'broadcast',
    is_broadcast: true,
  });
  const counts = objectField<Partial<Omit<BroadcastResult, 'message'>>>(data, 'data');
  const sent = typeof counts.sent_count === 'number' ? counts.sent_count : 0;
  return {
    message: messageOf(data, MSG.broadcastSent),
    sent_count: sent,
    total_users: typeof counts.total_users === 'number' ? counts.total_users : sent,
    failed_count: typeof counts.failed_count === 'number' ? counts.failed_count : 0,
  };
}

export function useSendBroadcast() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: sendBroadcast, onSuccess: refresh });
}
