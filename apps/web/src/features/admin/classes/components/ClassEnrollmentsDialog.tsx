import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { TableSkeleton } from '../../components/LoadingStates.tsx';
import { EmptyState, ErrorState } from '../../components/StateViews.tsx';
import { ADMIN_MSG } from '../../messages.ts';
import type { AdminClass } from '../../types.ts';
import { useClassEnrollments } from '../api/get-class-enrollments.ts';
import { EnrollmentTable } from '../../components/EnrollmentTable.tsx';

/** View All Enrollments: the class's active and historical enrolments, in two tabs. */
export function ClassEnrollmentsDialog({ cls, onClose }: { cls: AdminClass; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<'active' | 'historical'>('active');
  const query = useClassEnrollments(cls.id);
  const rows = query.data?.[tab] ?? [];

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>All enrollments: {cls.title}</DialogTitle>
      <DialogContent dividers>
        <Tabs
          value={tab}
          onChange={(_e, v: 'active' | 'historical') => setTab(v)}
          aria-label="Enrollment lists"
          sx={{ mb: 2 }}
        >
          <Tab
            value="active"
            id={`${tabsId}-active`}
            aria-controls={`${tabsId}-panel`}
            label={`Active${query.data ? ` (${query.data.active.length})` : ''}`}
          />
          <Tab
            value="historical"
            id={`${tabsId}-historical`}
            aria-controls={`${tabsId}-panel`}
            label={`Historical${query.data ? ` (${query.data.historical.length})` : ''}`}
          />
        </Tabs>
        <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
          {query.isPending ? (
            <TableSkeleton rows={3} label="Loading enrollments" />
          ) : query.isError ? (
            <ErrorState
              error={query.error}
              fallback={ADMIN_MSG.fetchAllEnrollments}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : rows.length === 0 ? (
            <EmptyState
              title={tab === 'active' ? 'No active enrollments' : 'No historical enrollments'}
            />
          ) : (
            <EnrollmentTable
              subject="student"
              rows={rows}
              historical={tab === 'historical'}
              label={`${tab === 'historical' ? 'Historical' : 'Active'} enrollments of ${cls.title}`}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
