import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog as SharedConfirmDialog } from '../../../components/ConfirmDialog.tsx';

type SharedProps = ComponentProps<typeof SharedConfirmDialog>;

/** The app's confirm dialog, with the back office's `danger` name for a red confirm button. */
export function ConfirmDialog({
  danger = false,
  cancelLabel,
  ...props
}: Omit<SharedProps, 'destructive'> & { danger?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <SharedConfirmDialog
      {...props}
      cancelLabel={cancelLabel ?? t('common.cancel')}
      destructive={danger}
    />
  );
}
