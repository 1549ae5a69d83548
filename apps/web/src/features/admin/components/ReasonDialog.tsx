import type { ReactNode } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { enrollmentStatusChangeSchema } from '@careclass/shared';
import { FormDialog, fieldProps } from '../../../components/FormDialog.tsx';

const MAX_REASON = 500;

/** The reason of a rejection, as the status-change bodies take it (enrollments, waitlist). */
const reasonSchema = enrollmentStatusChangeSchema.pick({ reason: true });

interface ReasonDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** The reason, trimmed; undefined when left blank. */
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}

/** Asks for the reason of a rejection (sent to the student); the reason may be left blank. */
export function ReasonDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation('admin');
  // Mounted only while open, so every opening starts with an empty reason.
  if (!open) return null;
  return (
    <FormDialog
      title={title}
      schema={reasonSchema}
      defaultValues={{ reason: '' }}
      submitLabel={confirmLabel}
      submitColor="error"
      intro={children && <DialogContentText component="div">{children}</DialogContentText>}
      busy={busy}
      // The screen runs the call and says how it went; the dialog only hands the reason over.
      onSubmit={async ({ reason }) => onConfirm(reason || undefined)}
      onClose={onClose}
    >
      {(form) => (
        <TextField
          label={t('reasonDialog.reason')}
          multiline
          minRows={3}
          autoFocus
          helperText={t('reasonDialog.help', { max: MAX_REASON })}
          {...fieldProps(form, 'reason', { disableWhileSubmitting: false })}
          slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
        />
      )}
    </FormDialog>
  );
}
