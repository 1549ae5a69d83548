import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  calendarFeedCreatedSchema,
  calendarFeedRevokedSchema,
  calendarFeedStatusSchema,
  calendarFileName,
} from '@careclass/shared';
import { api } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';

/** The calendar calls of the profile (docs/decisions/0048). */

export const calendarFeedKey = ['calendar-feed'] as const;

/** GET /calendar/enrollments/{id} with the Bearer token (a plain link cannot send it), saved. */
export async function downloadEnrollmentCalendar(args: { id: number; title: string }) {
  const blob = await api.blob(`/calendar/enrollments/${args.id}`);
  saveBlob(blob, calendarFileName(args.title, args.id));
}

export function useDownloadEnrollmentCalendar() {
  return useMutation({ mutationFn: downloadEnrollmentCalendar });
}

/** GET /calendar/feed: whether the user has a feed address. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) =>
      api.get('/calendar/feed', {
        signal,
        schema: calendarFeedStatusSchema,
        invalidMessage: MSG.invalidServerResponse,
      }),
  });
}

/** POST /calendar/feed: a new address (the old one stops working), shown this once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(
        '/calendar/feed',
        {},
        { schema: calendarFeedCreatedSchema, invalidMessage: MSG.invalidServerResponse },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}

/** DELETE /calendar/feed: the address stops working. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete('/calendar/feed', {
        schema: calendarFeedRevokedSchema,
        invalidMessage: MSG.invalidServerResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
