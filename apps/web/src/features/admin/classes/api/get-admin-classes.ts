import { queryOptions, useQuery } from '@tanstack/react-query';
import { classListSchema, type CatalogueClass } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';

/** GET /admin/classes: every class with all its sessions (removed ones too). */
export async function getAdminClasses(signal?: AbortSignal): Promise<CatalogueClass[]> {
  return (await api.get('/admin/classes', { signal, schema: classListSchema })).classes;
}

export const adminClassesQuery = () =>
  queryOptions({ queryKey: adminKeys.classes(), queryFn: ({ signal }) => getAdminClasses(signal) });

export function useAdminClasses() {
  return useQuery(adminClassesQuery());
}
