import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MSG } from '@careclass/shared';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useToast } from '../../../../lib/toast.ts';
import { AutoDismissAlert, useAutoDismissError } from '../../components/AutoDismissAlert.tsx';
import { useSendUserNotification } from '../api/send-user-notification.ts';
import { isBlank } from '../lib/checks.ts';
import { USERS_MSG } from '../messages.ts';
import type { AdminUser } from '../types.ts';

const MAX_TITLE = 200;
const MAX_MESSAGE = 5000;
const DEFAULT_TITLE = 'Message from the office';

/** Send Notification: an in-app notification to one user, mailed if they want e-mail. */
export function SendNotificationDialog({
  user,
  onClose,
}: {
  user: AdminUser;
  onClose: () => void;
}) {
  const titleId = useId();
  const toast = useToast();
  const banner = useAutoDismissError();
  const send = useSendUserNotification();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = isBlank(message);

  const submit = async () => {
    setTouched(true);
    if (blank) return;
    try {
      toast.success(
        await send.mutateAsync({
          id: user.id,
          title: title.trim() || undefined,
          message: message.trim(),
        }),
      );
      onClose();
    } catch (error) {
      banner.show(errorMessage(error, USERS_MSG.sendNotification));
    }
  };

  return (
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>Send Notification</DialogTitle>
        <DialogContent>
          <AutoDismissAlert error={banner.error} onClose={banner.clear} />
          <DialogContentText sx={{ mb: 2 }}>
            To {user.name} ({user.email}): shown in their notifications, and e-mailed if they
            receive e-mail notifications.
          </DialogContentText>
          <TextField
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder={DEFAULT_TITLE}
            helperText={`Optional. Without one the title is "${DEFAULT_TITLE}".`}
            slotProps={{ htmlInput: { maxLength: MAX_TITLE }, inputLabel: { shrink: true } }}
          />
          <TextField
            label="Message"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            onBlur={() => setTouched(true)}
            required
            multiline
            minRows={4}
            autoFocus
            error={touched && blank}
            helperText={touched && blank ? MSG.enterNotificationMessage : ' '}
            slotProps={{ htmlInput: { maxLength: MAX_MESSAGE } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending || blank}>
            Send
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
