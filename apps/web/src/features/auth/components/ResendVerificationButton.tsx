import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MSG } from '@careclass/shared';
import { errorMessage } from '../../../lib/api-client.ts';
import { useResendVerification } from '../api/verify-email.ts';

/** "Resend verification e-mail" for the signed-in user, with the server's answer below it. */
export function ResendVerificationButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const resend = useResendVerification();
  return (
    <Box>
      <Button
        variant="outlined"
        fullWidth={fullWidth}
        loading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        Resend verification e-mail
      </Button>
      <Box role="status" sx={{ mt: resend.isIdle || resend.isPending ? 0 : 1 }}>
        {resend.isSuccess && <Alert severity="success">{resend.data}</Alert>}
        {resend.isError && (
          <Alert severity="error">{errorMessage(resend.error, MSG.somethingWentWrong)}</Alert>
        )}
      </Box>
    </Box>
  );
}
