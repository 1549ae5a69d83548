import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import History from '@mui/icons-material/History';
import { LIMITS, MSG } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format.ts';
import { Spinner } from '../../../../components/Spinner.tsx';
import { useActivityHistory } from '../../api/get-activity-history.ts';
import type { Activity } from '../../api/types.ts';
import { useDates } from '../../lib/use-dates.ts';
import { useSpoken } from '../../lib/use-spoken.ts';
import { EmptyState, SectionHeader } from '../common.tsx';
import type { SectionProps } from './types.ts';

function detailText(
  a: Activity,
  money: (dollars: number) => string,
  card: (lastFour: string) => string,
): string | null {
  const d = a.details ?? {};
  const parts: string[] = [];
  const said = a.description ?? '';
  const cls = d.class_title ?? d.class_name;
  if (typeof cls === 'string' && !said.includes(cls)) parts.push(cls);
  if (typeof d.amount === 'number' && !said.includes(money(d.amount))) {
    parts.push(money(d.amount));
  }
  if (typeof d.last_four === 'string') parts.push(card(d.last_four));
  if (typeof d.certificate_name === 'string') parts.push(d.certificate_name);
  return parts.length ? parts.join(' · ') : null;
}

export function ActivitySection({ headingId }: SectionProps) {
  const { t } = useTranslation('profile');
  const { errorText } = useSpoken();
  const dates = useDates();
  const { money } = useFormat();
  const card = (lastFour: string) => t('activity.cardEnding', { lastFour });
  const [page, setPage] = useState(1);
  const history = useActivityHistory(page);
  const data = history.data;
  const limit = data?.limit ?? LIMITS.activityPageSize;
  const pages = data ? Math.max(1, Math.ceil(data.total / limit)) : 1;

  return (
    <>
      <SectionHeader
        title={t('sections.activity')}
        headingId={headingId}
        description={t('activity.description')}
        onRefresh={() => void history.refetch()}
        refreshing={history.isRefetching}
      />
      {history.isPending ? (
        <Spinner label={t('activity.loading')} />
      ) : history.isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void history.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {errorText(history.error, MSG.profileLoadFailed)}
        </Alert>
      ) : !data || data.activities.length === 0 ? (
        <EmptyState icon={<History />} title={t('activity.empty')}>
          {t('activity.emptyHint')}
        </EmptyState>
      ) : (
        <>
          <Paper variant="outlined" sx={{ opacity: history.isPlaceholderData ? 0.6 : 1 }}>
            <List aria-label={t('activity.history')} aria-busy={history.isPlaceholderData}>
              {data.activities.map((a) => (
                <ListItem key={a.id} divider sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                  <ListItemText
                    primary={a.description || a.action.replace(/_/g, ' ')}
                    secondary={detailText(a, money, card)}
                    sx={{ flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }}
                  />
                  <Typography
                    component="time"
                    dateTime={a.created_at}
                    variant="body2"
                    color="text.secondary"
                  >
                    {dates.dateTime(a.created_at)}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </Paper>
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Pagination
                count={pages}
                page={page}
                onChange={(_e, p) => setPage(p)}
                color="primary"
                siblingCount={0}
                aria-label={t('activity.pages')}
              />
            </Box>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
            {t('activity.entries', { count: data.total })}
          </Typography>
        </>
      )}
    </>
  );
}
