import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TYPES, type NotificationType } from '@careclass/shared';
import { notificationTypeLabel } from '../api/types.ts';

const isKnown = (type: string): type is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(type);

/** A notification's kind in the page's language ("Class notification"); unknown kinds as worded. */
export function useNotificationTypeLabel() {
  const { t } = useTranslation('notifications');
  return useCallback(
    (type: string) => (isKnown(type) ? t(`type.${type}`) : notificationTypeLabel(type)),
    [t],
  );
}
