import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { LIMITS } from '@careclass/shared';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { paths } from '../../../lib/paths.ts';
import { DeleteDialog } from '../components/DeleteDialog.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { SearchField } from '../components/SearchField.tsx';
import { TableSkeleton } from '../components/LoadingStates.tsx';
import { Pager, useServerPages } from '../components/PagedRows.tsx';
import {
  ResponsiveTable,
  RowMenuButton,
  type Column,
  type ListLayout,
} from '../components/ResponsiveTable.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { EmptyState, ErrorState } from '../components/StateViews.tsx';
import { StatusChip } from '../components/StatusChip.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { useDebounced } from '../users/lib/use-debounced.ts';
import type { AdminClass, Instructor } from '../types.ts';
import { useDeleteClass } from './api/delete-class.ts';
import { useAdminClasses } from './api/get-admin-classes.ts';
import { ClassEnrollmentsDialog } from './components/ClassEnrollmentsDialog.tsx';
import { ClassFormDialog } from './components/ClassFormDialog.tsx';
import { ClassStatusDialog } from './components/ClassStatusDialog.tsx';
import { SessionsDialog } from './components/SessionsDialog.tsx';
import { ClassStudentsView } from './ClassStudentsView.tsx';
import { useClassText } from './lib/class-text.ts';

const SEARCH_DELAY_MS = 300;
/** The server answers at most 25 classes a page, each with all its sessions (decision 0043). */
const CLASS_PAGE_SIZES = [10, LIMITS.classPageSize[1]] as const;

type OpenDialog =
  | { kind: 'form'; classId: number | null }
  | { kind: 'sessions' | 'status' | 'enrollments' | 'delete'; cls: AdminClass };

/**
 * /admin/classes: the class table with its row actions and dialogs; /admin/classes/{id}/students
 * is Students per class.
 */
export function ClassesSection() {
  const rest = useParams()['*'] ?? '';
  if (rest === '') return <ClassList />;
  const match = /^(\d+)\/students\/?$/.exec(rest);
  if (match) return <ClassStudentsView classId={Number(match[1])} />;
  return <Navigate to={paths.adminSection('classes')} replace />;
}

function ClassList() {
  const { t } = useTranslation('adminClasses');
  const TITLE = t('list.title');
  const [search, setSearch] = useState('');
  const searched = useDebounced(search.trim(), SEARCH_DELAY_MS);
  // The server pages the list (docs/decisions/0043); a new search starts at the first page.
  const pages = useServerPages(CLASS_PAGE_SIZES[1]);
  const { setPage, keepWithin } = pages;
  useEffect(() => setPage(0), [searched, setPage]);
  const classes = useAdminClasses({ ...(searched ? { search: searched } : {}), ...pages.query });
  const total = classes.data?.pagination.total;
  // A page emptied by a deletion (or past a shorter result) falls back to the last page with rows.
  useEffect(
    () => keepWithin(total, classes.isPlaceholderData),
    [keepWithin, total, classes.isPlaceholderData],
  );
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  // Offered in the form when GET /admin/instructors cannot be loaded: those of the page shown.
  const knownInstructors = useMemo<Instructor[]>(() => {
    const map = new Map<number, string>();
    for (const c of classes.data?.classes ?? []) {
      if (c.instructor_id && c.instructor_name) map.set(c.instructor_id, c.instructor_name);
    }
    return [...map].map(([id, name]) => ({ id, name }));
  }, [classes.data]);

  return (
    <>
      <PageTitle title={TITLE} />
      <SectionHeader
        title={TITLE}
        subtitle={t('list.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'form', classId: null })}
          >
            {t('list.add')}
          </Button>
        }
      />
      <FilterBar label={t('list.filters.label')} columns={{ xs: '1fr' }} sx={{ maxWidth: 480 }}>
        <SearchField
          label={t('list.filters.search')}
          value={search}
          onChange={setSearch}
          placeholder={t('list.filters.searchPlaceholder')}
        />
      </FilterBar>
      {classes.isPending ? (
        <TableSkeleton label={t('list.loading')} />
      ) : classes.isError ? (
        <ErrorState
          error={classes.error}
          fallback={t('errors.fetchClasses')}
          onRetry={() => void classes.refetch()}
          retrying={classes.isFetching}
        />
      ) : classes.data.pagination.total === 0 && searched ? (
        <EmptyState title={t('list.noMatch')} />
      ) : classes.data.pagination.total === 0 ? (
        <EmptyState title={t('list.empty')}>
          <Button
            sx={{ mt: 2 }}
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'form', classId: null })}
          >
            {t('list.addFirst')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <ClassTable classes={classes.data.classes} onOpen={setDialog} />
          <Pager
            {...pages}
            count={Math.min(classes.data.pagination.total, LIMITS.listDepthMax)}
            sizes={CLASS_PAGE_SIZES}
          />
        </>
      )}

      {dialog?.kind === 'form' && (
        <ClassFormDialog
          classId={dialog.classId}
          knownInstructors={knownInstructors}
          onClose={close}
        />
      )}
      {dialog?.kind === 'sessions' && <SessionsDialog cls={dialog.cls} onClose={close} />}
      {dialog?.kind === 'status' && <ClassStatusDialog cls={dialog.cls} onClose={close} />}
      {dialog?.kind === 'enrollments' && (
        <ClassEnrollmentsDialog cls={dialog.cls} onClose={close} />
      )}
      <DeleteClassDialog cls={dialog?.kind === 'delete' ? dialog.cls : null} onClose={close} />
    </>
  );
}

function ClassTable({
  classes,
  onOpen,
}: {
  classes: AdminClass[];
  onOpen: (dialog: OpenDialog) => void;
}) {
  const { t } = useTranslation('adminClasses');
  const format = useFormat();
  const columns: Column<AdminClass>[] = [
    {
      header: t('list.columns.class'),
      card: 'title',
      cell: (c) => (
        <>
          <Box sx={{ fontWeight: 600, mb: 0.5 }}>{c.title}</Box>
          <StatusChip kind="class" status={c.status} />
        </>
      ),
    },
    { header: t('list.columns.instructor'), cell: (c) => c.instructor_name ?? '—' },
    { header: t('list.columns.price'), align: 'right', cell: (c) => format.money(c.price) },
    {
      header: t('list.columns.sessions'),
      align: 'right',
      cell: (c, layout) => {
        const active = c.sessions.filter((s) => s.session_type !== 'historical').length;
        return (
          <Button
            size="small"
            onClick={() => onOpen({ kind: 'sessions', cls: c })}
            aria-label={t('list.viewSessions', { count: active, title: c.title })}
            // On a card the count sits at the start of its value, like the other values.
            sx={layout === 'cards' ? { minWidth: 0, px: 1, ml: -1 } : undefined}
          >
            {active}
          </Button>
        );
      },
    },
    { header: t('list.columns.students'), align: 'right', cell: (c) => c.student_count },
  ];
  return (
    <ResponsiveTable
      label={t('list.tableLabel')}
      minWidth={760}
      rows={classes}
      rowKey={(c) => c.id}
      columns={columns}
      actions={{ render: (c, layout) => <RowActions cls={c} layout={layout} onOpen={onOpen} /> }}
    />
  );
}

function RowActions({
  cls,
  layout,
  onOpen,
}: {
  cls: AdminClass;
  layout: ListLayout;
  onOpen: (dialog: OpenDialog) => void;
}) {
  const { t } = useTranslation('adminClasses');
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <RowMenuButton name={cls.title} layout={layout} open={Boolean(anchor)} onOpen={setAnchor} />
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick(() => onOpen({ kind: 'form', classId: cls.id }))}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          {t('list.menu.edit')}
        </MenuItem>
        <MenuItem onClick={pick(() => onOpen({ kind: 'sessions', cls }))}>
          <ListItemIcon>
            <EventNoteOutlined fontSize="small" />
          </ListItemIcon>
          {t('list.menu.sessions')}
        </MenuItem>
        <MenuItem onClick={pick(() => onOpen({ kind: 'status', cls }))}>
          <ListItemIcon>
            <FlagOutlined fontSize="small" />
          </ListItemIcon>
          {t('list.menu.status')}
        </MenuItem>
        <MenuItem onClick={pick(() => onOpen({ kind: 'enrollments', cls }))}>
          <ListItemIcon>
            <ListAltOutlined fontSize="small" />
          </ListItemIcon>
          {t('list.menu.enrollments')}
        </MenuItem>
        <MenuItem onClick={pick(() => void navigate(paths.adminClassStudents(cls.id)))}>
          <ListItemIcon>
            <GroupsOutlined fontSize="small" />
          </ListItemIcon>
          {t('list.menu.students')}
        </MenuItem>
        <MenuItem
          onClick={pick(() => onOpen({ kind: 'delete', cls }))}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon>
            <DeleteOutlined fontSize="small" color="error" />
          </ListItemIcon>
          {t('list.menu.delete')}
        </MenuItem>
      </Menu>
    </>
  );
}

function DeleteClassDialog({ cls, onClose }: { cls: AdminClass | null; onClose: () => void }) {
  const { t } = useTranslation('adminClasses');
  const text = useClassText();
  const remove = useDeleteClass();
  return (
    <DeleteDialog
      item={cls}
      title={t('list.delete.title')}
      confirmLabel={t('list.delete.confirm')}
      failure={t('errors.deleteClass')}
      busy={remove.isPending}
      onDelete={async (c) => text(await remove.mutateAsync(c.id))}
      onClose={onClose}
    >
      {(c) => (
        <>
          <Trans
            t={t}
            i18nKey="list.delete.willBeDeleted"
            values={{ title: c.title }}
            components={[<strong key="title" />]}
          />{' '}
          {c.total_enrollments > 0
            ? t('list.delete.withEnrollments')
            : t('list.delete.withoutEnrollments')}
        </>
      )}
    </DeleteDialog>
  );
}
