import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  systemSettingsAnswerSchema,
  systemSettingsSavedSchema,
  type SystemSettings,
} from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { systemKeys } from './keys.ts';

/** GET /admin/settings. */
export async function getSettings(signal?: AbortSignal): Promise<SystemSettings> {
  const { settings } = await api.get('/admin/settings', {
    signal,
    schema: systemSettingsAnswerSchema,
  });
  return settings;
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
  return api.put('/admin/settings', { settings: changed }, { schema: systemSettingsSavedSchema });
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
