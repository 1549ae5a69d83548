import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditLogQuery } from '@careclass/shared';
import { auditLog, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { getSettings } from '../settings/settings.service.ts';
import { namesOfTargets } from './audit-targets.ts';

/**
 * GET /admin/audit-logs: newest first, filtered, paginated; the filters use the table's indexes.
 * Each entry carries the actor's name (joined) and its target's names (one batched lookup per kind
 * of target on the page), which the back office turns into a sentence.
 */
export async function listAuditLogs(ctx: AppContext, q: AuditLogQuery) {
  const conditions: SQL[] = [];
  if (q.actor_id) conditions.push(eq(auditLog.actorId, q.actor_id));
  if (q.action) conditions.push(eq(auditLog.action, q.action));
  if (q.target_type) conditions.push(eq(auditLog.targetType, q.target_type));
  if (q.target_id) conditions.push(eq(auditLog.targetId, q.target_id));
  // Days of the provider's calendar, as everywhere else in the back office.
  const { time_zone: tz } = await getSettings(ctx.db, ['time_zone']);
  if (q.startDate) {
    conditions.push(
      sql`${auditLog.createdAt} >= (${q.startDate}::date::timestamp at time zone ${tz})`,
    );
  }
  if (q.endDate) {
    conditions.push(
      sql`${auditLog.createdAt} < ((${q.endDate}::date + 1)::timestamp at time zone ${tz})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, total] = await Promise.all([
    ctx.db
      .select({
        log: auditLog,
        actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    ctx.db.select({ n: count() }).from(auditLog).where(where),
  ]);
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
    total: Number(total[0]?.n ?? 0),
    page: q.page,
    limit: q.limit,
  };
}
