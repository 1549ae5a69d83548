import type { z } from 'zod';
import type { auditTargetNamesSchema } from './contracts/system.ts';
/**
 * Every action code the server writes to the audit log. The server's `recordAudit` accepts only
 * these, and the back office has a sentence for each, so a new code cannot reach the log unnamed.
 */
export const AUDIT_ACTIONS = [
  'certificate.create',
  'certificate.delete',
  'certificate.status',
  'certificate.revoke',
  'certificate.reissue',
  'class.create',
  'class.update',
  'class.status',
  'class.delete',
  'enrollment.pending',
  'enrollment.approved',
  'enrollment.rejected',
  'external_training.create',
  'external_training.delete',
  'file.upload',
  'file.delete',
  'material.create',
  'material.delete',
  'notification.detailed',
  'notification.send',
  'notification.bulk',
  'notification.withdraw',
  'notification.broadcast',
  'notification_template.create',
  'notification_template.update',
  'notification_template.delete',
  'payment.reminder',
  'payment.notify',
  'session.status',
  'settings.update',
  'transaction.status',
  'user.role_update',
  'user.status_update',
  'user.password_reset',
  'user.notify',
  'user.delete',
  'user.anonymise',
  'waitlist.approved',
  'waitlist.rejected',
  'waitlist.offer',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Names the audit list joins to an entry's target, so a sentence can say who and what without
 * another request: the person concerned, the class, the session's first day, or the record's own
 * name (a template, a notification title). Each is null when it does not apply or is gone.
 */
export type AuditTargetNames = z.output<typeof auditTargetNamesSchema>;
