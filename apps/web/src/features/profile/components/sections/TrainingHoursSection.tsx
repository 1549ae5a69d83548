import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import School from '@mui/icons-material/School';
import { MSG } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format.ts';
import { Spinner } from '../../../../components/Spinner.tsx';
import {
  useDownloadTrainingFile,
  useDownloadTranscript,
  useTranscript,
} from '../../api/get-transcript.ts';
import { useSpoken } from '../../lib/use-spoken.ts';
import { EmptyState, SectionHeader } from '../common.tsx';
import type { SectionProps } from './types.ts';

/** Hours with one decimal, in the page's language ("12.5 h"). */
function useHours() {
  const { t } = useTranslation('profile');
  const { locale } = useFormat();
  const one = (n: number) =>
    n.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return { one, hours: (n: number) => t('trainingHours.hours', { hours: one(n) }) };
}

function Total({ label, value }: { label: string; value: number }) {
  const { hours } = useHours();
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 140px' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {hours(value)}
      </Typography>
    </Paper>
  );
}

/** ?section=training-hours: totals by window, hours per CDA area against the goals, the list. */
export function TrainingHoursSection({ headingId }: SectionProps) {
  const transcript = useTranscript();
  const download = useDownloadTranscript();
  const downloadFile = useDownloadTrainingFile();
  const data = transcript.data;
  const { t } = useTranslation('profile');
  const { errorText } = useSpoken();
  const { day } = useFormat();
  const { one, hours } = useHours();

  return (
    <>
      <SectionHeader
        title={t('sections.training-hours')}
        headingId={headingId}
        description={t('trainingHours.description')}
        onRefresh={() => void transcript.refetch()}
        refreshing={transcript.isRefetching}
        actions={
          <Button
            variant="contained"
            startIcon={<Download />}
            onClick={() => download.mutate()}
            disabled={download.isPending || !data}
          >
            {t('trainingHours.downloadPdf')}
          </Button>
        }
      />
      {download.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(download.error, t('trainingHours.downloadFailed'))}
        </Alert>
      )}
      {downloadFile.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(downloadFile.error, t('trainingHours.fileDownloadFailed'))}
        </Alert>
      )}
      {transcript.isPending ? (
        <Spinner label={t('trainingHours.loading')} />
      ) : transcript.isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void transcript.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {errorText(transcript.error, MSG.profileLoadFailed)}
        </Alert>
      ) : !data ? null : (
        <>
          <Box
            component="section"
            aria-label={t('trainingHours.totals')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3 }}
          >
            <Total label={t('trainingHours.last12')} value={data.totals.last_12_months} />
            <Total label={t('trainingHours.last36')} value={data.totals.last_36_months} />
            <Total label={t('trainingHours.allTime')} value={data.totals.all_time} />
          </Box>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
            {t('trainingHours.goal', { done: hours(data.totals.all_time), goal: data.goal.total })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (data.totals.all_time / data.goal.total) * 100)}
            aria-label={t('trainingHours.goal', {
              done: one(data.totals.all_time),
              goal: data.goal.total,
            })}
            sx={{ mb: 2, height: 8, borderRadius: 1 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('trainingHours.goalHint', { perArea: data.goal.per_area })}
          </Typography>
          <List aria-label={t('trainingHours.areas')} dense sx={{ mb: 3 }}>
            {data.areas.map((a) => (
              <ListItem key={a.area} divider sx={{ display: 'block' }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {a.area}. {t(`trainingHours.cdaArea.${a.area}`, { defaultValue: a.name })}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                    {t('trainingHours.areaHours', { hours: one(a.hours), goal: a.goal })}
                    {a.met ? t('trainingHours.met') : ''}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  color={a.met ? 'success' : 'primary'}
                  value={Math.min(100, (a.hours / a.goal) * 100)}
                  aria-label={t('trainingHours.areaProgress', {
                    area: a.area,
                    hours: one(a.hours),
                    goal: a.goal,
                  })}
                  sx={{ mt: 0.5, height: 6, borderRadius: 1 }}
                />
              </ListItem>
            ))}
          </List>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
            {t('trainingHours.completed')}
          </Typography>
          {data.entries.length === 0 ? (
            <EmptyState icon={<School />} title={t('trainingHours.empty')}>
              {t('trainingHours.emptyHint')}
            </EmptyState>
          ) : (
            <Paper variant="outlined">
              <List aria-label={t('trainingHours.completed')}>
                {data.entries.map((e) => (
                  <ListItem
                    key={`${e.kind}-${e.id}`}
                    divider
                    sx={{ flexWrap: 'wrap', columnGap: 2 }}
                  >
                    <ListItemText
                      primary={e.title}
                      secondary={[
                        day(e.completed_on),
                        e.cda_subject_areas.length
                          ? t('trainingHours.cdaAreas', { areas: e.cda_subject_areas.join(', ') })
                          : t('trainingHours.noArea'),
                        e.kind === 'external' ? t('trainingHours.external') : e.certificate_number,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      sx={{ flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }}
                    />
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {hours(e.hours)}
                    </Typography>
                    {e.file && (
                      <Button
                        size="small"
                        startIcon={<Download />}
                        disabled={downloadFile.isPending}
                        onClick={() => downloadFile.mutate({ id: e.id, name: e.file!.name })}
                        aria-label={t('trainingHours.fileLabel', { title: e.title })}
                      >
                        {t('trainingHours.file')}
                      </Button>
                    )}
                  </ListItem>
                ))}
              </List>
            </Paper>
          )}
        </>
      )}
    </>
  );
}
