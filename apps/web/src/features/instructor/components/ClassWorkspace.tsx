import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { paths } from '../../../lib/paths.ts';
import { TableSkeleton } from '../../admin/components/LoadingStates.tsx';
import { ErrorState } from '../../admin/components/StateViews.tsx';
import { StatusChip } from '../../admin/components/StatusChip.tsx';
import { SendNotificationDialog } from '../../admin/notifications/components/SendNotificationDialog.tsx';
import { useClassParticipants } from '../api/get-class-participants.ts';
import type { RosterSession, TaughtClass } from '@careclass/shared';
import { ClassMaterialsPanel } from '../../materials/ClassMaterialsPanel.tsx';
import { ClassFigures } from './ClassFigures.tsx';
import { SessionRosters, onRoster } from './SessionRosters.tsx';

/** Each student once who holds a seat in any session: who a class message reaches. */
function reachedStudents(sessions: RosterSession[]) {
  const byId = new Map<number, string>();
  for (const s of sessions)
    for (const p of s.participants) if (onRoster(p)) byId.set(p.user_id, p.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** One class of the instructor: figures, upcoming sessions with rosters, Message class. */
export function ClassWorkspace({ cls }: { cls: TaughtClass }) {
  const { t } = useTranslation('instructor');
  const roster = useClassParticipants(cls.id);
  const [messaging, setMessaging] = useState(false);
  const students = useMemo(() => (roster.data ? reachedStudents(roster.data) : []), [roster.data]);

  return (
    <>
      <PageTitle title={t('page.workspaceTitle', { title: cls.title })} />
      <Link
        component={RouterLink}
        to={paths.myClasses}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        {t('page.back')}
      </Link>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 3,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, overflowWrap: 'anywhere' }}
          >
            {cls.title}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
            <StatusChip kind="class" status={cls.status} />
            <Typography variant="body2" color="text.secondary">
              {cls.instructor_name
                ? t('workspace.instructor', { name: cls.instructor_name })
                : t('workspace.noInstructor')}
            </Typography>
          </Box>
        </Box>
        <Button
          variant="contained"
          startIcon={<EmailOutlined aria-hidden />}
          onClick={() => setMessaging(true)}
          disabled={!roster.isSuccess || students.length === 0}
        >
          {t('workspace.message')}
        </Button>
      </Box>

      <ClassFigures classId={cls.id} />

      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('workspace.upcoming')}
      </Typography>
      {roster.isPending ? (
        <TableSkeleton label={t('workspace.loadingRoster')} />
      ) : roster.isError ? (
        <ErrorState
          error={roster.error}
          fallback={t('workspace.rosterFailed')}
          onRetry={() => void roster.refetch()}
          retrying={roster.isFetching}
        />
      ) : (
        <SessionRosters sessions={roster.data} />
      )}

      <Box component="section" aria-labelledby="workspace-materials-heading" sx={{ mt: 4 }}>
        <Typography id="workspace-materials-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
          {t('workspace.materials')}
        </Typography>
        <ClassMaterialsPanel classId={cls.id} canManage />
      </Box>

      {messaging && (
        <SendNotificationDialog
          onClose={() => setMessaging(false)}
          fixedClass={{
            id: cls.id,
            title: cls.title,
            instructor_name: cls.instructor_name,
            students,
          }}
        />
      )}
    </>
  );
}
