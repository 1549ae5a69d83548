import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { objectField } from '../../lib/api-helpers.ts';
import type { UserProfile } from '../types.ts';
import { userKeys } from './user-keys.ts';

/** GET /admin/users/{id}/profile: everything the profile dialog shows. */
export async function getUserProfile(id: number, signal?: AbortSignal): Promise<UserProfile> {
  const data = await api.get<unknown>(`/admin/users/${id}/profile`, { signal });
  objectField(data, 'user');
  return data as UserProfile;
}

export const userProfileQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.profile(id),
    queryFn: ({ signal }) => getUserProfile(id, signal),
  });

export function useUserProfile(id: number) {
  return useQuery(userProfileQuery(id));
}
