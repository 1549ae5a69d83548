import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

interface SpinnerProps {
  /** Read by screen readers; shown under the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  /** Fill the viewport (the app's first authentication check). */
  fullScreen?: boolean;
}

export function Spinner({
  label = 'Loading',
  showLabel = false,
  fullScreen = false,
}: SpinnerProps) {
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
      <CircularProgress aria-label={label} />
      {showLabel && <Typography color="text.secondary">{label}</Typography>}
    </Box>
  );
}
