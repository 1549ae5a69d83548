import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format.ts';
import { useMessageText } from '../../../../i18n/messages.ts';
import { useErrorText } from '../../lib/i18n.ts';
import { TableSkeleton } from '../../components/LoadingStates.tsx';
import { EmptyState, ErrorState } from '../../components/StateViews.tsx';
import { FileField } from '../../certificates/components/FileField.tsx';
import { checkCertificateFile } from '../../certificates/lib/files.ts';
import {
  downloadExternalTrainingFile,
  downloadUserTranscript,
  useAddExternalTraining,
  useDeleteExternalTraining,
  useUserTranscript,
} from '../api/user-transcript.ts';

/** The Training tab of View Profile: the transcript, external training to add, the PDF. */
export function TrainingTab({ userId }: { userId: number }) {
  const { t: tr } = useTranslation('adminUsers');
  const format = useFormat();
  const errorText = useErrorText();
  const messageText = useMessageText();
  const oneDecimal = new Intl.NumberFormat(format.locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const h = (n: number) => tr('training.hours', { hours: oneDecimal.format(n) });
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

  if (query.isPending) return <TableSkeleton rows={4} label={tr('training.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        title={tr('training.loadTitle')}
        fallback={tr('training.loadFailed')}
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
        {tr('training.totals', {
          last12: h(t.totals.last_12_months),
          last36: h(t.totals.last_36_months),
          all: h(t.totals.all_time),
          goal: format.number(t.goal.total),
        })}
      </Typography>
      <Box>
        <Button
          variant="outlined"
          onClick={() => {
            setDownloadError(null);
            downloadUserTranscript(userId).catch(setDownloadError);
          }}
        >
          {tr('training.download')}
        </Button>
      </Box>
      {downloadError != null && (
        <Alert severity="error">{errorText(downloadError, tr('training.downloadFailed'))}</Alert>
      )}
      {t.entries.length === 0 ? (
        <EmptyState title={tr('training.empty')} />
      ) : (
        <List aria-label={tr('training.list')} dense>
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
                    aria-label={tr('training.deleteLabel', { title: e.title })}
                  >
                    {tr('training.delete')}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={tr('training.entry', { title: e.title, hours: h(e.hours) })}
                secondary={`${format.day(e.completed_on)}${
                  e.kind === 'external' ? tr('training.external') : ''
                }${
                  e.cda_subject_areas.length
                    ? tr('training.areas', { areas: e.cda_subject_areas.join(', ') })
                    : ''
                }`}
                sx={{ pr: e.kind === 'external' && !e.file ? 8 : 0, overflowWrap: 'anywhere' }}
              />
              {e.file && (
                <Button
                  size="small"
                  onClick={() => saveFile(e.id, e.file!.name)}
                  aria-label={tr('training.fileLabel', { title: e.title })}
                  sx={{ mr: 8, flexShrink: 0 }}
                >
                  {tr('training.file')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
          {tr('training.addHeading')}
        </Typography>
        {add.isError && (
          <Alert severity="error">{errorText(add.error, tr('training.notSaved'))}</Alert>
        )}
        {add.isSuccess && <Alert severity="success">{messageText(add.data.message)}</Alert>}
        <TextField
          label={tr('training.titleLabel')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
        />
        <TextField
          label={tr('training.date')}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={tr('training.hoursLabel')}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={tr('training.areasLabel')}
          helperText={tr('training.areasHelp')}
          value={areas}
          onChange={(e) => setAreas(e.target.value)}
        />
        <FileField
          file={file}
          error={fileError}
          disabled={add.isPending}
          label={tr('training.certificateFile')}
          required={false}
          onChoose={chooseFile}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {tr('training.add')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
