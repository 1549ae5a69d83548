import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The server's success message, else the given one. */
export function messageOf(data: unknown, fallback: string): string {
  const m = data && typeof data === 'object' ? (data as Record<string, unknown>).message : null;
  return typeof m === 'string' && m.trim() !== '' ? m : fallback;
}

/**
 * After a back-office write every cached answer may be out of date (seats, counts, the public
 * catalogue): mark them all stale; the ones on screen reload at once.
 */
export function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}
