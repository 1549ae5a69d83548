import { useMutation, useQuery } from '@tanstack/react-query';
import { transcriptSchema } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** GET /profile/transcript: the signed-in student's training hours (docs/decisions/0051). */
export function useTranscript() {
  return useQuery({
    queryKey: ['profile', 'transcript'],
    queryFn: ({ signal }) => api.get('/profile/transcript', { signal, schema: transcriptSchema }),
  });
}

/** Downloads GET /profile/transcript.pdf with the Bearer token through a temporary object URL. */
export async function downloadTranscriptPdf(): Promise<void> {
  const blob = await api.blob('/profile/transcript.pdf');
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = 'training-transcript.pdf';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}

export function useDownloadTranscript() {
  return useMutation({ mutationFn: downloadTranscriptPdf });
}

/** The file the office attached to external training (GET /profile/external-training/{id}/file). */
export function useDownloadTrainingFile() {
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) =>
      saveBlob(await api.blob(`/profile/external-training/${id}/file`), name),
  });
}
