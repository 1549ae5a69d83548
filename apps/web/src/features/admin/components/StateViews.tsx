import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/i18n.ts';

/** A load failure: the spec's message (or the server's) and a Retry button. Stays until retried. */
export function ErrorState({
  error,
  fallback,
  title,
  onRetry,
  retrying = false,
}: {
  error: unknown;
  fallback: string;
  /** The screen's own text above the call's (`fallback` is then the call's text). */
  title?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {t('common.retry')}
        </Button>
      }
      sx={{ mb: 2, alignItems: 'center' }}
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {errorText(error, fallback)}
    </Alert>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
      <InboxOutlined color="action" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
