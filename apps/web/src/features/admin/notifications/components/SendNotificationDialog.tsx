import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  MSG,
  TEMPLATE_LIMITS,
  UI_TIMING,
  templateMismatchMessage,
  templateRecipientType,
  type RecipientType,
} from '@careclass/shared';
import type { UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  FieldFailure,
  FormDialog,
  fieldProps,
  labelOf,
} from '../../../../components/FormDialog.tsx';
import { useMessageText } from '../../../../i18n/messages.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useToast } from '../../../../lib/toast.ts';
import { classChoicesQuery } from '../../classes/api/get-class-choices.ts';
import { ClassSelect } from '../../components/ClassSelect.tsx';
import { classStudentsQuery } from '../../classes/api/get-class-students.ts';
import type { ClassStudents } from '../../types.ts';
import { useTemplates } from '../api/get-templates.ts';
import { useSendNotification } from '../api/send-notification.ts';
import { compose, unfillableMessage, type Composed } from '../lib/compose.ts';
import { sendErrorText } from '../lib/send-errors.ts';
import { useCenterText } from '../lib/labels.ts';
import type { UserOption } from '../types.ts';
import { UserPicker } from './UserPicker.tsx';

/**
 * The students a class send reaches: each user once who holds a live enrolment (pending or
 * approved, active), the server's rule (docs/decisions/0015). Sorted by name.
 */
export function liveStudents(data: ClassStudents): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const session of data.sessions) {
    for (const s of session.students) {
      const live =
        s.enrollment_type === 'active' &&
        (s.enrollment_status === 'pending' || s.enrollment_status === 'approved');
      if (live) byId.set(s.id, s.name);
    }
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Students named in the dialog before "and N more". */
const NAMES_LISTED = 10;

const list = (names: string[]) => names.map((n) => `{${n}}`).join(', ');

/**
 * A class chosen before the dialog opens, with the students a send reaches: the instructor
 * workspace's Message class (docs/decisions/0032), which cannot read the back-office lists.
 */
export interface FixedClass {
  id: number;
  title: string;
  instructor_name: string | null;
  students: { id: number; name: string }[];
}

/**
 * The texts of a send, within the contract's limits; who receives it and the template are chosen
 * beside them, and the checks that need all of it run when it is sent (`check`).
 */
const sendForm = z.object({
  title: z.string().max(TEMPLATE_LIMITS.title),
  message: z.string().max(TEMPLATE_LIMITS.message),
});
type SendForm = UseFormReturn<z.input<typeof sendForm>, unknown, z.output<typeof sendForm>>;

/** The message a field carries from the last check, whether or not it is one of the form's. */
const markOf = (form: SendForm, field: string) =>
  form.getFieldState(field as 'title', form.formState).error?.message;

/**
 * Send Notification: to one user or to the students of a class, with an optional template. With
 * `fixedClass` it sends to that class only and asks no back-office call for classes or students.
 */
export function SendNotificationDialog({
  onClose,
  fixedClass,
}: {
  onClose: () => void;
  fixedClass?: FixedClass;
}) {
  const { t } = useTranslation('adminNotifications');
  const msg = useMessageText();
  const text = useCenterText();
  const toast = useToast();
  const [recipientType, setRecipientType] = useState<RecipientType>(fixedClass ? 'class' : 'user');
  const [user, setUser] = useState<UserOption | null>(null);
  const [classId, setClassId] = useState('');
  const [templateId, setTemplateId] = useState('');
  const classes = useQuery({ ...classChoicesQuery(), enabled: !fixedClass });
  const templates = useTemplates();
  const send = useSendNotification();

  const cls = fixedClass ?? classes.data?.find((c) => String(c.id) === classId) ?? null;
  const students = useQuery({
    ...classStudentsQuery(cls?.id ?? 0),
    enabled: recipientType === 'class' && cls !== null && !fixedClass,
  });
  const reached = useMemo(
    () => fixedClass?.students ?? (students.data ? liveStudents(students.data) : null),
    [fixedClass, students.data],
  );
  const template = templates.data?.find((t) => String(t.id) === templateId) ?? null;
  const templateFor = template ? templateRecipientType(template.type) : null;
  const mismatch =
    template && templateFor !== recipientType
      ? templateMismatchMessage(templateFor!, recipientType)
      : null;
  const noStudents = recipientType === 'class' && cls && reached?.length === 0;

  const composeTexts = (title: string, message: string) =>
    compose(
      { title, message, template },
      {
        recipientType,
        userName: user?.name,
        className: cls?.title,
        instructorName: cls?.instructor_name,
        studentCount: reached?.length,
      },
      reached?.[0]?.name,
    );

  /** The checks of the specification, in its order; the first refusal is shown. */
  const check = (title: string, message: string) => {
    if (recipientType === 'user' && !user)
      return new FieldFailure(msg(MSG.selectRecipient), 'user');
    if (recipientType === 'class' && !cls) return new FieldFailure(msg(MSG.selectClass), 'class');
    if (mismatch) return new FieldFailure(mismatch, 'template');
    if (!title.trim()) return new FieldFailure(msg(MSG.provideTitleAndMessage), 'title');
    if (!message.trim()) return new FieldFailure(msg(MSG.provideTitleAndMessage), 'message');
    if (noStudents) {
      return new FieldFailure(t('errors.noStudentsInClass', { className: cls.title }), 'class');
    }
    const { unfillable } = composeTexts(title, message);
    if (unfillable.length > 0) {
      return new FieldFailure(unfillableMessage(unfillable, template !== null), 'message');
    }
    return null;
  };

  const matching = (templates.data ?? []).filter(
    (t) => templateRecipientType(t.type) === recipientType,
  );
  const others = (templates.data ?? []).filter(
    (t) => templateRecipientType(t.type) !== recipientType,
  );
  const selectSlots = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <FormDialog
      title={t('sendDialog.title')}
      schema={sendForm}
      defaultValues={{ title: '', message: '' }}
      submitLabel={t('sendDialog.submit')}
      busyLabel={t('sendDialog.sending')}
      fullScreenBelow="sm"
      scroll="paper"
      dividers
      focusInvalid={false}
      bannerMs={UI_TIMING.errorBannerMs}
      failureOf={(error) => text(sendErrorText(error))}
      onSubmit={async ({ title, message }) => {
        const problem = check(title, message);
        if (problem) throw problem;
        const recipient = recipientType === 'user' ? user!.id : cls!.id;
        const { body } = composeTexts(title, message);
        const result = await send.mutateAsync({ ...body, recipient, recipientType });
        toast.success(text(result.message));
        onClose();
      }}
      onClose={onClose}
    >
      {(form) => {
        const [title, message] = form.watch(['title', 'message']);
        const composed = composeTexts(title, message);
        const showPreview = title.trim() !== '' || message.trim() !== '';
        const fieldError = (field: string) => {
          const text = markOf(form, field);
          return text ? { error: true, helperText: text } : {};
        };
        const chooseTemplate = (id: string) => {
          setTemplateId(id);
          form.clearErrors();
          const chosen = templates.data?.find((t) => String(t.id) === id);
          if (chosen && templateRecipientType(chosen.type) === recipientType) {
            form.setValue('title', chosen.title_template);
            form.setValue('message', chosen.message_template);
          }
        };
        return (
          <>
            {fixedClass ? (
              <Typography sx={{ mb: 2 }}>
                <Trans
                  t={t}
                  i18nKey="sendDialog.toStudentsOf"
                  values={{ title: fixedClass.title }}
                  components={[<strong key="title" />]}
                />
              </Typography>
            ) : (
              <FormControl component="fieldset" sx={{ mb: 2 }}>
                <FormLabel component="legend">{t('sendDialog.sendTo')}</FormLabel>
                <RadioGroup
                  row
                  name="recipientType"
                  value={recipientType}
                  onChange={(e) => {
                    setRecipientType(e.target.value as RecipientType);
                    form.clearErrors();
                  }}
                >
                  <FormControlLabel
                    value="user"
                    control={<Radio />}
                    label={t('sendDialog.aUser')}
                  />
                  <FormControlLabel
                    value="class"
                    control={<Radio />}
                    label={t('sendDialog.aClass')}
                  />
                </RadioGroup>
              </FormControl>
            )}

            <Box sx={{ display: 'grid', gap: 2 }}>
              {recipientType === 'user' ? (
                <UserPicker
                  value={user}
                  onChange={(u) => {
                    setUser(u);
                    form.clearErrors();
                  }}
                  {...fieldError('user')}
                />
              ) : fixedClass ? null : (
                <ClassSelect
                  label={t('sendDialog.class')}
                  emptyLabel={t('sendDialog.chooseClass')}
                  value={classId}
                  onChange={(e) => {
                    setClassId(e.target.value);
                    form.clearErrors();
                  }}
                  required
                  margin="none"
                  helperText={t('sendDialog.classHint')}
                  loadErrorText={t('errors.fetchClasses')}
                  optionLabel={(c) =>
                    c.status === 'active' || c.status === 'scheduled'
                      ? c.title
                      : `${c.title} (${t(`classStatus.${c.status}`)})`
                  }
                  {...fieldError('class')}
                />
              )}

              {recipientType === 'class' && cls && (
                <ClassReach
                  className={cls.title}
                  loading={!fixedClass && students.isPending}
                  failed={!fixedClass && students.isError}
                  error={students.error}
                  retrying={students.isFetching}
                  onRetry={() => void students.refetch()}
                  students={reached}
                />
              )}

              <TextField
                select
                label={t('sendDialog.template')}
                value={templateId}
                onChange={(e) => chooseTemplate(e.target.value)}
                margin="none"
                helperText={
                  mismatch ??
                  (templates.isError ? t('errors.fetchTemplates') : t('sendDialog.templateHint'))
                }
                error={mismatch !== null}
                slotProps={selectSlots}
              >
                <option value="">{t('sendDialog.noTemplate')}</option>
                {matching.length > 0 && (
                  <optgroup
                    label={
                      recipientType === 'user'
                        ? t('sendDialog.forUserTemplates')
                        : t('sendDialog.forClassTemplates')
                    }
                  >
                    {matching.map((tpl) => (
                      <option key={tpl.id} value={String(tpl.id)}>
                        {tpl.name} ({t(`templateType.${tpl.type}`)})
                      </option>
                    ))}
                  </optgroup>
                )}
                {others.length > 0 && (
                  <optgroup
                    label={
                      recipientType === 'user'
                        ? t('sendDialog.forClassTemplates')
                        : t('sendDialog.forUserTemplates')
                    }
                  >
                    {others.map((tpl) => (
                      <option key={tpl.id} value={String(tpl.id)}>
                        {tpl.name} ({t(`templateType.${tpl.type}`)})
                      </option>
                    ))}
                  </optgroup>
                )}
              </TextField>

              <TextField
                label={t('sendDialog.titleField')}
                required
                margin="none"
                slotProps={{
                  htmlInput: { maxLength: TEMPLATE_LIMITS.title },
                  inputLabel: labelOf(title),
                }}
                {...fieldProps(form, 'title')}
              />
              <TextField
                label={t('sendDialog.messageField')}
                required
                multiline
                minRows={4}
                margin="none"
                slotProps={{
                  htmlInput: { maxLength: TEMPLATE_LIMITS.message },
                  inputLabel: labelOf(message),
                }}
                {...fieldProps(form, 'message')}
              />
            </Box>

            {template && !mismatch && composed.body.templateId === undefined && (
              <Alert severity="info" role="status" sx={{ mt: 2 }}>
                {t('sendDialog.changedTemplate')}
              </Alert>
            )}

            {showPreview && (
              <MessagePreview
                composed={composed}
                heading={
                  recipientType === 'user'
                    ? user
                      ? t('sendDialog.asUser', { name: user.name })
                      : t('sendDialog.chooseUser')
                    : reached?.[0] && composed.body.templateId !== undefined
                      ? t('sendDialog.asFirstStudent', { name: reached[0].name })
                      : cls
                        ? t('sendDialog.asClass', { title: cls.title })
                        : t('sendDialog.chooseClassValues')
                }
              />
            )}
          </>
        );
      }}
    </FormDialog>
  );
}

/** The send as a recipient reads it, and what is filled in later or not at all. */
function MessagePreview({ composed, heading }: { composed: Composed; heading: string }) {
  const { t } = useTranslation('adminNotifications');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('sendDialog.previewLabel')}
      sx={{ mt: 2, p: 2, bgcolor: 'grey.50' }}
    >
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {t('sendDialog.preview')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {composed.preview.title || '—'}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {composed.preview.message || '—'}
      </Typography>
      {composed.filledWhenSent.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('sendDialog.filledWhenSent', { list: list(composed.filledWhenSent) })}
        </Typography>
      )}
      {composed.sentAsWritten.length > 0 && (
        <Alert severity="warning" role="status" sx={{ mt: 1 }}>
          {t('sendDialog.sentAsWritten', { list: list(composed.sentAsWritten) })}
        </Alert>
      )}
    </Paper>
  );
}

/** Who a class send reaches, or why it cannot be sent. */
function ClassReach({
  className,
  loading,
  failed,
  error,
  retrying,
  onRetry,
  students,
}: {
  className: string;
  loading: boolean;
  failed: boolean;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  students: { id: number; name: string }[] | null;
}) {
  const { t } = useTranslation('adminNotifications');
  const msg = useMessageText();
  if (loading) {
    return (
      <Typography role="status" variant="body2" color="text.secondary">
        {t('sendDialog.checking')}
      </Typography>
    );
  }
  if (failed || !students) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            {t('sendDialog.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('errors.checkEnrollmentFailed')}</AlertTitle>
        {failed && msg(errorMessage(error, t('errors.fetchClassStudents')))}
      </Alert>
    );
  }
  if (students.length === 0) {
    return (
      <Alert severity="warning" role="status">
        {t('errors.noStudentsInClass', { className })}
      </Alert>
    );
  }
  return (
    <Alert severity="info" role="status">
      {t('sendDialog.receive', { count: students.length })}
      {students
        .slice(0, NAMES_LISTED)
        .map((s) => s.name)
        .join(', ')}
      {students.length > NAMES_LISTED
        ? t('sendDialog.andMore', { count: students.length - NAMES_LISTED })
        : ''}
    </Alert>
  );
}
