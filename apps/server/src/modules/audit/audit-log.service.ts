import type { AuditLogQuery } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { getSettings } from '../settings/settings.service.ts';
import { namesOfTargets } from './audit-targets.ts';
import { auditLogPage } from './audit.repository.ts';

/**
 * GET /admin/audit-logs: newest first, filtered, paginated; the filters use the table's indexes.
 * Each entry carries the actor's name (joined) and its target's names (one batched lookup per kind
 * of target on the page), which the back office turns into a sentence.
 */
export async function listAuditLogs(ctx: AppContext, q: AuditLogQuery) {
  // Days of the provider's calendar, as everywhere else in the back office.
  const { time_zone: timeZone } = await getSettings(ctx.db, ['time_zone']);
  const { rows, total } = await auditLogPage(ctx.db, {
    actorId: q.actor_id,
    action: q.action,
    targetType: q.target_type,
    targetId: q.target_id,
    startDate: q.startDate,
    endDate: q.endDate,
    timeZone,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  const targetNames = await namesOfTargets(
    ctx.db,
    rows.map((r) => r.log),
  );
  return {
    logs: rows.map(({ log: r, actorName }) => ({
      id: r.id,
      actor_id: r.actorId,
      actor_email: r.actorEmail,
      actor_name: actorName,
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      target: targetNames(r),
      before: r.before,
      after: r.after,
      ip_address: r.ipAddress,
      created_at: r.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}
