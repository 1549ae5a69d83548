import type { AuditTargetNames } from '@careclass/shared';

/** GET/PUT /admin/settings. */
export interface SystemSettings {
  provider_name: string;
  contact_email: string;
  contact_phone: string;
  address: string;
  office_hours: string;
  offer_hold_hours: number;
  approve_accepted_offers: boolean;
  payment_terms_days: number;
  time_zone: string;
  signups_per_address_per_hour: number;
  upload_quota_mb: number;
  uploads_per_hour: number;
  back_office_idle_minutes: number;
  /** A daily e-mail to the admins of the requests waiting for them. */
  admin_digest_enabled: boolean;
}
export type SettingKey = keyof SystemSettings;

/** GET /admin/audit-logs. */
export interface AuditLogEntry {
  id: number;
  actor_id: number | null;
  actor_email: string | null;
  /** The actor's current name; null when the account is gone. */
  actor_name: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  /** Names joined to the target for the sentence (absent in entries from older servers). */
  target?: AuditTargetNames | null;
  before: unknown;
  after: unknown;
  ip_address: string | null;
  created_at: string;
}

export interface AuditLogPage {
  logs: AuditLogEntry[];
  total: number;
  page: number;
  limit: number;
}

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

/** GET /admin/system-health. */
export interface SystemHealth {
  status: 'ok' | 'degraded' | string;
  database: { reachable: boolean; latency_ms: number | null; kind: string };
  migrations: { applied: number; latest: string | null };
  /** -1 when the outbox could not be read. */
  outbox: { pending: number; failed: number; oldest_pending_age_seconds: number | null };
  sweeps: { name: string; last_run_at: string; last_status: string; last_error: string | null }[];
  storage: { kind: string; writable: boolean };
  version: string;
  uptime_seconds: number;
}
