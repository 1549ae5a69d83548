import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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
  const { id } = useParams();
  const classes = useMyClasses();
  const selected = id ? classes.data?.find((c) => String(c.id) === id) : undefined;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {classes.isPending ? (
        <>
          <PageTitle title="My Classes" />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3 }}>
            My Classes
          </Typography>
          <TableSkeleton label="Loading your classes" rows={3} />
        </>
      ) : classes.isError ? (
        <>
          <PageTitle title="My Classes" />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3 }}>
            My Classes
          </Typography>
          <ErrorState
            error={classes.error}
            fallback="Failed to load classes. Please try again later."
            onRetry={() => void classes.refetch()}
            retrying={classes.isFetching}
          />
        </>
      ) : selected ? (
        <ClassWorkspace cls={selected} />
      ) : (
        <>
          <PageTitle title="My Classes" />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
            My Classes
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            The classes you teach, their upcoming sessions and students.
          </Typography>
          {id ? (
            <EmptyState title="This class is not one you teach">
              <Link component={RouterLink} to={paths.myClasses}>
                Back to My Classes
              </Link>
            </EmptyState>
          ) : classes.data.length === 0 ? (
            <EmptyState title="You are not teaching any classes yet">
              <Typography variant="body2" color="text.secondary">
                When the office names you as the instructor of a class or a session, it appears
                here.
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
