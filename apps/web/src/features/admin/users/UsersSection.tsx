import { useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
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
import SearchIcon from '@mui/icons-material/Search';
import SendOutlined from '@mui/icons-material/SendOutlined';
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined';
import { LIMITS, type UserDeleted } from '@careclass/shared';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
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
import { formatInstant, formatInstantDay } from '../lib/format.ts';
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
import { USERS_MSG } from './messages.ts';
import type { AdminUser, UserFilters } from './types.ts';

const TITLE = 'User Management';
const SEARCH_DELAY_MS = 300;

/** The role filter (specification 000, 2.5): "Users" are students (roles user and student). */
const ROLE_FILTERS: { value: '' | NonNullable<UserFilters['role']>; label: string }[] = [
  { value: '', label: 'All Roles' },
  { value: 'user', label: 'Users' },
  { value: 'instructor', label: 'Instructors' },
  { value: 'admin', label: 'Admins' },
];

type DialogKind = 'profile' | 'notify' | 'enrollments' | 'role' | 'status' | 'password' | 'delete';
interface OpenDialog {
  kind: DialogKind;
  user: AdminUser;
}

const ACTIONS: { kind: DialogKind; label: string; Icon: typeof PersonOutlined }[] = [
  { kind: 'profile', label: 'View Profile', Icon: PersonOutlined },
  { kind: 'notify', label: 'Send Notification', Icon: SendOutlined },
  { kind: 'enrollments', label: 'View Enrollments', Icon: ListAltOutlined },
  { kind: 'role', label: 'Change Role', Icon: BadgeOutlined },
  { kind: 'status', label: 'Change Status', Icon: ToggleOnOutlined },
  { kind: 'password', label: 'Reset Password', Icon: LockResetOutlined },
  { kind: 'delete', label: 'Delete User', Icon: DeleteOutlined },
];

/** /admin/users: find users, look at them and act on their account. */
export function UsersSection() {
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
      <PageTitle title={TITLE} />
      <SectionHeader
        title={TITLE}
        subtitle="Students, instructors and administrators: their profile, role, status and password."
      />

      <FilterBar label="Find users" columns={{ xs: '1fr', sm: '2fr 1fr' }} sx={{ maxWidth: 720 }}>
        <TextField
          label="Search users"
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            pages.setPage(0);
          }}
          placeholder="Name or email"
          margin="none"
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Role"
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
              {r.label}
            </option>
          ))}
        </TextField>
      </FilterBar>

      {list.isPending ? (
        <TableSkeleton label="Loading users" />
      ) : list.isError ? (
        <ErrorState
          error={list.error}
          fallback={USERS_MSG.fetchUsers}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.users.length === 0 ? (
        <EmptyState title={USERS_MSG.noUsers}>
          {filtered && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              Try another name, email or role.
            </Typography>
          )}
        </EmptyState>
      ) : (
        <>
          <ResponsiveTable
            label="Users"
            minWidth={900}
            rows={list.data.users}
            rowKey={(u) => u.id}
            columns={userColumns(me ? Number(me.id) : null)}
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
function userColumns(myId: number | null): Column<AdminUser>[] {
  return [
    {
      header: 'User',
      card: 'title',
      cell: (u) => (
        <>
          <Box sx={{ fontWeight: 600 }}>
            {u.name}
            {myId === u.id && (
              <Typography component="span" color="text.secondary" sx={{ ml: 0.5 }}>
                (you)
              </Typography>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {u.email}
          </Typography>
        </>
      ),
    },
    { header: 'Role', cell: (u) => <RoleChip role={u.role} /> },
    { header: 'Status', cell: (u) => <UserStatusChip status={u.status} /> },
    { header: 'Email', cell: (u) => <EmailVerifiedChip verified={u.email_verified} /> },
    {
      header: 'Created',
      cell: (u) => formatInstantDay(u.created_at),
      cellSx: { whiteSpace: 'nowrap' },
    },
    {
      header: 'Last Updated',
      cell: (u) => formatInstant(u.updated_at),
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <RowMenuButton name={user.name} layout={layout} open={Boolean(anchor)} onOpen={setAnchor} />
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ACTIONS.map(({ kind, label, Icon }) => (
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
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** What happened to the account, for the toast (docs/decisions/0012). */
function deletionText({ message, mode }: UserDeleted): string {
  return mode === 'anonymised'
    ? `${message}. The account had records, so it was anonymised: its enrollments, payments and certificates are kept without the person's details.`
    : `${message}. The account had no records and was removed completely.`;
}

function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const toast = useToast();
  const remove = useDeleteUser();
  const confirm = async () => {
    if (!user) return;
    try {
      toast.success(deletionText(await remove.mutateAsync(user.id)));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, USERS_MSG.deleteUser));
    }
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title="Delete this user?"
      confirmLabel="Delete User"
      danger
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {user && (
        <>
          <strong>{user.name}</strong> ({user.email}) will be deleted. This cannot be undone. An
          account with enrollments, payments or certificates is anonymised instead: those records
          stay, without the person&apos;s name and contact details. Open waitlist places are
          released.
        </>
      )}
    </ConfirmDialog>
  );
}
