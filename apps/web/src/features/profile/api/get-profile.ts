import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

export const profileKey = ['profile'] as const;

/** GET /profile/profile: the user and everything the self-service area shows, in one call. */
export function getProfile(signal?: AbortSignal) {
  return api.get('/profile/profile', { signal, schema: lazySchema((s) => s.fullProfileSchema) });
}

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(profileQuery());
}
