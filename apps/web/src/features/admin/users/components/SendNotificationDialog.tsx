import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { UI_TIMING, userNotificationSchema } from '@careclass/shared';
import { FormDialog, fieldProps } from '../../../../components/FormDialog.tsx';
import { useToast } from '../../../../lib/toast.ts';
import { useSendUserNotification } from '../api/send-user-notification.ts';
import { isBlank } from '../lib/checks.ts';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../../i18n/messages.ts';
import { useErrorText } from '../../lib/i18n.ts';
import type { AdminUser } from '../types.ts';

const MAX_TITLE = 200;
const MAX_MESSAGE = 5000;

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
  const { t } = useTranslation('adminUsers');
  const errorText = useErrorText();
  const messageText = useMessageText();
  const defaultTitle = t('notify.defaultTitle');
  const toast = useToast();
  const send = useSendUserNotification();

  return (
    <FormDialog
      title={t('notify.title')}
      schema={userNotificationSchema}
      defaultValues={{ title: '', message: '' }}
      submitLabel={t('notify.submit')}
      mode="onTouched"
      submitDisabled={(form) => isBlank(form.watch('message'))}
      focusInvalid={false}
      bannerMs={UI_TIMING.errorBannerMs}
      failureOf={(error) => errorText(error, t('errors.sendNotification'))}
      intro={
        <DialogContentText sx={{ mb: 2 }}>
          {t('notify.intro', { name: user.name, email: user.email })}
        </DialogContentText>
      }
      onSubmit={async ({ title, message }) => {
        const sent = await send.mutateAsync({ id: user.id, title: title || undefined, message });
        toast.success(messageText(sent));
        onClose();
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField
            label={t('notify.titleLabel')}
            placeholder={defaultTitle}
            helperText={t('notify.titleHelp', { defaultTitle })}
            slotProps={{ htmlInput: { maxLength: MAX_TITLE }, inputLabel: { shrink: true } }}
            {...fieldProps(form, 'title')}
          />
          <TextField
            label={t('notify.message')}
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
