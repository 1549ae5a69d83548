import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, objectField } from '../../lib/api-helpers.ts';
import { SYSTEM_MSG } from '../messages.ts';
import type { SystemSettings } from '../types.ts';
import { systemKeys } from './keys.ts';

/** GET /admin/settings. */
export async function getSettings(signal?: AbortSignal): Promise<SystemSettings> {
  return objectField<SystemSettings>(
    await api.get<unknown>('/admin/settings', { signal }),
    'settings',
  );
}

export function useSettings() {
  return useQuery({
    queryKey: systemKeys.settings(),
    queryFn: ({ signal }) => getSettings(signal),
  });
}

/**
 * PUT /admin/settings {settings} with only the fields that changed. Answers the message and the
 * settings as saved; a refused value comes back as a 400 with the field's message.
 */
export async function saveSettings(changed: Partial<Record<keyof SystemSettings, unknown>>) {
  const data = await api.put<unknown>('/admin/settings', { settings: changed });
  return {
    message: messageOf(data, SYSTEM_MSG.settingsSaved),
    settings: objectField<SystemSettings>(data, 'settings'),
  };
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: async ({ settings }) => {
      queryClient.setQueryData(systemKeys.settings(), settings);
      // Contact details are public (contact page, footer); the audit log has a new entry.
      await queryClient.invalidateQueries();
    },
  });
}
