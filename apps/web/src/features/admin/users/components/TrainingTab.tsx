import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDayForPeople } from '@careclass/shared';
import { TableSkeleton } from '../../components/LoadingStates.tsx';
import { EmptyState, ErrorState } from '../../components/StateViews.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { FileField } from '../../certificates/components/FileField.tsx';
import { checkCertificateFile } from '../../certificates/lib/files.ts';
import {
  downloadExternalTrainingFile,
  downloadUserTranscript,
  useAddExternalTraining,
  useDeleteExternalTraining,
  useUserTranscript,
} from '../api/user-transcript.ts';

const h = (n: number) => `${n.toFixed(1)} h`;

/** The Training tab of View Profile: the transcript, external training to add, the PDF. */
export function TrainingTab({ userId }: { userId: number }) {
  const query = useUserTranscript(userId);
  const add = useAddExternalTraining(userId);
  const remove = useDeleteExternalTraining(userId);
  const [title, setTitle] = useState('');
  const [date, setDate] = useState('');
  const [hours, setHours] = useState('');
  const [areas, setAreas] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [downloadError, setDownloadError] = useState<unknown>(null);

  if (query.isPending) return <TableSkeleton rows={4} label="Loading training" />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        title="Could not load the training hours"
        fallback="The training hours could not be loaded."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const t = query.data;

  const chooseFile = (chosen: File | null) => {
    const check = chosen ? checkCertificateFile(chosen) : null;
    setFileError(check && !check.ok ? check.error : undefined);
    setFile(check?.ok ? chosen : null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      {
        body: {
          title,
          date,
          hours: Number(hours),
          cda_subject_areas: areas
            .split(/[\s,]+/)
            .filter(Boolean)
            .map(Number),
        },
        file,
      },
      {
        onSuccess: () => {
          setTitle('');
          setDate('');
          setHours('');
          setAreas('');
          setFile(null);
        },
      },
    );
  };

  const saveFile = (entryId: number, name: string) => {
    setDownloadError(null);
    downloadExternalTrainingFile(entryId, name).catch(setDownloadError);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        Last 12 months: {h(t.totals.last_12_months)} · Last 36 months: {h(t.totals.last_36_months)}{' '}
        · All time: {h(t.totals.all_time)} of {t.goal.total}
      </Typography>
      <Box>
        <Button
          variant="outlined"
          onClick={() => {
            setDownloadError(null);
            downloadUserTranscript(userId).catch(setDownloadError);
          }}
        >
          Download transcript PDF
        </Button>
      </Box>
      {downloadError != null && (
        <Alert severity="error">
          {errorMessage(downloadError, 'The file could not be downloaded.')}
        </Alert>
      )}
      {t.entries.length === 0 ? (
        <EmptyState title="No completed training yet" />
      ) : (
        <List aria-label="Training" dense>
          {t.entries.map((e) => (
            <ListItem
              key={`${e.kind}-${e.id}`}
              divider
              secondaryAction={
                e.kind === 'external' ? (
                  <Button
                    size="small"
                    color="error"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(e.id)}
                    aria-label={`Delete external training ${e.title}`}
                  >
                    Delete
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={`${e.title}: ${h(e.hours)}`}
                secondary={`${formatDayForPeople(e.completed_on)}${
                  e.kind === 'external' ? ' · External training' : ''
                }${e.cda_subject_areas.length ? ` · CDA areas ${e.cda_subject_areas.join(', ')}` : ''}`}
                sx={{ pr: e.kind === 'external' && !e.file ? 8 : 0, overflowWrap: 'anywhere' }}
              />
              {e.file && (
                <Button
                  size="small"
                  onClick={() => saveFile(e.id, e.file!.name)}
                  aria-label={`Download file of ${e.title}`}
                  sx={{ mr: 8, flexShrink: 0 }}
                >
                  File
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
          Add external training
        </Typography>
        {add.isError && <Alert severity="error">{errorMessage(add.error, 'Not saved.')}</Alert>}
        {add.isSuccess && <Alert severity="success">{add.data.message}</Alert>}
        <TextField
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
        />
        <TextField
          label="Date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Hours"
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label="CDA subject areas"
          helperText="Numbers 1 to 8, separated by commas"
          value={areas}
          onChange={(e) => setAreas(e.target.value)}
        />
        <FileField
          file={file}
          error={fileError}
          disabled={add.isPending}
          label="Certificate file"
          required={false}
          onChoose={chooseFile}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            Add training
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
