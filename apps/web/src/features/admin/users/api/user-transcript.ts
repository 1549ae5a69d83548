import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  externalTrainingAddedSchema,
  messageAnswer,
  transcriptSchema,
  type ExternalTrainingBody,
} from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { saveBlob } from '../../../../lib/save-blob.ts';

/** Transcript of one student for the back office (docs/decisions/0051). */
const key = (id: number) => ['admin', 'users', id, 'transcript'] as const;

export function useUserTranscript(id: number) {
  return useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) =>
      api.get(`/admin/users/${id}/transcript`, { signal, schema: transcriptSchema }),
  });
}

/** The training with its file as a multipart form: the fields as text, the areas "1,5". */
function toForm(body: ExternalTrainingBody, file: File) {
  const form = new FormData();
  form.append('title', body.title);
  form.append('date', body.date);
  form.append('hours', String(body.hours));
  form.append('cda_subject_areas', body.cda_subject_areas.join(','));
  form.append('file', file);
  return form;
}

export function useAddExternalTraining(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, file }: { body: ExternalTrainingBody; file: File | null }) =>
      file
        ? api.upload(`/admin/users/${id}/external-training`, toForm(body, file), {
            schema: externalTrainingAddedSchema,
          })
        : api.post(`/admin/users/${id}/external-training`, body, {
            schema: externalTrainingAddedSchema,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(id) }),
  });
}

export function useDeleteExternalTraining(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) =>
      api.delete(`/admin/external-training/${entryId}`, { schema: messageAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(id) }),
  });
}

/** Saves GET /admin/users/{id}/transcript.pdf through a temporary object URL. */
export async function downloadUserTranscript(id: number): Promise<void> {
  const blob = await api.blob(`/admin/users/${id}/transcript.pdf`);
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = `training-transcript-${id}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}

/** Saves the file of external training (GET /admin/external-training/{id}/file). */
export async function downloadExternalTrainingFile(entryId: number, fileName: string) {
  saveBlob(await api.blob(`/admin/external-training/${entryId}/file`), fileName);
}
