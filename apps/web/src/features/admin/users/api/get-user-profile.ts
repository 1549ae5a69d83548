import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserProfileSchema } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import type { UserProfile } from '../types.ts';
import { userKeys } from './user-keys.ts';

/** GET /admin/users/{id}/profile: everything the profile dialog shows. */
export async function getUserProfile(id: number, signal?: AbortSignal): Promise<UserProfile> {
  return api.get(`/admin/users/${id}/profile`, { signal, schema: adminUserProfileSchema });
}

export const userProfileQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.profile(id),
    queryFn: ({ signal }) => getUserProfile(id, signal),
  });

export function useUserProfile(id: number) {
  return useQuery(userProfileQuery(id));
}
