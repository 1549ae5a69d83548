import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateListSchema, type NotificationTemplate } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { centerKeys } from './keys.ts';

/** The catalogue's text for a template list that is not a list. */
export const TEMPLATES_INVALID = 'Failed to fetch templates: Invalid response format';

/** GET /notifications/admin/templates: every template, by name. */
export async function getTemplates(signal?: AbortSignal): Promise<NotificationTemplate[]> {
  const { templates } = await api.get('/notifications/admin/templates', {
    signal,
    schema: templateListSchema,
    invalidMessage: TEMPLATES_INVALID,
  });
  return templates;
}

export const templatesQuery = () =>
  queryOptions({
    queryKey: centerKeys.templates(),
    queryFn: ({ signal }) => getTemplates(signal),
  });

export function useTemplates() {
  return useQuery(templatesQuery());
}
