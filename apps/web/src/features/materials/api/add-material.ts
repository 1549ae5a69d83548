import { useMutation, useQueryClient } from '@tanstack/react-query';
import { materialAddedSchema } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { materialKeys } from './keys.ts';

export type NewMaterial =
  { kind: 'file'; title: string; file: File } | { kind: 'link'; title: string; url: string };

/** POST /api/classes/{id}/materials: a multipart form for a file, JSON for a link. */
export async function addMaterial(classId: number, input: NewMaterial) {
  const path = `/classes/${classId}/materials`;
  if (input.kind === 'link') {
    return api.post(path, { title: input.title, url: input.url }, { schema: materialAddedSchema });
  }
  const form = new FormData();
  form.append('title', input.title);
  form.append('file', input.file);
  return api.upload(path, form, { schema: materialAddedSchema });
}

export function useAddMaterial(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewMaterial) => addMaterial(classId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.list(classId) }),
  });
}
