import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { UI_TIMING, userNotificationSchema } from '@careclass/shared';
import { FormDialog, fieldProps } from '../../../../components/FormDialog.tsx';
import { useToast } from '../../../../lib/toast.ts';
import { useSendUserNotification } from '../api/send-user-notification.ts';
import { isBlank } from '../lib/checks.ts';
import { USERS_MSG } from '../messages.ts';
import type { AdminUser } from '../types.ts';

const MAX_TITLE = 200;
const MAX_MESSAGE = 5000;
const DEFAULT_TITLE = 'Message from the office';

/**
 * Send Notification: an in-app notification to one user, mailed if they want e-mail. The message
 * is checked once the field is left, and Send waits for one.
 */
export function SendNotificationDialog({
  user,
  onClose,
}: {
  user: AdminUser;
  onClose: () => void;
}) {
  const toast = useToast();
  const send = useSendUserNotification();

  return (
    <FormDialog
      title="Send Notification"
      schema={userNotificationSchema}
      defaultValues={{ title: '', message: '' }}
      submitLabel="Send"
      mode="onTouched"
      submitDisabled={(form) => isBlank(form.watch('message'))}
      focusInvalid={false}
      bannerMs={UI_TIMING.errorBannerMs}
      failureText={USERS_MSG.sendNotification}
      intro={
        <DialogContentText sx={{ mb: 2 }}>
          To {user.name} ({user.email}): shown in their notifications, and e-mailed if they receive
          e-mail notifications.
        </DialogContentText>
      }
      onSubmit={async ({ title, message }) => {
        toast.success(await send.mutateAsync({ id: user.id, title: title || undefined, message }));
        onClose();
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField
            label="Title"
            placeholder={DEFAULT_TITLE}
            helperText={`Optional. Without one the title is "${DEFAULT_TITLE}".`}
            slotProps={{ htmlInput: { maxLength: MAX_TITLE }, inputLabel: { shrink: true } }}
            {...fieldProps(form, 'title')}
          />
          <TextField
            label="Message"
            required
            multiline
            minRows={4}
            autoFocus
            helperText=" "
            slotProps={{ htmlInput: { maxLength: MAX_MESSAGE } }}
            {...fieldProps(form, 'message')}
          />
        </>
      )}
    </FormDialog>
  );
}
