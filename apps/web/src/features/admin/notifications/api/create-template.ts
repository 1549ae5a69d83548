import { useMutation } from '@tanstack/react-query';
import { templateSavedSchema } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { useRefreshAfterWrite } from '../../lib/api-helpers.ts';
import type { TemplateInput } from '../types.ts';

/**
 * POST /notifications/admin/templates: 201 with the template; 409 when the name, once normalised,
 * is taken. The server derives the recipient type and variables itself.
 */
export async function createTemplate(input: TemplateInput): Promise<string> {
  const answer = await api.post('/notifications/admin/templates', input, {
    schema: templateSavedSchema,
  });
  return answer.message;
}

export function useCreateTemplate() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: createTemplate, onSuccess: refresh });
}
