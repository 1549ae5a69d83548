/**
 * The answers' shapes are the shared contract's (packages/shared/src/contracts/system.ts): the
 * settings, the audit log page and system health.
 */
export type {
  AuditLogEntry,
  AuditLogPage,
  SettingKey,
  SystemHealth,
  SystemSettings,
} from '@careclass/shared';

export interface AuditLogFilters {
  action?: string;
  target_type?: string;
  actor_id?: number;
  startDate?: string;
  endDate?: string;
  /** 1-based. */
  page: number;
  limit: number;
}
