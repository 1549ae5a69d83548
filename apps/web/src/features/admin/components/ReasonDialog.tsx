import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

const MAX_REASON = 500;

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
export function ReasonDialog(props: ReasonDialogProps) {
  // Mounted only while open, so every opening starts with an empty reason.
  if (!props.open) return null;
  return <ReasonDialogOpen {...props} />;
}

function ReasonDialogOpen({
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(reason.trim() || undefined);
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children && <DialogContentText component="div">{children}</DialogContentText>}
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={3}
            autoFocus
            helperText={`Sent to the student. Optional, at most ${MAX_REASON} characters.`}
            slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
