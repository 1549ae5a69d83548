import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MSG } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { useErrorText, useMessageText } from '../../../i18n/messages.ts';
import { useResendVerification } from '../api/verify-email.ts';

/** "Resend verification e-mail" for the signed-in user, with the server's answer below it. */
export function ResendVerificationButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const resend = useResendVerification();
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const messageText = useMessageText();
  return (
    <Box>
      <Button
        variant="outlined"
        fullWidth={fullWidth}
        loading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {t('verifyEmail.resend')}
      </Button>
      <Box role="status" sx={{ mt: resend.isIdle || resend.isPending ? 0 : 1 }}>
        {resend.isSuccess && <Alert severity="success">{messageText(resend.data)}</Alert>}
        {resend.isError && (
          <Alert severity="error">{errorText(resend.error, MSG.somethingWentWrong)}</Alert>
        )}
      </Box>
    </Box>
  );
}
