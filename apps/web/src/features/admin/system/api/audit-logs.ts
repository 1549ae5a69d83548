import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { findUsers } from '../../users/api/search-users.ts';
import { auditLogPageSchema, type AuditLogPage } from '@careclass/shared';
import type { AuditLogFilters } from '../types.ts';
import { systemKeys } from './keys.ts';

/** GET /admin/audit-logs?action&target_type&actor_id&startDate&endDate&page&limit, newest first. */
export async function getAuditLogs(
  filters: AuditLogFilters,
  signal?: AbortSignal,
): Promise<AuditLogPage> {
  return api.get('/admin/audit-logs', {
    signal,
    query: { ...filters },
    schema: auditLogPageSchema,
  });
}

export function useAuditLogs(filters: AuditLogFilters) {
  return useQuery({
    queryKey: systemKeys.auditLogs(filters),
    queryFn: ({ signal }) => getAuditLogs(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export interface Actor {
  id: number;
  name: string;
  email: string;
}

/**
 * Who can write to the audit log: administrators, and instructors (they send detailed messages).
 * GET /admin/users/search?role=admin|instructor, for the actor filter.
 */
async function getActors(signal?: AbortSignal): Promise<Actor[]> {
  const lists = await Promise.all(
    (['admin', 'instructor'] as const).map((role) => findUsers({ role, limit: 50 }, signal)),
  );
  return lists.flat().map(({ id, name, email }) => ({ id, name, email }));
}

export function useActors() {
  return useQuery({
    queryKey: systemKeys.actors(),
    queryFn: ({ signal }) => getActors(signal),
    staleTime: 5 * 60_000,
  });
}
