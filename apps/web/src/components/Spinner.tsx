import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  /** Read by screen readers; shown under the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  /** Fill the viewport (the app's first authentication check). */
  fullScreen?: boolean;
}

export function Spinner({ label, showLabel = false, fullScreen = false }: SpinnerProps) {
  const { t } = useTranslation();
  const text = label ?? t('loading');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        minHeight: fullScreen ? '100vh' : 240,
      }}
    >
      <CircularProgress aria-label={text} />
      {showLabel && <Typography color="text.secondary">{text}</Typography>}
    </Box>
  );
}
