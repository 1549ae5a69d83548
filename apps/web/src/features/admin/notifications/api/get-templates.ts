import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../../lib/api-client.ts';
import type { NotificationTemplate } from '../types.ts';
import { centerKeys } from './keys.ts';

/** The catalogue's text for a template list that is not a list. */
export const TEMPLATES_INVALID = 'Failed to fetch templates: Invalid response format';

/** GET /notifications/admin/templates: every template, by name. */
export async function getTemplates(signal?: AbortSignal): Promise<NotificationTemplate[]> {
  const data = await api.get<{ templates?: unknown }>('/notifications/admin/templates', {
    signal,
  });
  if (!data || !Array.isArray(data.templates)) {
    throw new ApiError(200, TEMPLATES_INVALID, { code: 'INVALID_RESPONSE' });
  }
  return data.templates as NotificationTemplate[];
}

export const templatesQuery = () =>
  queryOptions({
    queryKey: centerKeys.templates(),
    queryFn: ({ signal }) => getTemplates(signal),
  });

export function useTemplates() {
  return useQuery(templatesQuery());
}
