import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { CLASS_STATUSES, UI_TIMING, classStatusBodySchema } from '@careclass/shared';
import { FormDialog, fieldProps } from '../../../../components/FormDialog.tsx';
import { useToast } from '../../../../lib/toast.ts';
import { statusLabel } from '../../components/StatusChip.tsx';
import { ADMIN_MSG } from '../../messages.ts';
import type { AdminClass } from '../../types.ts';
import { useUpdateClassStatus } from '../api/update-class-status.ts';

/** Any class status to any other (PUT /classes/{id}/status). */
export function ClassStatusDialog({ cls, onClose }: { cls: AdminClass; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateClassStatus();

  return (
    <FormDialog
      title={`Class status: ${cls.title}`}
      schema={classStatusBodySchema}
      defaultValues={{ status: cls.status }}
      submitLabel="Update status"
      maxWidth="xs"
      submitDisabled={(form) => form.watch('status') === cls.status}
      bannerMs={UI_TIMING.errorBannerMs}
      failureText={ADMIN_MSG.updateClassStatus}
      failureFields={() => ({})}
      onSubmit={async ({ status }) => {
        toast.success(await update.mutateAsync({ id: cls.id, status }));
        onClose();
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField
            select
            label="Status"
            {...fieldProps(form, 'status', { disableWhileSubmitting: false })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {CLASS_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </TextField>
          {form.watch('status') === 'cancelled' && cls.status !== 'cancelled' && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              Cancelling the class cancels its scheduled sessions: their enrollments are closed and
              the students are told.
            </Alert>
          )}
        </>
      )}
    </FormDialog>
  );
}
