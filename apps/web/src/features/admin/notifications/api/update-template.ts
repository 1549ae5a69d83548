import { useMutation } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';
import type { TemplateInput } from '../types.ts';

/**
 * PUT /notifications/admin/templates/{id}: changes the template in place (it keeps its id, so the
 * notifications sent from it keep pointing at it).
 */
export async function updateTemplate({
  id,
  input,
}: {
  id: number;
  input: TemplateInput;
}): Promise<string> {
  return messageOf(
    await api.put<unknown>(`/notifications/admin/templates/${id}`, input),
    MSG.templateUpdated,
  );
}

export function useUpdateTemplate() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: updateTemplate, onSuccess: refresh });
}
