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
import { useUserEnrollments } from '../api/get-user-enrollments.ts';
import { USERS_MSG } from '../messages.ts';
import type { AdminUser } from '../types.ts';
import { EnrollmentTable } from '../../components/EnrollmentTable.tsx';

type Which = 'active' | 'historical';

/** View Enrollments: the user's active and historical enrolments, in two tabs. */
export function EnrollmentHistoryDialog({
  user,
  onClose,
}: {
  user: AdminUser;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<Which>('active');
  const query = useUserEnrollments(user.id);
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
      <DialogTitle id={titleId}>Enrollment History: {user.name}</DialogTitle>
      <DialogContent dividers>
        <Tabs
          value={tab}
          onChange={(_e, v: Which) => setTab(v)}
          aria-label="Enrollment lists"
          variant="scrollable"
          allowScrollButtonsMobile
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
              fallback={USERS_MSG.fetchEnrollments}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : rows.length === 0 ? (
            <EmptyState
              title={tab === 'active' ? 'No active enrollments' : 'No historical enrollments'}
            />
          ) : (
            <EnrollmentTable
              subject="class"
              rows={rows}
              historical={tab === 'historical'}
              label={`${tab === 'active' ? 'Active' : 'Historical'} enrollments of ${user.name}`}
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
