import { useMutation } from '@tanstack/react-query';
import { templateSavedSchema } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { useRefreshAfterWrite } from '../../lib/api-helpers.ts';
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
  const answer = await api.put(`/notifications/admin/templates/${id}`, input, {
    schema: templateSavedSchema,
  });
  return answer.message;
}

export function useUpdateTemplate() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: updateTemplate, onSuccess: refresh });
}
