import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useToast } from '../../../../lib/toast.ts';
import { AutoDismissAlert, useAutoDismissError } from '../../components/AutoDismissAlert.tsx';

/**
 * Picks one value of a list and saves it (Change Role, Change Status). Saving the value the user
 * already has is not offered; a failure is a banner with the server's text when it has one.
 */
export function ChoiceDialog<T extends string>({
  title,
  label,
  intro,
  options,
  current,
  saveLabel,
  failure,
  busy,
  onSave,
  onClose,
}: {
  title: string;
  label: string;
  intro: ReactNode;
  options: { value: T; label: string }[];
  current: T;
  saveLabel: string;
  failure: string;
  busy: boolean;
  /** Resolves to the success message. */
  onSave: (value: T) => Promise<string>;
  onClose: () => void;
}) {
  const titleId = useId();
  const toast = useToast();
  const banner = useAutoDismissError();
  const [value, setValue] = useState<T>(current);

  const save = async () => {
    try {
      toast.success(await onSave(value));
      onClose();
    } catch (error) {
      banner.show(errorMessage(error, failure));
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (value !== current) void save();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <AutoDismissAlert error={banner.error} onClose={banner.clear} />
          <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
          <TextField
            select
            label={label}
            value={value}
            onChange={(e) => setValue(e.target.value as T)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </TextField>
          {value !== current && (
            <Alert severity="info" role="status" sx={{ mt: 1 }}>
              The user is signed out everywhere and signs in again with the new{' '}
              {label.toLowerCase()}.
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy || value === current}>
            {saveLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
