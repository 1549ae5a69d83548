import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';

/** While a section's code loads: a heading bar and a table-shaped block. */
export function SectionSkeleton() {
  return (
    <Box role="status" aria-label="Loading section">
      <Skeleton variant="text" width="40%" height={56} sx={{ mb: 2 }} />
      <TableSkeleton />
    </Box>
  );
}

/** Placeholder rows while a table's data loads. */
export function TableSkeleton({ rows = 5, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="status" aria-label={label}>
      <Skeleton variant="rounded" height={32} sx={{ mb: 1.5 }} />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={44} sx={{ mb: 1 }} />
      ))}
    </Paper>
  );
}

/** Placeholder stat cards. */
export function StatCardsSkeleton({ count }: { count: number }) {
  return (
    <Box
      role="status"
      aria-label="Loading statistics"
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
