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
import { MSG, formatDayForPeople } from '@careclass/shared';
import { Spinner } from '../../../../components/Spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import {
  useDownloadTrainingFile,
  useDownloadTranscript,
  useTranscript,
} from '../../api/get-transcript.ts';
import { EmptyState, SectionHeader } from '../common.tsx';
import type { SectionProps } from './types.ts';

const hours = (n: number) => `${n.toFixed(1)} h`;

function Total({ label, value }: { label: string; value: number }) {
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

  return (
    <>
      <SectionHeader
        title="Training Hours"
        headingId={headingId}
        description="Completed classes and outside training, with hours and CDA subject areas."
        onRefresh={() => void transcript.refetch()}
        refreshing={transcript.isRefetching}
        actions={
          <Button
            variant="contained"
            startIcon={<Download />}
            onClick={() => download.mutate()}
            disabled={download.isPending || !data}
          >
            Download PDF
          </Button>
        }
      />
      {download.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(
            download.error,
            'The transcript could not be downloaded. Please try again.',
          )}
        </Alert>
      )}
      {downloadFile.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(downloadFile.error, 'The file could not be downloaded. Please try again.')}
        </Alert>
      )}
      {transcript.isPending ? (
        <Spinner label="Loading training hours" />
      ) : transcript.isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void transcript.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(transcript.error, MSG.profileLoadFailed)}
        </Alert>
      ) : !data ? null : (
        <>
          <Box
            component="section"
            aria-label="Totals"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3 }}
          >
            <Total label="Last 12 months" value={data.totals.last_12_months} />
            <Total label="Last 36 months" value={data.totals.last_36_months} />
            <Total label="All time" value={data.totals.all_time} />
          </Box>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
            CDA goal: {hours(data.totals.all_time)} of {data.goal.total} hours
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (data.totals.all_time / data.goal.total) * 100)}
            aria-label={`CDA goal: ${data.totals.all_time.toFixed(1)} of ${data.goal.total} hours`}
            sx={{ mb: 2, height: 8, borderRadius: 1 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            The CDA asks for at least {data.goal.per_area} hours in each of the eight subject areas.
            A class counting toward several areas adds its hours to each.
          </Typography>
          <List aria-label="Hours per CDA subject area" dense sx={{ mb: 3 }}>
            {data.areas.map((a) => (
              <ListItem key={a.area} divider sx={{ display: 'block' }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {a.area}. {a.name}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                    {hours(a.hours)} / {a.goal} h{a.met ? ' (met)' : ''}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  color={a.met ? 'success' : 'primary'}
                  value={Math.min(100, (a.hours / a.goal) * 100)}
                  aria-label={`Area ${a.area}: ${a.hours.toFixed(1)} of ${a.goal} hours`}
                  sx={{ mt: 0.5, height: 6, borderRadius: 1 }}
                />
              </ListItem>
            ))}
          </List>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
            Completed training
          </Typography>
          {data.entries.length === 0 ? (
            <EmptyState icon={<School />} title="No completed training yet">
              Classes appear here with their hours once their session is completed.
            </EmptyState>
          ) : (
            <Paper variant="outlined">
              <List aria-label="Completed training">
                {data.entries.map((e) => (
                  <ListItem
                    key={`${e.kind}-${e.id}`}
                    divider
                    sx={{ flexWrap: 'wrap', columnGap: 2 }}
                  >
                    <ListItemText
                      primary={e.title}
                      secondary={[
                        formatDayForPeople(e.completed_on),
                        e.cda_subject_areas.length
                          ? `CDA areas ${e.cda_subject_areas.join(', ')}`
                          : 'No CDA area',
                        e.kind === 'external' ? 'External training' : e.certificate_number,
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
                        aria-label={`Download file of ${e.title}`}
                      >
                        File
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
