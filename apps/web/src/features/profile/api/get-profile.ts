import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ProfileData } from './types.ts';

export const profileKey = ['profile'] as const;

/** GET /profile/profile: the user and everything the self-service area shows, in one call. */
export async function getProfile(signal?: AbortSignal): Promise<ProfileData | null> {
  const data = await api.get<ProfileData | undefined>('/profile/profile', { signal });
  return data && typeof data === 'object' && data.user ? data : null;
}

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(profileQuery());
}
