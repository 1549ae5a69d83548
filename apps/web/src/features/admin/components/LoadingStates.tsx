import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** While a section's code loads: a heading bar and a table-shaped block. */
export function SectionSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <Box role="status" aria-label={t('layout.loadingSection')}>
      <Skeleton variant="text" width="40%" height={56} sx={{ mb: 2 }} />
      <TableSkeleton />
    </Box>
  );
}

/** Placeholder rows while a table's data loads. */
export function TableSkeleton({ rows = 5, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="status" aria-label={label ?? t('common.loading')}>
      <Skeleton variant="rounded" height={32} sx={{ mb: 1.5 }} />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={44} sx={{ mb: 1 }} />
      ))}
    </Paper>
  );
}

/** Placeholder stat cards. */
export function StatCardsSkeleton({ count }: { count: number }) {
  const { t } = useTranslation('admin');
  return (
    <Box
      role="status"
      aria-label={t('common.loadingStatistics')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${count}, 1fr)` },
        mb: 3,
      }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={96} />
      ))}
    </Box>
  );
}
