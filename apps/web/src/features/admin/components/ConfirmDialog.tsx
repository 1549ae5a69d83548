import type { ComponentProps } from 'react';
import { ConfirmDialog as SharedConfirmDialog } from '../../../components/ConfirmDialog.tsx';

type SharedProps = ComponentProps<typeof SharedConfirmDialog>;

/** The app's confirm dialog, with the back office's `danger` name for a red confirm button. */
export function ConfirmDialog({
  danger = false,
  ...props
}: Omit<SharedProps, 'destructive'> & { danger?: boolean }) {
  return <SharedConfirmDialog {...props} destructive={danger} />;
}
