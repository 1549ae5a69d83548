import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  certificatePageSchema,
  type CertificatePage,
  type CertificateStatus,
} from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { certificateKeys } from './keys.ts';

export interface CertificateFilters {
  search?: string;
  status?: CertificateStatus;
  /** One-based page and its size (the server's default page when absent). */
  page?: number;
  limit?: number;
}

/** GET /certificates?search&status&page&limit: a page of certificates (an admin sees all), newest first. */
export async function getCertificates(
  filters: CertificateFilters,
  signal?: AbortSignal,
): Promise<CertificatePage> {
  return api.get('/certificates', {
    signal,
    query: {
      search: filters.search?.trim(),
      status: filters.status,
      page: filters.page,
      limit: filters.limit,
    },
    schema: certificatePageSchema,
  });
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
