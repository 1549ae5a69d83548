import { queryOptions, useQuery } from '@tanstack/react-query';
import { classChoiceListSchema, type ClassChoice } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';

/**
 * GET /admin/class-choices: every class's id, title, status and instructor, for pickers and filters (the
 * full list with every session is for Class Management only).
 */
export async function getClassChoices(signal?: AbortSignal): Promise<ClassChoice[]> {
  return (await api.get('/admin/class-choices', { signal, schema: classChoiceListSchema })).classes;
}

export const classChoicesQuery = () =>
  queryOptions({
    queryKey: adminKeys.classChoices(),
    queryFn: ({ signal }) => getClassChoices(signal),
  });

export function useClassChoices() {
  return useQuery(classChoicesQuery());
}
