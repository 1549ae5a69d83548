import { useQuery } from '@tanstack/react-query';
import { systemHealthSchema, type SystemHealth } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { systemKeys } from './keys.ts';

/** GET /admin/system-health: each part reports its own failure instead of failing the call. */
export async function getSystemHealth(signal?: AbortSignal): Promise<SystemHealth> {
  return api.get('/admin/system-health', { signal, schema: systemHealthSchema });
}

export function useSystemHealth() {
  return useQuery({
    queryKey: systemKeys.health(),
    queryFn: ({ signal }) => getSystemHealth(signal),
  });
}
