import { useMutation } from '@tanstack/react-query';
import type { ClassMaterial } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/**
 * GET /api/classes/{id}/materials/{materialId}/file with the Bearer token (a plain link cannot
 * send it), saved under the name it was uploaded with.
 */
export async function downloadMaterial(material: ClassMaterial): Promise<void> {
  const blob = await api.blob(`/classes/${material.class_id}/materials/${material.id}/file`);
  saveBlob(blob, material.file_name ?? 'material');
}

export function useDownloadMaterial() {
  return useMutation({ mutationFn: downloadMaterial });
}
