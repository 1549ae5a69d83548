import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { certificateListSchema, type Certificate, type CertificateStatus } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { certificateKeys } from './keys.ts';

export interface CertificateFilters {
  search?: string;
  status?: CertificateStatus;
}

/** GET /certificates?search&status: every certificate (an admin sees all), newest first. */
export async function getCertificates(
  filters: CertificateFilters,
  signal?: AbortSignal,
): Promise<Certificate[]> {
  const data = await api.get('/certificates', {
    signal,
    query: { search: filters.search?.trim(), status: filters.status },
    schema: certificateListSchema,
  });
  return data.certificates;
}

export const certificatesQuery = (filters: CertificateFilters) =>
  queryOptions({
    queryKey: certificateKeys.list(filters),
    queryFn: ({ signal }) => getCertificates(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useCertificates(filters: CertificateFilters) {
  return useQuery(certificatesQuery(filters));
}
