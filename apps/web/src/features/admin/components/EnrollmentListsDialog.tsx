import { useId, useState, type ReactNode } from 'react';
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
import type { Enrollment } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { EnrollmentTable } from './EnrollmentTable.tsx';
import { TableSkeleton } from './LoadingStates.tsx';
import { EmptyState, ErrorState } from './StateViews.tsx';

export type Which = 'active' | 'historical';

export interface EnrollmentLists {
  active: Enrollment[];
  historical: Enrollment[];
}

/** What one tab shows: its rows (of the page shown), how many there are, its loading state. */
export interface EnrollmentListState {
  /** Undefined until first loaded. */
  rows: Enrollment[] | undefined;
  /** Every row of the list (all pages); undefined until known. */
  total: number | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
  /** The pager under a list the server pages. */
  pager?: ReactNode;
}

/** Both tabs of a query that loads the two lists whole (a user's enrolments). */
export function wholeLists(query: {
  data: EnrollmentLists | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}): Record<Which, EnrollmentListState> {
  const tab = (which: Which): EnrollmentListState => ({
    rows: query.data?.[which],
    total: query.data?.[which].length,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
    refetch: query.refetch,
  });
  return { active: tab('active'), historical: tab('historical') };
}

/**
 * A dialog with the active and historical enrolments of one class or one user, in two tabs, with
 * loading, error (Retry) and empty states. The callers say whose lists they are and give each
 * tab's state: from one query of both lists (`wholeLists`), or a paged query per tab with its
 * pager.
 */
export function EnrollmentListsDialog({
  title,
  owner,
  subject,
  lists,
  errorFallback,
  onClose,
}: {
  title: string;
  /** Whose enrolments: names the tables ("Active enrollments of {owner}"). */
  owner: string;
  /** What the first column shows: the student (a class's lists) or the class (a user's). */
  subject: 'student' | 'class';
  lists: Record<Which, EnrollmentListState>;
  errorFallback: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<Which>('active');
  const list = lists[tab];
  const rows = list.rows ?? [];
  const tabLabel = (which: Which) => {
    const count = lists[which].total;
    if (count === undefined) return t(`enrollmentLists.${which}`);
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
          {list.isPending ? (
            <TableSkeleton rows={3} label={t('enrollmentLists.loading')} />
          ) : list.isError && list.rows === undefined ? (
            <ErrorState
              error={list.error}
              fallback={errorFallback}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : rows.length === 0 ? (
            <EmptyState
              title={
                tab === 'active' ? t('enrollmentLists.noActive') : t('enrollmentLists.noHistorical')
              }
            />
          ) : (
            <>
              {list.isError && (
                <ErrorState
                  error={list.error}
                  fallback={errorFallback}
                  onRetry={() => void list.refetch()}
                  retrying={list.isFetching}
                />
              )}
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
              {list.pager}
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
