import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useErrorText } from '../../lib/i18n.ts';

/** A titled panel of the dashboard (a landmark-free section named by its h2). */
export function Panel({
  title,
  action,
  children,
}: {
  title: string;
  /** Shown right of the title (the metric selector). */
  action?: ReactNode;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children(headingId)}
    </Paper>
  );
}

/**
 * What a panel shows of one call: a placeholder while it first loads, the call's failure text
 * (the server's own text when it has one), the empty text, or the data.
 */
export function QueryView<T>({
  query,
  failure,
  emptyText,
  isEmpty,
  loadingLabel,
  height = 240,
  children,
}: {
  query: UseQueryResult<T>;
  failure: string;
  emptyText: string;
  isEmpty: (data: T) => boolean;
  loadingLabel: string;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  const errorText = useErrorText();
  if (query.isPending) {
    return <Skeleton variant="rounded" height={height} role="status" aria-label={loadingLabel} />;
  }
  if (query.isError) {
    return (
      <Alert severity="error" variant="outlined">
        {errorText(query.error, failure)}
      </Alert>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return <>{children(query.data)}</>;
}
