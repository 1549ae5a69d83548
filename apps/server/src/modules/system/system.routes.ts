import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import {
  auditLogPageSchema,
  auditLogQuerySchema,
  systemHealthSchema,
  systemSettingsAnswerSchema,
  systemSettingsBodySchema,
  systemSettingsSavedSchema,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../plugins/auth.ts';
import { listAuditLogs } from '../audit/audit-log.service.ts';
import { readSettings, saveSettings } from '../settings/admin-settings.service.ts';
import { systemHealth } from './system-health.service.ts';

/** System settings, audit log and system health (catalogue "Admin: users, settings, audit ..."). */
export function systemRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.addHook('onRequest', requireRole(ctx, 'admin'));
    app.get(
      '/admin/settings',
      { schema: { response: { 200: systemSettingsAnswerSchema } } },
      async () => readSettings(ctx),
    );
    app.put(
      '/admin/settings',
      { schema: { body: systemSettingsBodySchema, response: { 200: systemSettingsSavedSchema } } },
      async (request) => saveSettings(ctx, request.auth!.user, request.body, request.ip),
    );
    app.get(
      '/admin/audit-logs',
      { schema: { querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } } },
      async (request) => listAuditLogs(ctx, request.query),
    );
    app.get(
      '/admin/system-health',
      { schema: { response: { 200: systemHealthSchema } } },
      async () => systemHealth(ctx),
    );
  };
}
