import { useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useSearchParams } from 'react-router';
import { MSG } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { useErrorText, useMessageText } from '../../../i18n/messages.ts';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useClasses } from '../api/get-classes.ts';
import { ClassCard, ClassCardSkeleton } from '../components/ClassCard.tsx';
import { ClassFilters } from '../components/ClassFilters.tsx';
import { FILTER_KEYS, readFilters, type FilterKey } from '../lib/filters.ts';

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

/** /classes: the catalogue with filters kept in the address (?location=&duration=&price=). */
export function ClassesPage() {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  const messageText = useMessageText();
  const filters = useMemo(() => readFilters(params), [params]);
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } =
    useClasses(filters);

  // Two changes made before the page renders the new address (two quick selections) must build on
  // each other: the second starts from what the first wrote, not from the address still shown.
  const written = useRef<{ over: URLSearchParams; next: URLSearchParams } | null>(null);
  const changeFilters = (change: (next: URLSearchParams) => void) => {
    const base = written.current?.over === params ? written.current.next : params;
    const next = new URLSearchParams(base);
    change(next);
    written.current = { over: params, next };
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const setFilter = (key: FilterKey, value: string | undefined) =>
    changeFilters((next) => {
      if (value) next.set(key, value);
      else next.delete(key);
    });
  const clearFilters = () =>
    changeFilters((next) => {
      for (const key of FILTER_KEYS) next.delete(key);
    });

  let results;
  if (isPending) {
    results = (
      <Box role="status" aria-label={t('classes.loading')} sx={grid}>
        {[0, 1, 2].map((i) => (
          <ClassCardSkeleton key={i} />
        ))}
      </Box>
    );
  } else if (isError) {
    results = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()} loading={isFetching}>
            {t('classes.tryAgain')}
          </Button>
        }
        sx={{ alignItems: 'center' }}
      >
        {errorText(error, MSG.classesLoadFailed)}
      </Alert>
    );
  } else if (data.length === 0) {
    results = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <SearchOffOutlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
        <Typography sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 2 }}>
          {messageText(MSG.noClassesFound)}
        </Typography>
        <Button variant="contained" onClick={clearFilters}>
          {t('classes.clearFilters')}
        </Button>
      </Paper>
    );
  } else {
    results = (
      <Box sx={{ ...grid, opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {data.map((cls, index) => (
          <ClassCard key={cls.id} cls={cls} first={index === 0} />
        ))}
      </Box>
    );
  }

  const count = data?.length ?? 0;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title={t('classes.title')} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, mb: 1 }}>
        {t('classes.heading')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem', mb: 3, maxWidth: 720 }}>
        {t('classes.intro')}
      </Typography>
      <ClassFilters filters={filters} onChange={setFilter} onClear={clearFilters} />
      <Box role="status" aria-live="polite" sx={{ mb: 2, minHeight: '1.5em' }}>
        {!isPending && !isError && !isPlaceholderData && (
          <Typography sx={{ color: 'text.secondary' }}>{t('classes.found', { count })}</Typography>
        )}
      </Box>
      <section aria-label={t('classes.list')} aria-busy={isFetching}>
        {results}
      </section>
    </Container>
  );
}
