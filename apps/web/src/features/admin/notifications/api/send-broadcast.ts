import { useMutation } from '@tanstack/react-query';
import { broadcastSentSchema } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { useRefreshAfterWrite } from '../../lib/api-helpers.ts';
import type { BroadcastResult } from '../types.ts';

/**
 * POST /notifications/admin/broadcast {title, message, type: 'broadcast', is_broadcast: true}: one
 * notification to every active student account, all written or none.
 */
export async function sendBroadcast(input: {
  title: string;
  message: string;
}): Promise<BroadcastResult> {
  const answer = await api.post(
    '/notifications/admin/broadcast',
    { ...input, type: 'broadcast', is_broadcast: true },
    { schema: broadcastSentSchema },
  );
  return { message: answer.message, ...answer.data };
}

export function useSendBroadcast() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: sendBroadcast, onSuccess: refresh });
}
