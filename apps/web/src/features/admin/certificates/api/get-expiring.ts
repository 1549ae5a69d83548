import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { expiringPageSchema, type ExpiringPage } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { saveBlob } from '../../../../lib/save-blob.ts';
import { certificateKeys } from './keys.ts';

export interface ExpiringFilters {
  days: number;
  classId?: number;
  /** One-based page and its size. */
  page?: number;
  limit?: number;
}

const queryOf = (f: ExpiringFilters) => ({
  days: f.days,
  class_id: f.classId,
  page: f.page,
  limit: f.limit,
});

/** GET /admin/certificates/expiring?days&class_id&page&limit (docs/decisions/0050). */
export async function getExpiring(f: ExpiringFilters, signal?: AbortSignal): Promise<ExpiringPage> {
  return api.get('/admin/certificates/expiring', {
    signal,
    query: queryOf(f),
    schema: expiringPageSchema,
  });
}

export const expiringQuery = (f: ExpiringFilters) =>
  queryOptions({
    queryKey: certificateKeys.expiring(f),
    queryFn: ({ signal }) => getExpiring(f, signal),
    placeholderData: keepPreviousData,
  });

export function useExpiring(f: ExpiringFilters) {
  return useQuery(expiringQuery(f));
}

/** The name the file is saved under (the server's Content-Disposition names it by its dates). */
export const expiringFileName = (days: number) => `certificates-expiring-${days}-days.csv`;

/** GET /admin/certificates/expiring.csv?days&class_id (with the token), saved. */
export async function downloadExpiring(f: Pick<ExpiringFilters, 'days' | 'classId'>) {
  const blob = await api.blob('/admin/certificates/expiring.csv', {
    query: { days: f.days, class_id: f.classId },
  });
  saveBlob(blob, expiringFileName(f.days));
}

export function useDownloadExpiring() {
  return useMutation({ mutationFn: downloadExpiring });
}
