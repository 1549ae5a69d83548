import type { TemplateType } from '@careclass/shared';

/** Names of the template types on screen. */
export const TEMPLATE_TYPE_LABELS: Record<TemplateType, string> = {
  user_notification: 'User notification',
  class_notification: 'Class notification',
  class_reminder: 'Class reminder',
  enrollment: 'Enrollment',
  payment: 'Payment',
  certificate: 'Certificate',
};

/** Texts of the Notification Center that the specification does not give. */
export const CENTER_MSG = {
  fetchReceived: 'Failed to load notifications',
  fetchSent: 'Failed to load sent notifications',
  fetchTemplates: 'Failed to fetch templates',
  createTemplate: 'Failed to create template',
  updateTemplate: 'Failed to update template',
  deleteTemplate: 'Failed to delete template',
  deleteSent: 'Failed to delete the notification',
} as const;
