import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateListSchema, type NotificationTemplate } from '@careclass/shared';
import { api, ApiError } from '../../../../lib/api-client.ts';
import { centerKeys } from './keys.ts';

/** The catalogue's text for a template list that is not a list. */
export const TEMPLATES_INVALID = 'Failed to fetch templates: Invalid response format';

/** GET /notifications/admin/templates: every template, by name. */
export async function getTemplates(signal?: AbortSignal): Promise<NotificationTemplate[]> {
  const data = await api.get<unknown>('/notifications/admin/templates', { signal });
  // Read with the contract's schema; a list of another shape has the catalogue's own text.
  const parsed = templateListSchema.safeParse(data);
  if (!parsed.success) throw new ApiError(200, TEMPLATES_INVALID, { code: 'INVALID_RESPONSE' });
  return parsed.data.templates;
}

export const templatesQuery = () =>
  queryOptions({
    queryKey: centerKeys.templates(),
    queryFn: ({ signal }) => getTemplates(signal),
  });

export function useTemplates() {
  return useQuery(templatesQuery());
}
