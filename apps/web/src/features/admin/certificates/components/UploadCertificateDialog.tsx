import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { FILE_MSG, UI_TIMING, certificateMetaSchema } from '@careclass/shared';
import { FormDialog, fieldProps } from '../../../../components/FormDialog.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../../i18n/messages.ts';
import { useErrorText } from '../../lib/i18n.ts';
import { useAdminFormat } from '../../lib/use-admin-format.ts';
import { useToast } from '../../../../lib/toast.ts';
import { useClassChoices } from '../../classes/api/get-class-choices.ts';
import { ClassSelect } from '../../components/ClassSelect.tsx';
import { useCompletedSessions } from '../api/get-completed-sessions.ts';
import { useUploadCertificate } from '../api/upload-certificate.ts';
import { checkChosenFile } from '../lib/files.ts';
import { CERT_MSG } from '../messages.ts';
import type { StudentOption } from '../types.ts';
import { FileField } from './FileField.tsx';
import { StudentPicker } from './StudentPicker.tsx';

/** A chosen file once checked: the file to send, or why it is refused. */
type ChosenFile = Awaited<ReturnType<typeof checkChosenFile>>;

const meta = certificateMetaSchema.shape;

/** The upload's fields (the contract's, with the student and the file as the form holds them). */
const uploadSchema = z.object({
  user_id: z.custom<StudentOption | null>().transform((student, ctx) => {
    const checked = meta.user_id.safeParse(student?.id);
    if (checked.success) return checked.data;
    ctx.addIssue({ code: 'custom', message: FILE_MSG.selectStudent });
    return z.NEVER;
  }),
  class_id: meta.class_id,
  session_id: meta.session_id,
  certificate_name: meta.certificate_name,
  expiration_date: meta.expiration_date,
  file: z.custom<ChosenFile | null>().transform((chosen, ctx) => {
    if (chosen?.ok) return chosen.file;
    ctx.addIssue({ code: 'custom', message: chosen ? chosen.error : FILE_MSG.noFile });
    return z.NEVER;
  }),
});
type UploadForm = UseFormReturn<
  z.input<typeof uploadSchema>,
  unknown,
  z.output<typeof uploadSchema>
>;

/** The field a failed upload marks with its message: the one the server names, or the file. */
function failedField(error: unknown, message: string): Record<string, string> {
  const named = isApiError(error) ? Object.keys(error.fields ?? {})[0] : undefined;
  const tooBigOrWrongType = isApiError(error) && (error.status === 413 || error.status === 415);
  const field = named ?? (tooBigOrWrongType ? 'file' : null);
  return field ? { [field]: message } : {};
}

/** Upload Certificate: student and class required; session and expiration date optional. */
export function UploadCertificateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('adminCertificates');
  const errorText = useErrorText();
  const messageText = useMessageText();
  const toast = useToast();
  const upload = useUploadCertificate();
  const [checking, setChecking] = useState(false);

  return (
    <FormDialog
      title={t('uploadDialog.title')}
      schema={uploadSchema}
      defaultValues={{
        user_id: null,
        class_id: '',
        session_id: '',
        certificate_name: '',
        expiration_date: '',
        file: null,
      }}
      submitLabel={t('uploadDialog.submit')}
      busySpinner
      submitDisabled={() => checking}
      fullScreenBelow="sm"
      scrollFields
      bannerMs={UI_TIMING.errorBannerMs}
      // The order a person meets the fields in: student, class, then the file.
      oneFieldAtATime
      focusInvalid={false}
      invalidText={(errors) => {
        const message = Object.values(errors)[0]?.message;
        return message === undefined ? undefined : messageText(message);
      }}
      failureOf={(error) => errorText(error, t('errors.upload'))}
      failureFields={failedField}
      onSubmit={async (values) => {
        const message = await upload.mutateAsync({
          userId: values.user_id,
          classId: values.class_id,
          sessionId: typeof values.session_id === 'number' ? values.session_id : null,
          certificateName: values.certificate_name ?? '',
          expirationDate: values.expiration_date ?? '',
          file: values.file,
        });
        toast.success(message === CERT_MSG.uploaded ? t('success.uploaded') : messageText(message));
        onClose();
      }}
      onClose={onClose}
    >
      {(form) => <UploadFields form={form} checking={checking} onChecking={setChecking} />}
    </FormDialog>
  );
}

function UploadFields({
  form,
  checking,
  onChecking,
}: {
  form: UploadForm;
  checking: boolean;
  onChecking: (checking: boolean) => void;
}) {
  const { t } = useTranslation('adminCertificates');
  const errorText = useErrorText();
  const f = useAdminFormat();
  const classes = useClassChoices();
  const [student, classId, chosen] = useWatch({
    control: form.control,
    name: ['user_id', 'class_id', 'file'],
  });
  const sessions = useCompletedSessions(classId ? Number(classId) : null, student?.id ?? null);
  const chosenClass = classes.data?.find((c) => String(c.id) === classId);
  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors;

  const chooseFile = async (file: File | null) => {
    form.setValue('file', null);
    form.clearErrors('file');
    if (!file) return;
    onChecking(true);
    try {
      const checked = await checkChosenFile(file);
      form.setValue('file', checked);
      if (!checked.ok) form.setError('file', { type: 'check', message: checked.error });
    } finally {
      onChecking(false);
    }
  };

  const classField = form.register('class_id');
  const selectSlots = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <StudentPicker
        value={student ?? null}
        onChange={(s) => {
          form.setValue('user_id', s);
          form.setValue('session_id', '');
          form.clearErrors('user_id');
        }}
        error={errors.user_id?.message}
        disabled={busy}
      />
      <ClassSelect
        label={t('uploadDialog.class')}
        emptyLabel={t('uploadDialog.chooseClass')}
        required
        margin="none"
        {...fieldProps(form, 'class_id')}
        onChange={(e) => {
          void classField.onChange(e);
          form.setValue('session_id', '');
        }}
      />
      <TextField
        select
        label={t('uploadDialog.session')}
        margin="none"
        // Stays enabled (with only "No session") so that its hint keeps a readable contrast.
        {...fieldProps(form, 'session_id')}
        error={Boolean(errors.session_id) || sessions.isError}
        helperText={
          errors.session_id?.message ??
          (!student || !classId
            ? t('uploadDialog.chooseFirst')
            : sessions.isPending
              ? t('uploadDialog.loadingSessions')
              : sessions.isError
                ? errorText(sessions.error, t('errors.fetchSessions'))
                : sessions.data.length === 0
                  ? t('uploadDialog.noSessions')
                  : t('uploadDialog.sessionHelp'))
        }
        slotProps={selectSlots}
      >
        <option value="">{t('uploadDialog.noSession')}</option>
        {(sessions.data ?? []).map((s) => (
          <option key={s.id} value={String(s.id)}>
            {f.day(s.session_date)}, {f.timeRange(s.start_time, s.end_time)}
          </option>
        ))}
      </TextField>
      <TextField
        label={t('uploadDialog.name')}
        margin="none"
        helperText={
          chosenClass
            ? t('uploadDialog.nameHelpClass', { title: chosenClass.title })
            : t('uploadDialog.nameHelp')
        }
        {...fieldProps(form, 'certificate_name')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={t('uploadDialog.expiration')}
        type="date"
        margin="none"
        helperText={t('uploadDialog.expirationHelp')}
        {...fieldProps(form, 'expiration_date')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FileField
        file={chosen?.ok ? chosen.file : null}
        error={errors.file?.message}
        checking={checking}
        disabled={busy}
        onChoose={(f) => void chooseFile(f)}
      />
    </Box>
  );
}
