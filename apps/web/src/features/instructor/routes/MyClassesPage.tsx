import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { paths } from '../../../lib/paths.ts';
import { TableSkeleton } from '../../admin/components/LoadingStates.tsx';
import { EmptyState, ErrorState } from '../../admin/components/StateViews.tsx';
import { useMyClasses } from '../api/get-my-classes.ts';
import { ClassCards } from '../components/ClassCards.tsx';
import { ClassWorkspace } from '../components/ClassWorkspace.tsx';

/**
 * My Classes (/my-classes and /my-classes/{id}): the instructor's classes as cards, then one class
 * with its figures and session rosters (docs/decisions/0032).
 */
export function MyClassesPage() {
  const { t } = useTranslation('instructor');
  const { id } = useParams();
  const classes = useMyClasses();
  const selected = id ? classes.data?.find((c) => String(c.id) === id) : undefined;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {classes.isPending ? (
        <>
          <PageTitle title={t('page.title')} />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3 }}>
            {t('page.title')}
          </Typography>
          <TableSkeleton label={t('page.loading')} rows={3} />
        </>
      ) : classes.isError ? (
        <>
          <PageTitle title={t('page.title')} />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3 }}>
            {t('page.title')}
          </Typography>
          <ErrorState
            error={classes.error}
            fallback={t('page.loadFailed')}
            onRetry={() => void classes.refetch()}
            retrying={classes.isFetching}
          />
        </>
      ) : selected ? (
        <ClassWorkspace cls={selected} />
      ) : (
        <>
          <PageTitle title={t('page.title')} />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
            {t('page.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('page.intro')}
          </Typography>
          {id ? (
            <EmptyState title={t('page.notYours')}>
              <Link component={RouterLink} to={paths.myClasses}>
                {t('page.back')}
              </Link>
            </EmptyState>
          ) : classes.data.length === 0 ? (
            <EmptyState title={t('page.none')}>
              <Typography variant="body2" color="text.secondary">
                {t('page.noneHint')}
              </Typography>
            </EmptyState>
          ) : (
            <ClassCards classes={classes.data} />
          )}
        </>
      )}
    </Container>
  );
}
