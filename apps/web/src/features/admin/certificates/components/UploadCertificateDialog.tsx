import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FILE_MSG } from '@careclass/shared';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { useToast } from '../../../../lib/toast.ts';
import { useAdminClasses } from '../../classes/api/get-admin-classes.ts';
import { AutoDismissAlert, useAutoDismissError } from '../../components/AutoDismissAlert.tsx';
import { formatDay, formatTimeRange } from '../../lib/format.ts';
import { useCompletedSessions } from '../api/get-completed-sessions.ts';
import { useUploadCertificate } from '../api/upload-certificate.ts';
import { checkChosenFile } from '../lib/files.ts';
import { CERT_MSG } from '../messages.ts';
import type { StudentOption } from '../types.ts';
import { FileField } from './FileField.tsx';
import { StudentPicker } from './StudentPicker.tsx';

type Field =
  'user_id' | 'class_id' | 'session_id' | 'certificate_name' | 'expiration_date' | 'file';

/** Upload Certificate: student and class required; session and expiration date optional. */
export function UploadCertificateDialog({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const toast = useToast();
  const banner = useAutoDismissError();
  const upload = useUploadCertificate();
  const classes = useAdminClasses();

  const [student, setStudent] = useState<StudentOption | null>(null);
  const [classId, setClassId] = useState('');
  const [sessionId, setSessionId] = useState('');
  const [name, setName] = useState('');
  const [expires, setExpires] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [checking, setChecking] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const sessions = useCompletedSessions(classId ? Number(classId) : null, student?.id ?? null);
  const chosenClass = classes.data?.find((c) => String(c.id) === classId);

  const setError = (field: Field, message: string | undefined) =>
    setErrors((e) => ({ ...e, [field]: message }));

  const chooseFile = async (chosen: File | null) => {
    setFile(null);
    setError('file', undefined);
    if (!chosen) return;
    setChecking(true);
    try {
      const checked = await checkChosenFile(chosen);
      if (checked.ok) setFile(checked.file);
      else setError('file', checked.error);
    } finally {
      setChecking(false);
    }
  };

  const submit = async () => {
    // The order a person meets the fields in: student, class, then the file.
    const missing: [Field, string] | null = !student
      ? ['user_id', FILE_MSG.selectStudent]
      : !classId
        ? ['class_id', CERT_MSG.selectClass]
        : !file
          ? ['file', errors.file ?? FILE_MSG.noFile]
          : null;
    if (missing) {
      setError(missing[0], missing[1]);
      banner.show(missing[1]);
      return;
    }
    banner.clear();
    try {
      const message = await upload.mutateAsync({
        userId: student!.id,
        classId: Number(classId),
        sessionId: sessionId ? Number(sessionId) : null,
        certificateName: name,
        expirationDate: expires,
        file: file!,
      });
      toast.success(message);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.silent) return;
      const message = errorMessage(error, CERT_MSG.upload);
      const fields = isApiError(error) ? error.fields : undefined;
      const field = (Object.keys(fields ?? {})[0] ??
        (isApiError(error) && (error.status === 413 || error.status === 415)
          ? 'file'
          : null)) as Field | null;
      if (field) setError(field, message);
      banner.show(message);
    }
  };

  const busy = upload.isPending;
  const selectSlots = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      scroll="paper"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Upload Certificate</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogContent dividers>
          <AutoDismissAlert error={banner.error} onClose={banner.clear} />
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <StudentPicker
              value={student}
              onChange={(s) => {
                setStudent(s);
                setSessionId('');
                setError('user_id', undefined);
              }}
              error={errors.user_id}
              disabled={busy}
            />
            <TextField
              select
              label="Class"
              required
              value={classId}
              onChange={(e) => {
                setClassId(e.target.value);
                setSessionId('');
                setError('class_id', undefined);
              }}
              margin="none"
              disabled={busy}
              error={Boolean(errors.class_id) || classes.isError}
              helperText={
                errors.class_id ??
                (classes.isError
                  ? errorMessage(classes.error, 'Failed to fetch classes')
                  : undefined)
              }
              slotProps={selectSlots}
            >
              <option value="">{classes.isPending ? 'Loading classes…' : 'Choose a class'}</option>
              {(classes.data ?? []).map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.title}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label="Session (optional)"
              value={sessionId}
              onChange={(e) => setSessionId(e.target.value)}
              margin="none"
              // Stays enabled (with only "No session") so that its hint keeps a readable contrast.
              disabled={busy}
              error={Boolean(errors.session_id) || sessions.isError}
              helperText={
                errors.session_id ??
                (!student || !classId
                  ? 'Choose a student and a class first.'
                  : sessions.isPending
                    ? 'Loading the sessions the student completed…'
                    : sessions.isError
                      ? errorMessage(sessions.error, CERT_MSG.fetchSessions)
                      : sessions.data.length === 0
                        ? 'The student has no completed session in this class.'
                        : 'A session of this class the student completed.')
              }
              slotProps={selectSlots}
            >
              <option value="">No session</option>
              {(sessions.data ?? []).map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {formatDay(s.session_date)}, {formatTimeRange(s.start_time, s.end_time)}
                </option>
              ))}
            </TextField>
            <TextField
              label="Certificate name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              margin="none"
              disabled={busy}
              error={Boolean(errors.certificate_name)}
              helperText={
                errors.certificate_name ??
                (chosenClass
                  ? `Leave blank for "${chosenClass.title} certificate".`
                  : 'Leave blank to name it after the class.')
              }
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label="Expiration date (optional)"
              type="date"
              value={expires}
              onChange={(e) => {
                setExpires(e.target.value);
                setError('expiration_date', undefined);
              }}
              margin="none"
              disabled={busy}
              error={Boolean(errors.expiration_date)}
              helperText={
                errors.expiration_date ?? 'Leave empty if the certificate does not expire.'
              }
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FileField
              file={file}
              error={errors.file}
              checking={checking}
              disabled={busy}
              onChoose={(f) => void chooseFile(f)}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy} disabled={checking}>
            Upload
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
