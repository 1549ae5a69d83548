import { useQuery } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api, ApiError } from '../../../../lib/api-client.ts';
import type { SystemHealth } from '../types.ts';
import { systemKeys } from './keys.ts';

/** GET /admin/system-health: each part reports its own failure instead of failing the call. */
export async function getSystemHealth(signal?: AbortSignal): Promise<SystemHealth> {
  const data = await api.get<SystemHealth | null>('/admin/system-health', { signal });
  if (!data || typeof data !== 'object' || !data.database || !data.outbox) {
    throw new ApiError(200, MSG.invalidServerResponse, { code: 'INVALID_RESPONSE' });
  }
  return { ...data, sweeps: Array.isArray(data.sweeps) ? data.sweeps : [] };
}

export function useSystemHealth() {
  return useQuery({
    queryKey: systemKeys.health(),
    queryFn: ({ signal }) => getSystemHealth(signal),
  });
}
