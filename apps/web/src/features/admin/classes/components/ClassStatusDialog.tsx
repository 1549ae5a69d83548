import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CLASS_STATUSES, type ClassStatus } from '@careclass/shared';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useToast } from '../../../../lib/toast.ts';
import { AutoDismissAlert, useAutoDismissError } from '../../components/AutoDismissAlert.tsx';
import { statusLabel } from '../../components/StatusChip.tsx';
import { ADMIN_MSG } from '../../messages.ts';
import type { AdminClass } from '../../types.ts';
import { useUpdateClassStatus } from '../api/update-class-status.ts';

/** Any class status to any other (PUT /classes/{id}/status). */
export function ClassStatusDialog({ cls, onClose }: { cls: AdminClass; onClose: () => void }) {
  const titleId = useId();
  const toast = useToast();
  const banner = useAutoDismissError();
  const [status, setStatus] = useState<ClassStatus>(cls.status);
  const update = useUpdateClassStatus();

  const save = async () => {
    try {
      toast.success(await update.mutateAsync({ id: cls.id, status }));
      onClose();
    } catch (error) {
      banner.show(errorMessage(error, ADMIN_MSG.updateClassStatus));
    }
  };

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Class status: {cls.title}</DialogTitle>
      <DialogContent>
        <AutoDismissAlert error={banner.error} onClose={banner.clear} />
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as ClassStatus)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {CLASS_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </TextField>
        {status === 'cancelled' && cls.status !== 'cancelled' && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            Cancelling the class cancels its scheduled sessions: their enrollments are closed and
            the students are told.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={update.isPending || status === cls.status}
        >
          Update status
        </Button>
      </DialogActions>
    </Dialog>
  );
}
