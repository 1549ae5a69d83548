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
import type { UseQueryResult } from '@tanstack/react-query';
import type { Enrollment } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { EnrollmentTable } from './EnrollmentTable.tsx';
import { TableSkeleton } from './LoadingStates.tsx';
import { EmptyState, ErrorState } from './StateViews.tsx';

type Which = 'active' | 'historical';

export interface EnrollmentLists {
  active: Enrollment[];
  historical: Enrollment[];
}

/**
 * A dialog with the active and historical enrolments of one class or one user, in two tabs, with
 * loading, error (Retry) and empty states. The callers say whose lists they are and which query
 * loads them.
 */
export function EnrollmentListsDialog({
  title,
  owner,
  subject,
  query,
  errorFallback,
  onClose,
}: {
  title: string;
  /** Whose enrolments: names the tables ("Active enrollments of {owner}"). */
  owner: string;
  /** What the first column shows: the student (a class's lists) or the class (a user's). */
  subject: 'student' | 'class';
  query: UseQueryResult<EnrollmentLists>;
  errorFallback: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<Which>('active');
  const rows = query.data?.[tab] ?? [];
  const tabLabel = (which: Which) => {
    if (!query.data) return t(`enrollmentLists.${which}`);
    const count = query.data[which].length;
    return which === 'active'
      ? t('enrollmentLists.activeCount', { count })
      : t('enrollmentLists.historicalCount', { count });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Tabs
          value={tab}
          onChange={(_e, v: Which) => setTab(v)}
          aria-label={t('enrollmentLists.tabs')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
        >
          <Tab
            value="active"
            id={`${tabsId}-active`}
            aria-controls={`${tabsId}-panel`}
            label={tabLabel('active')}
          />
          <Tab
            value="historical"
            id={`${tabsId}-historical`}
            aria-controls={`${tabsId}-panel`}
            label={tabLabel('historical')}
          />
        </Tabs>
        <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
          {query.isPending ? (
            <TableSkeleton rows={3} label={t('enrollmentLists.loading')} />
          ) : query.isError ? (
            <ErrorState
              error={query.error}
              fallback={errorFallback}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : rows.length === 0 ? (
            <EmptyState
              title={
                tab === 'active' ? t('enrollmentLists.noActive') : t('enrollmentLists.noHistorical')
              }
            />
          ) : (
            <EnrollmentTable
              subject={subject}
              rows={rows}
              historical={tab === 'historical'}
              label={
                tab === 'active'
                  ? t('enrollmentLists.activeOf', { owner })
                  : t('enrollmentLists.historicalOf', { owner })
              }
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
