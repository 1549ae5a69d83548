import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { arrayField } from '../../lib/api-helpers.ts';
import { adminKeys } from '../../query-keys.ts';
import type { AdminClass } from '../../types.ts';

/** GET /admin/classes: every class with all its sessions (removed ones too). */
export async function getAdminClasses(signal?: AbortSignal): Promise<AdminClass[]> {
  return arrayField<AdminClass>(await api.get<unknown>('/admin/classes', { signal }), 'classes');
}

export const adminClassesQuery = () =>
  queryOptions({ queryKey: adminKeys.classes(), queryFn: ({ signal }) => getAdminClasses(signal) });

export function useAdminClasses() {
  return useQuery(adminClassesQuery());
}
