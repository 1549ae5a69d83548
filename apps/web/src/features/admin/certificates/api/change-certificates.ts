import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';
import { CERT_MSG } from '../messages.ts';

/** DELETE /certificates/{id}: the row and its file. */
export async function deleteCertificate(id: number): Promise<string> {
  return messageOf(await api.delete<unknown>(`/certificates/${id}`), CERT_MSG.deleted);
}

export interface BulkDeleteResult {
  message: string;
  deleted: number;
  requested: number;
}

/** POST /certificates/bulk-delete {ids}: rows in one transaction, then their files. */
export async function deleteCertificates(ids: number[]): Promise<BulkDeleteResult> {
  const data = await api.post<Partial<BulkDeleteResult>>('/certificates/bulk-delete', { ids });
  const deleted = typeof data?.deleted === 'number' ? data.deleted : ids.length;
  return {
    message: messageOf(data, CERT_MSG.bulkDeleted(deleted)),
    deleted,
    requested: typeof data?.requested === 'number' ? data.requested : ids.length,
  };
}

/** PATCH /certificates/{id} {status}: revoke, or restore a revoked certificate. */
export async function setCertificateStatus({
  id,
  status,
}: {
  id: number;
  status: 'active' | 'revoked';
}): Promise<string> {
  return messageOf(
    await api.patch<unknown>(`/certificates/${id}`, { status }),
    CERT_MSG.statusUpdated,
  );
}

export function useDeleteCertificate() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: deleteCertificate, onSuccess: refresh });
}

export function useDeleteCertificates() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: deleteCertificates, onSuccess: refresh });
}

export function useSetCertificateStatus() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: setCertificateStatus, onSuccess: refresh });
}
