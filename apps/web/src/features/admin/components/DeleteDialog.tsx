import type { ReactNode } from 'react';
import { useErrorText } from '../lib/i18n.ts';
import { useToast } from '../../../lib/toast.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/**
 * Deletes one row of a back-office list once confirmed: the server's success text as a toast and
 * the dialog closed, or the failure as an error toast with the dialog still open. Open while
 * `item` is set, so it can fade out.
 */
export function DeleteDialog<T>({
  item,
  title,
  confirmLabel,
  failure,
  busy,
  onDelete,
  onClose,
  children,
}: {
  item: T | null;
  title: string;
  confirmLabel: string;
  /** The screen's text for a failure the server did not explain. */
  failure: string;
  busy: boolean;
  /** Resolves to the success message. */
  onDelete: (item: T) => Promise<string>;
  onClose: () => void;
  /** What is deleted and what becomes of it. */
  children: (item: T) => ReactNode;
}) {
  const toast = useToast();
  const errorText = useErrorText();
  const confirm = async () => {
    if (item === null) return;
    try {
      toast.success(await onDelete(item));
      onClose();
    } catch (error) {
      toast.error(errorText(error, failure));
    }
  };
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      confirmLabel={confirmLabel}
      danger
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {item !== null && children(item)}
    </ConfirmDialog>
  );
}
