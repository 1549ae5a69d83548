import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  CDA_SUBJECT_AREAS,
  LOCATION_TYPES,
  TEACHING_LANGUAGES,
  UI_TIMING,
  checkClassInput,
  type ClassUpdateInput,
  type LocationType,
  type TeachingLanguage,
} from '@careclass/shared';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { useClassText } from '../lib/class-text.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { useToast } from '../../../../lib/toast.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorState } from '../../components/StateViews.tsx';
import type { AdminClass, Instructor } from '../../types.ts';
import { useAdminClass } from '../api/get-admin-class.ts';
import { useCreateClass } from '../api/create-class.ts';
import { useInstructors } from '../api/get-instructors.ts';
import { ClassSelect } from '../../components/ClassSelect.tsx';
import { useUpdateClass } from '../api/update-class.ts';
import { ClassPicture } from './ClassPicture.tsx';
import { useOfficeDates } from '../lib/office-dates.ts';
import { ClassMaterialsPanel } from '../../../materials/ClassMaterialsPanel.tsx';

interface SessionRow {
  /** Identifies the row in the form while sessions are added and removed. */
  key: number;
  /** The stored session's id; absent for a session added in this form. */
  sessionId?: number;
  date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  location: string;
  capacity: string;
  /** Blank: taught in the class's language. */
  language: TeachingLanguage | '';
}

interface ClassFormValues {
  title: string;
  instructor_id: string;
  description: string;
  price: string;
  location_type: LocationType;
  language: TeachingLanguage;
  location_details: string;
  duration: string;
  image_url: string;
  training_hours: string;
  /** Blank: no expiry (a new class left blank takes the usual validity of its title). */
  certificate_validity_months: string;
  cda_subject_areas: number[];
  /** The class whose sessions renew this class's certificate; blank: this class itself. */
  renewal_class_id: string;
  /** A new class: blank credential facts are left to the server's defaults. */
  creating: boolean;
  dates: SessionRow[];
}

const EMPTY_SESSION: Omit<SessionRow, 'key'> = {
  date: '',
  end_date: '',
  start_time: '',
  end_time: '',
  location: '',
  capacity: '',
  language: '',
};

function toValues(cls: AdminClass | null): ClassFormValues {
  if (!cls) {
    return {
      title: '',
      instructor_id: '',
      description: '',
      price: '',
      location_type: 'in-person',
      language: 'en',
      location_details: '',
      duration: '',
      image_url: '',
      training_hours: '',
      certificate_validity_months: '',
      cda_subject_areas: [],
      renewal_class_id: '',
      creating: true,
      dates: [{ key: 0, ...EMPTY_SESSION }],
    };
  }
  return {
    title: cls.title,
    instructor_id: cls.instructor_id ? String(cls.instructor_id) : '',
    description: cls.description ?? '',
    price: String(cls.price),
    location_type: cls.location_type,
    language: cls.language,
    location_details: cls.location_details ?? '',
    duration: cls.duration ?? '',
    image_url: cls.image_url ?? '',
    training_hours: cls.training_hours === null ? '' : String(cls.training_hours),
    certificate_validity_months:
      cls.certificate_validity_months === null ? '' : String(cls.certificate_validity_months),
    cda_subject_areas: cls.cda_subject_areas,
    renewal_class_id: cls.renewal_class_id === cls.id ? '' : String(cls.renewal_class_id),
    creating: false,
    dates: cls.sessions
      .filter((s) => s.session_type !== 'historical')
      .map((s, i) => ({
        key: i,
        sessionId: s.id,
        date: s.start_date,
        end_date: s.end_date,
        start_time: s.start_time,
        end_time: s.end_time,
        location: s.location_details ?? '',
        capacity: String(s.capacity),
        // The answer gives the session's language as taught; the class's reads as "as the class".
        language: s.language === cls.language ? '' : s.language,
      })),
  };
}

/** The form as the body the shared check (and then the API) takes. */
function toBody(values: ClassFormValues): Record<string, unknown> {
  return {
    title: values.title,
    instructor_id: values.instructor_id === '' ? '' : Number(values.instructor_id),
    description: values.description,
    price: values.price,
    location_type: values.location_type,
    language: values.language,
    location_details: values.location_details,
    duration: values.duration,
    image_url: values.image_url,
    training_hours: values.training_hours,
    ...(values.creating && values.certificate_validity_months.trim() === ''
      ? {}
      : { certificate_validity_months: values.certificate_validity_months }),
    cda_subject_areas: values.cda_subject_areas,
    renewal_class_id: values.renewal_class_id,
    dates: values.dates.map((d) => ({
      ...(d.sessionId ? { id: d.sessionId } : {}),
      date: d.date,
      end_date: d.end_date,
      start_time: d.start_time,
      end_time: d.end_time,
      location: d.location,
      capacity: d.capacity,
      language: d.language === '' ? null : d.language,
    })),
  };
}

/**
 * The form checked by the shared check, every field at once: its overall message goes on the
 * form's root (the banner), each field's message on its field.
 */
const classFormSchema = z.custom<ClassFormValues>().transform((values, ctx) => {
  const checked = checkClassInput(toBody(values), false);
  if (checked.ok) return checked.value;
  ctx.addIssue({ code: 'custom', message: checked.error, path: ['root'] });
  for (const [name, message] of Object.entries(checked.fields)) {
    ctx.addIssue({ code: 'custom', message, path: name.split('.') });
  }
  return z.NEVER;
});

type ClassForm = UseFormReturn<ClassFormValues, unknown, ClassUpdateInput>;

/** The server names every field at fault; each message goes next to its input. */
const serverFields = (error: unknown) => (isApiError(error) ? (error.fields ?? {}) : {});

interface ClassFormDialogProps {
  /** null: Add Class; a class id: Edit Class (loaded fresh from the server). */
  classId: number | null;
  /** Instructors known from the class list, offered when the instructor list cannot be loaded. */
  knownInstructors: Instructor[];
  onClose: () => void;
}

export function ClassFormDialog({ classId, knownInstructors, onClose }: ClassFormDialogProps) {
  const { t } = useTranslation('adminClasses');
  const msg = useClassText();
  const toast = useToast();
  const editing = classId !== null;
  const details = useAdminClass(classId);
  const cls = editing ? (details.data ?? null) : null;
  const createClass = useCreateClass();
  const updateClass = useUpdateClass();
  const [deletedSessionIds, setDeletedSessionIds] = useState<number[]>([]);
  const [uploading, setUploading] = useState(false);

  const notReady =
    editing && details.isPending
      ? {
          content: (
            <Box role="status" aria-label={t('form.loadingDetails')}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={48} sx={{ mb: 2 }} />
              ))}
            </Box>
          ),
        }
      : editing && details.isError
        ? {
            content: (
              <ErrorState
                error={details.error}
                fallback={t('errors.fetchClassDetails')}
                onRetry={() => void details.refetch()}
                retrying={details.isFetching}
              />
            ),
            closable: true,
          }
        : null;

  return (
    <FormDialog<ClassFormValues, ClassUpdateInput>
      title={editing ? t('form.editTitle') : t('form.addTitle')}
      schema={classFormSchema}
      defaultValues={toValues(cls)}
      submitLabel={cls ? t('form.save') : t('form.create')}
      busyLabel={t('form.saving')}
      submitDisabled={() => uploading}
      maxWidth="md"
      fullScreenBelow="sm"
      scrollFields
      notReady={notReady}
      bannerMs={UI_TIMING.errorBannerMs}
      focusInvalid={false}
      invalidText={(errors) => errors.root?.message && msg(errors.root.message)}
      failureText={t('errors.saveClass')}
      failureFields={serverFields}
      onSubmit={async (body) => {
        const message = cls
          ? await updateClass.mutateAsync({ id: cls.id, body: { ...body, deletedSessionIds } })
          : await createClass.mutateAsync(body);
        toast.success(msg(message));
        onClose();
      }}
      onClose={onClose}
    >
      {(form) => (
        <ClassFields
          form={form}
          cls={cls}
          knownInstructors={knownInstructors}
          onSessionDeleted={(id) => setDeletedSessionIds((ids) => [...ids, id])}
          onUploading={setUploading}
        />
      )}
    </FormDialog>
  );
}

function ClassFields({
  form,
  cls,
  knownInstructors,
  onSessionDeleted,
  onUploading,
}: {
  form: ClassForm;
  cls: AdminClass | null;
  knownInstructors: Instructor[];
  onSessionDeleted: (sessionId: number) => void;
  onUploading: (busy: boolean) => void;
}) {
  // The rows are held with setValue, not useFieldArray: its code would join the vendor chunk
  // that the public sign-up page loads. Every field is set by hand and its mark cleared when it
  // is edited: every field at fault is marked at once, and stays marked after the banner has
  // gone until it is edited.
  const { t } = useTranslation('adminClasses');
  const msg = useClassText();
  const { formatDayRange } = useOfficeDates();
  const values = useWatch({ control: form.control }) as ClassFormValues;
  const nextKey = useRef(values.dates.length);
  const [removing, setRemoving] = useState<number | null>(null);
  const instructors = useInstructors();
  const removedSessions = cls?.sessions.filter((s) => s.session_type === 'historical') ?? [];

  const instructorOptions = useMemo(() => {
    const list = new Map<number, string>();
    for (const i of instructors.data ?? knownInstructors) list.set(i.id, i.name);
    if (cls?.instructor_id && !list.has(cls.instructor_id)) {
      list.set(
        cls.instructor_id,
        cls.instructor_name ?? t('form.instructorNumber', { id: cls.instructor_id }),
      );
    }
    return [...list].map(([id, name]) => ({ id, name }));
  }, [instructors.data, knownInstructors, cls, t]);

  const fieldError = (name: string) => {
    const message = form.getFieldState(name as FieldPath<ClassFormValues>, form.formState).error
      ?.message;
    return message ? { error: true, helperText: msg(message) } : {};
  };

  type ClassField = Exclude<keyof ClassFormValues, 'dates' | 'cda_subject_areas' | 'creating'>;
  const toggleArea = (id: number, on: boolean) => {
    const areas = new Set(values.cda_subject_areas);
    if (on) areas.add(id);
    else areas.delete(id);
    form.setValue(
      'cda_subject_areas',
      [...areas].sort((a, b) => a - b),
    );
    form.clearErrors('cda_subject_areas');
  };
  const areasError = fieldError('cda_subject_areas');
  const setField = (name: ClassField, value: string) => {
    form.setValue(name, value);
    form.clearErrors(name);
  };
  const bind = (name: ClassField) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setField(name, e.target.value),
    ...fieldError(name),
  });

  const setRows = (rows: SessionRow[]) => form.setValue('dates', rows);
  const updateSession = (index: number, patch: Partial<SessionRow>) => {
    form.clearErrors(
      Object.keys(patch).map((name) => `dates.${index}.${name}` as FieldPath<ClassFormValues>),
    );
    setRows(values.dates.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  };

  const addSession = () => {
    const key = nextKey.current++;
    setRows([...values.dates, { key, ...EMPTY_SESSION }]);
  };

  const confirmRemove = () => {
    if (removing === null) return;
    const row = values.dates[removing];
    if (row?.sessionId) onSessionDeleted(row.sessionId);
    setRows(values.dates.filter((_r, i) => i !== removing));
    // Row numbers shift: the marks of the rows are stale.
    form.clearErrors('dates');
    setRemoving(null);
  };

  const selectSlots = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <>
      {instructors.isError && (
        <Alert
          severity="warning"
          role="status"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void instructors.refetch()}>
              {t('form.retry')}
            </Button>
          }
        >
          {t('errors.fetchInstructors')}
          {instructorOptions.length > 0 && t('form.knownInstructors')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...bind('title')} label={t('form.title')} required margin="none" />
        <TextField
          {...bind('instructor_id')}
          select
          label={t('form.instructor')}
          required
          margin="none"
          slotProps={selectSlots}
        >
          <option value="">{t('form.chooseInstructor')}</option>
          {instructorOptions.map((i) => (
            <option key={i.id} value={String(i.id)}>
              {i.name}
            </option>
          ))}
        </TextField>
        <TextField
          {...bind('description')}
          label={t('form.description')}
          required
          multiline
          minRows={3}
          margin="none"
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <TextField
          {...bind('price')}
          label={t('form.price')}
          type="number"
          required
          margin="none"
          slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
        />
        <TextField
          helperText={t('form.durationHint')}
          {...bind('duration')}
          label={t('form.duration')}
          margin="none"
          placeholder={t('form.durationPlaceholder')}
        />
        <TextField
          {...bind('location_type')}
          select
          label={t('form.locationType')}
          margin="none"
          slotProps={selectSlots}
        >
          {LOCATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`locationType.${type}`)}
            </option>
          ))}
        </TextField>
        <TextField {...bind('location_details')} label={t('form.locationDetails')} margin="none" />
        <TextField
          {...bind('language')}
          select
          label={t('form.language')}
          margin="none"
          slotProps={selectSlots}
        >
          {TEACHING_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`teachingLanguage.${l}`)}
            </option>
          ))}
        </TextField>
        <ClassPicture
          field={bind('image_url')}
          onUploaded={(url) => setField('image_url', url)}
          onProblem={(message) => form.setError('image_url', { type: 'manual', message })}
          onBusy={onUploading}
        />
        <TextField
          {...bind('training_hours')}
          label={t('form.trainingHours')}
          type="number"
          margin="none"
          helperText={fieldError('training_hours').helperText ?? t('form.trainingHoursHint')}
          slotProps={{ htmlInput: { min: 0, step: 0.1, inputMode: 'decimal' } }}
        />
        <TextField
          {...bind('certificate_validity_months')}
          label={t('form.validity')}
          type="number"
          margin="none"
          helperText={
            fieldError('certificate_validity_months').helperText ?? t('form.validityHint')
          }
          slotProps={{ htmlInput: { min: 1, max: 240, step: 1, inputMode: 'numeric' } }}
        />
        <ClassSelect
          {...bind('renewal_class_id')}
          label={t('form.renewedBy')}
          emptyLabel={t('form.thisClass')}
          omitId={cls?.id}
          margin="none"
          helperText={fieldError('renewal_class_id').helperText ?? t('form.renewalHint')}
          loadErrorText={t('form.renewalUnavailable')}
        />
        <FormControl
          component="fieldset"
          error={Boolean(areasError.error)}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        >
          <FormLabel component="legend">{t('form.cdaAreas')}</FormLabel>
          <FormGroup>
            {CDA_SUBJECT_AREAS.map((a) => (
              <FormControlLabel
                key={a.id}
                control={
                  <Checkbox
                    checked={values.cda_subject_areas.includes(a.id)}
                    onChange={(e) => toggleArea(a.id, e.target.checked)}
                  />
                }
                label={`${a.id}. ${t(`cda.${a.id}`, { defaultValue: a.name })}`}
              />
            ))}
          </FormGroup>
          {areasError.helperText && <FormHelperText>{areasError.helperText}</FormHelperText>}
        </FormControl>
      </Box>

      <Typography component="h3" variant="h3" sx={{ mt: 4, mb: 1, fontSize: '1.15rem' }}>
        {t('form.sessions')}
      </Typography>
      {removedSessions.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('form.removedSessions')}{' '}
          {removedSessions.map((s) => formatDayRange(s.start_date, s.end_date)).join('; ')}
        </Typography>
      )}
      {values.dates.map((row, index) => (
        <SessionFields
          key={row.key}
          index={index}
          row={row}
          canRemove={values.dates.length > 1}
          onChange={(patch) => updateSession(index, patch)}
          onRemove={() => setRemoving(index)}
          fieldError={fieldError}
        />
      ))}
      <Button startIcon={<AddIcon />} onClick={addSession}>
        {t('form.addSession')}
      </Button>

      {cls && (
        <Box component="section" aria-labelledby="class-materials-heading" sx={{ mt: 4 }}>
          <Typography
            id="class-materials-heading"
            component="h3"
            variant="h3"
            sx={{ mb: 1, fontSize: '1.15rem' }}
          >
            {t('form.materials')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('form.materialsHint')}
          </Typography>
          <ClassMaterialsPanel classId={cls.id} canManage />
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('form.removeTitle')}
        confirmLabel={t('form.removeConfirm')}
        danger
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {removing !== null && values.dates[removing]?.sessionId
          ? t('form.removeStored')
          : t('form.removeNew')}
      </ConfirmDialog>
    </>
  );
}

function SessionFields({
  index,
  row,
  canRemove,
  onChange,
  onRemove,
  fieldError,
}: {
  index: number;
  row: SessionRow;
  canRemove: boolean;
  onChange: (patch: Partial<SessionRow>) => void;
  onRemove: () => void;
  fieldError: (name: string) => { error?: boolean; helperText?: string };
}) {
  const { t } = useTranslation('adminClasses');
  const n = index + 1;
  type Field = Exclude<keyof SessionRow, 'key' | 'sessionId'>;
  const bind = (name: Field) => ({
    name: `dates.${index}.${name}`,
    value: row[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [name]: e.target.value }),
    required: true,
    margin: 'none' as const,
    ...fieldError(`dates.${index}.${name}`),
  });
  const dateSlot = { inputLabel: { shrink: true } };
  const timeSlot = { inputLabel: { shrink: true }, htmlInput: { step: 300 } };
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 1, pb: 2, mb: 2 }}
    >
      <Box component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {t('form.session', { n })}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        <TextField
          {...bind('date')}
          // Changing the start date sets the end date to the same day.
          onChange={(e) => onChange({ date: e.target.value, end_date: e.target.value })}
          label={t('form.startDate')}
          type="date"
          slotProps={dateSlot}
        />
        <TextField
          {...bind('end_date')}
          label={t('form.endDate')}
          type="date"
          slotProps={dateSlot}
        />
        <TextField {...bind('location')} label={t('form.location')} />
        <TextField
          {...bind('start_time')}
          label={t('form.startTime')}
          type="time"
          slotProps={timeSlot}
        />
        <TextField
          {...bind('end_time')}
          label={t('form.endTime')}
          type="time"
          slotProps={timeSlot}
        />
        <TextField
          {...bind('capacity')}
          label={t('form.capacity')}
          type="number"
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
        <TextField
          {...bind('language')}
          required={false}
          select
          label={t('form.language')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('form.asTheClass')}</option>
          {TEACHING_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`teachingLanguage.${l}`)}
            </option>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={t('form.removeSessionN', { n })}
        >
          {t('form.remove')}
        </Button>
      </Box>
    </Box>
  );
}
