import { useState } from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined';
import { LIMITS, type UserDeleted } from '@careclass/shared';
import type { TFunction } from 'i18next';
import { useMessageText } from '../../../i18n/messages.ts';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { Trans, useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { SearchField } from '../components/SearchField.tsx';
import { Pager, useServerPages } from '../components/PagedRows.tsx';
import { TableSkeleton } from '../components/LoadingStates.tsx';
import {
  ResponsiveTable,
  RowMenuButton,
  type Column,
  type ListLayout,
} from '../components/ResponsiveTable.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { EmptyState, ErrorState } from '../components/StateViews.tsx';
import { useErrorText } from '../lib/i18n.ts';
import { useAdminFormat, type AdminFormat } from '../lib/use-admin-format.ts';
import { useDeleteUser } from './api/delete-user.ts';
import { useUsers } from './api/search-users.ts';
import { ChangeRoleDialog } from './components/ChangeRoleDialog.tsx';
import { ChangeStatusDialog } from './components/ChangeStatusDialog.tsx';
import { EnrollmentHistoryDialog } from './components/EnrollmentHistoryDialog.tsx';
import { ResetPasswordDialog } from './components/ResetPasswordDialog.tsx';
import { SendNotificationDialog } from './components/SendNotificationDialog.tsx';
import { EmailVerifiedChip, RoleChip, UserStatusChip } from './components/UserChips.tsx';
import { UserProfileDialog } from './components/UserProfileDialog.tsx';
import { useDebounced } from './lib/use-debounced.ts';
import type { AdminUser, UserFilters } from './types.ts';

const SEARCH_DELAY_MS = 300;

/** The role filter (specification 000, 2.5): "Users" are students (roles user and student). */
const ROLE_FILTERS = [
  { value: '', label: 'allRoles' },
  { value: 'user', label: 'users' },
  { value: 'instructor', label: 'instructors' },
  { value: 'admin', label: 'admins' },
] as const satisfies readonly { value: '' | NonNullable<UserFilters['role']>; label: string }[];

type DialogKind = 'profile' | 'notify' | 'enrollments' | 'role' | 'status' | 'password' | 'delete';
interface OpenDialog {
  kind: DialogKind;
  user: AdminUser;
}

/** The row menu; each action's name is `actions.{kind}` of the catalogue. */
const ACTIONS: { kind: DialogKind; Icon: typeof PersonOutlined }[] = [
  { kind: 'profile', Icon: PersonOutlined },
  { kind: 'notify', Icon: SendOutlined },
  { kind: 'enrollments', Icon: ListAltOutlined },
  { kind: 'role', Icon: BadgeOutlined },
  { kind: 'status', Icon: ToggleOnOutlined },
  { kind: 'password', Icon: LockResetOutlined },
  { kind: 'delete', Icon: DeleteOutlined },
];

/** /admin/users: find users, look at them and act on their account. */
export function UsersSection() {
  const { t } = useTranslation('adminUsers');
  const f = useAdminFormat();
  const title = t('title');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<(typeof ROLE_FILTERS)[number]['value']>('');
  const pages = useServerPages(LIMITS.userPageSizeDefault);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const searchTerm = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const { user: me } = useAuth();

  const filters: UserFilters = {
    ...pages.query,
    ...(searchTerm ? { searchTerm } : {}),
    ...(role ? { role } : {}),
  };
  const list = useUsers(filters);
  const close = () => setDialog(null);
  pages.keepWithin(list.data?.pagination.total, list.isPlaceholderData);
  const filtered = Boolean(searchTerm || role);

  return (
    <>
      <PageTitle title={title} />
      <SectionHeader title={title} subtitle={t('subtitle')} />

      <FilterBar
        label={t('filters.label')}
        columns={{ xs: '1fr', sm: '2fr 1fr' }}
        sx={{ maxWidth: 720 }}
      >
        <SearchField
          label={t('filters.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            pages.setPage(0);
          }}
          placeholder={t('filters.searchPlaceholder')}
        />
        <TextField
          select
          label={t('filters.role')}
          value={role}
          onChange={(e) => {
            setRole(e.target.value as typeof role);
            pages.setPage(0);
          }}
          margin="none"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {ROLE_FILTERS.map((r) => (
            <option key={r.value} value={r.value}>
              {t(`filters.${r.label}`)}
            </option>
          ))}
        </TextField>
      </FilterBar>

      {list.isPending ? (
        <TableSkeleton label={t('list.loading')} />
      ) : list.isError ? (
        <ErrorState
          error={list.error}
          fallback={t('errors.fetchUsers')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.users.length === 0 ? (
        <EmptyState title={t('list.empty')}>
          {filtered && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t('list.emptyHint')}
            </Typography>
          )}
        </EmptyState>
      ) : (
        <>
          <ResponsiveTable
            label={t('list.label')}
            minWidth={900}
            rows={list.data.users}
            rowKey={(u) => u.id}
            columns={userColumns(me ? Number(me.id) : null, t, f)}
            bodySx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
            actions={{
              render: (u, layout) => (
                <RowActions
                  user={u}
                  layout={layout}
                  onOpen={(kind) => setDialog({ kind, user: u })}
                />
              ),
            }}
          />
          <Pager
            {...pages}
            count={Math.min(list.data.pagination.total, LIMITS.listDepthMax)}
            sizes={LIMITS.userPageSizes}
          />
        </>
      )}

      {dialog?.kind === 'profile' && <UserProfileDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'notify' && <SendNotificationDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'enrollments' && (
        <EnrollmentHistoryDialog user={dialog.user} onClose={close} />
      )}
      {dialog?.kind === 'role' && <ChangeRoleDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'status' && <ChangeStatusDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'password' && <ResetPasswordDialog user={dialog.user} onClose={close} />}
      <DeleteUserDialog user={dialog?.kind === 'delete' ? dialog.user : null} onClose={close} />
    </>
  );
}

/** The table's columns; the signed-in admin's own row says "(you)". */
function userColumns(
  myId: number | null,
  t: TFunction<'adminUsers'>,
  f: AdminFormat,
): Column<AdminUser>[] {
  return [
    {
      header: t('columns.user'),
      card: 'title',
      cell: (u) => (
        <>
          <Box sx={{ fontWeight: 600 }}>
            {u.name}
            {myId === u.id && (
              <Typography component="span" color="text.secondary" sx={{ ml: 0.5 }}>
                {t('list.you')}
              </Typography>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {u.email}
          </Typography>
        </>
      ),
    },
    { header: t('columns.role'), cell: (u) => <RoleChip role={u.role} /> },
    { header: t('columns.status'), cell: (u) => <UserStatusChip status={u.status} /> },
    { header: t('columns.email'), cell: (u) => <EmailVerifiedChip verified={u.email_verified} /> },
    {
      header: t('columns.created'),
      cell: (u) => f.instantDay(u.created_at),
      cellSx: { whiteSpace: 'nowrap' },
    },
    {
      header: t('columns.updated'),
      cell: (u) => f.instant(u.updated_at),
      cellSx: { whiteSpace: 'nowrap' },
    },
  ];
}

function RowActions({
  user,
  layout,
  onOpen,
}: {
  user: AdminUser;
  layout: ListLayout;
  onOpen: (kind: DialogKind) => void;
}) {
  const { t } = useTranslation('adminUsers');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <RowMenuButton name={user.name} layout={layout} open={Boolean(anchor)} onOpen={setAnchor} />
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ACTIONS.map(({ kind, Icon }) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              onOpen(kind);
            }}
            sx={kind === 'delete' ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon>
              <Icon fontSize="small" color={kind === 'delete' ? 'error' : undefined} />
            </ListItemIcon>
            {t(`actions.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('adminUsers');
  const errorText = useErrorText();
  const messageText = useMessageText();
  /** What happened to the account, for the toast (docs/decisions/0012). */
  const deletionText = ({ message, mode }: UserDeleted) =>
    mode === 'anonymised'
      ? t('delete.anonymised', { message: messageText(message) })
      : t('delete.removed', { message: messageText(message) });
  const toast = useToast();
  const remove = useDeleteUser();
  const confirm = async () => {
    if (!user) return;
    try {
      toast.success(deletionText(await remove.mutateAsync(user.id)));
      onClose();
    } catch (error) {
      toast.error(errorText(error, t('errors.deleteUser')));
    }
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      danger
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {user && (
        <Trans
          t={t}
          i18nKey="delete.body"
          values={{ name: user.name, email: user.email }}
          components={[<strong key="name" />]}
        />
      )}
    </ConfirmDialog>
  );
}
