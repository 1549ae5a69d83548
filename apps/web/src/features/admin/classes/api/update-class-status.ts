import { useMutation } from '@tanstack/react-query';
import { CLASS_MSG, classSavedSchema, type ClassStatus } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';

/** PUT /classes/{id}/status {status}; cancelling also cancels the class's scheduled sessions. */
export async function updateClassStatus({
  id,
  status,
}: {
  id: number;
  status: ClassStatus;
}): Promise<string> {
  return messageOf(
    await api.put(`/classes/${id}/status`, { status }, { schema: classSavedSchema }),
    CLASS_MSG.statusUpdated,
  );
}

export function useUpdateClassStatus() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: updateClassStatus, onSuccess: refresh });
}
