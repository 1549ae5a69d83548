import { useMutation } from '@tanstack/react-query';
import {
  ISSUED_MSG,
  certificateSavedSchema,
  certificatesDeletedSchema,
  messageAnswer,
  type CertificatesDeleted,
} from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';
import { CERT_MSG } from '../messages.ts';

/** DELETE /certificates/{id}: the row and its file. */
export async function deleteCertificate(id: number): Promise<string> {
  return messageOf(
    await api.delete(`/certificates/${id}`, { schema: messageAnswer }),
    CERT_MSG.deleted,
  );
}

/** POST /certificates/bulk-delete {ids}: rows in one transaction, then their files. */
export async function deleteCertificates(ids: number[]): Promise<CertificatesDeleted> {
  const data = await api.post(
    '/certificates/bulk-delete',
    { ids },
    { schema: certificatesDeletedSchema },
  );
  return { ...data, message: messageOf(data, CERT_MSG.bulkDeleted(data.deleted)) };
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
    await api.patch(`/certificates/${id}`, { status }, { schema: certificateSavedSchema }),
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

/** POST /admin/certificates/{id}/revoke {reason}: revoked, with the office's reason kept. */
export async function revokeCertificate({ id, reason }: { id: number; reason: string }) {
  return messageOf(
    await api.post(
      `/admin/certificates/${id}/revoke`,
      { reason },
      { schema: certificateSavedSchema },
    ),
    ISSUED_MSG.revoked,
  );
}

/** POST /admin/certificates/{id}/reissue: a new number and code replace an issued certificate. */
export async function reissueCertificate(id: number) {
  return messageOf(
    await api.post(`/admin/certificates/${id}/reissue`, {}, { schema: certificateSavedSchema }),
    ISSUED_MSG.reissued,
  );
}

export function useRevokeCertificate() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: revokeCertificate, onSuccess: refresh });
}

export function useReissueCertificate() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: reissueCertificate, onSuccess: refresh });
}
