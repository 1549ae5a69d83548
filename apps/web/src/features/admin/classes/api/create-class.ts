import { useMutation } from '@tanstack/react-query';
import { CLASS_MSG, classSavedSchema, type ClassUpdateInput } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';

/** POST /admin/classes -> 201 {message, class}; resolves to the message. */
export async function createClass(body: ClassUpdateInput): Promise<string> {
  return messageOf(
    await api.post('/admin/classes', body, { schema: classSavedSchema }),
    CLASS_MSG.created,
  );
}

export function useCreateClass() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: createClass, onSuccess: refresh });
}
