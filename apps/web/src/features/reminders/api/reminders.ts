import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  expiryReminderAnswerSchema,
  holdSeatAnswerSchema,
  type ExpiryReminder,
} from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { refreshEnrollmentState } from '../../enrollment/api/enrollment.ts';

/**
 * A student's expiry reminder (docs/decisions/0052): the renewal sessions open now, and "Hold a
 * seat for me", whose seat then shows with the waitlist offers of the profile.
 */
export const reminderKeys = {
  all: ['reminders'] as const,
  one: (id: string) => ['reminders', id] as const,
};

/** GET /reminders/{id} -> { reminder }. */
export async function getReminder(id: string, signal?: AbortSignal): Promise<ExpiryReminder> {
  const data = await api.get(`/reminders/${encodeURIComponent(id)}`, {
    signal,
    schema: expiryReminderAnswerSchema,
  });
  return data.reminder;
}

export function useReminder(id: string) {
  return useQuery({
    queryKey: reminderKeys.one(id),
    queryFn: ({ signal }) => getReminder(id, signal),
  });
}

/** POST /reminders/{id}/hold { session_id } -> 201 { message, ... }. */
export function holdSeat({ reminderId, sessionId }: { reminderId: string; sessionId: number }) {
  return api.post(
    `/reminders/${encodeURIComponent(reminderId)}/hold`,
    { session_id: sessionId },
    { schema: holdSeatAnswerSchema },
  );
}

/** Holding a seat changes the seats, the waitlist and the reminder: all are read again. */
export function useHoldSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: holdSeat,
    onSettled: () =>
      Promise.all([
        refreshEnrollmentState(queryClient),
        queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
      ]),
  });
}
