import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  LOCATION_LABELS,
  LOCATION_TYPES,
  checkClassInput,
  type ClassUpdateInput,
  type LocationType,
} from '@careclass/shared';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useToast } from '../../../../lib/toast.ts';
import { AutoDismissAlert, useAutoDismissError } from '../../components/AutoDismissAlert.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorState } from '../../components/StateViews.tsx';
import { formatDayRange } from '../../lib/format.ts';
import { ADMIN_MSG } from '../../messages.ts';
import type { AdminClass, Instructor } from '../../types.ts';
import { useAdminClass } from '../api/get-admin-class.ts';
import { useCreateClass } from '../api/create-class.ts';
import { useInstructors } from '../api/get-instructors.ts';
import { useUpdateClass } from '../api/update-class.ts';
import { ClassPicture } from './ClassPicture.tsx';
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
}

interface ClassFormValues {
  title: string;
  instructor_id: string;
  description: string;
  price: string;
  location_type: LocationType;
  location_details: string;
  duration: string;
  image_url: string;
  dates: SessionRow[];
}

const EMPTY_SESSION: Omit<SessionRow, 'key'> = {
  date: '',
  end_date: '',
  start_time: '',
  end_time: '',
  location: '',
  capacity: '',
};

function toValues(cls: AdminClass | null): ClassFormValues {
  if (!cls) {
    return {
      title: '',
      instructor_id: '',
      description: '',
      price: '',
      location_type: 'in-person',
      location_details: '',
      duration: '',
      image_url: '',
      dates: [{ key: 0, ...EMPTY_SESSION }],
    };
  }
  return {
    title: cls.title,
    instructor_id: cls.instructor_id ? String(cls.instructor_id) : '',
    description: cls.description ?? '',
    price: String(cls.price),
    location_type: cls.location_type,
    location_details: cls.location_details ?? '',
    duration: cls.duration ?? '',
    image_url: cls.image_url ?? '',
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
    location_details: values.location_details,
    duration: values.duration,
    image_url: values.image_url,
    dates: values.dates.map((d) => ({
      ...(d.sessionId ? { id: d.sessionId } : {}),
      date: d.date,
      end_date: d.end_date,
      start_time: d.start_time,
      end_time: d.end_time,
      location: d.location,
      capacity: d.capacity,
    })),
  };
}

interface ClassFormDialogProps {
  /** null: Add Class; a class id: Edit Class (loaded fresh from the server). */
  classId: number | null;
  /** Instructors known from the class list, offered when the instructor list cannot be loaded. */
  knownInstructors: Instructor[];
  onClose: () => void;
}

export function ClassFormDialog({ classId, knownInstructors, onClose }: ClassFormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const editing = classId !== null;
  const details = useAdminClass(classId);

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{editing ? 'Edit Class' : 'Add Class'}</DialogTitle>
      {editing && details.isPending ? (
        <DialogContent dividers>
          <Box role="status" aria-label="Loading class details">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={48} sx={{ mb: 2 }} />
            ))}
          </Box>
        </DialogContent>
      ) : editing && details.isError ? (
        <>
          <DialogContent dividers>
            <ErrorState
              error={details.error}
              fallback={ADMIN_MSG.fetchClassDetails}
              onRetry={() => void details.refetch()}
              retrying={details.isFetching}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : (
        <ClassForm
          cls={editing ? (details.data ?? null) : null}
          knownInstructors={knownInstructors}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function ClassForm({
  cls,
  knownInstructors,
  onClose,
}: {
  cls: AdminClass | null;
  knownInstructors: Instructor[];
  onClose: () => void;
}) {
  const toast = useToast();
  const banner = useAutoDismissError();
  // Plain state: the shared check does the validating (react-hook-form would add its field-array
  // code to the vendor chunk that the public sign-up page loads).
  const [values, setValues] = useState<ClassFormValues>(() => toValues(cls));
  const nextKey = useRef(values.dates.length);
  // Every field at fault is marked at once, and stays marked after the banner has gone until
  // it is edited.
  const [fieldErrs, setFieldErrs] = useState<Record<string, string>>({});
  const [deletedSessionIds, setDeletedSessionIds] = useState<number[]>([]);
  const [removing, setRemoving] = useState<number | null>(null);
  const createClass = useCreateClass();
  const updateClass = useUpdateClass();
  const [uploading, setUploading] = useState(false);
  const saving = createClass.isPending || updateClass.isPending;
  const instructors = useInstructors();
  const removedSessions = cls?.sessions.filter((s) => s.session_type === 'historical') ?? [];

  const instructorOptions = useMemo(() => {
    const list = new Map<number, string>();
    for (const i of instructors.data ?? knownInstructors) list.set(i.id, i.name);
    if (cls?.instructor_id && !list.has(cls.instructor_id)) {
      list.set(cls.instructor_id, cls.instructor_name ?? `Instructor #${cls.instructor_id}`);
    }
    return [...list].map(([id, name]) => ({ id, name }));
  }, [instructors.data, knownInstructors, cls]);

  const fieldError = (name: string) =>
    fieldErrs[name] ? { error: true, helperText: fieldErrs[name] } : {};
  const clearError = (name: string) =>
    setFieldErrs((all) => {
      if (!(name in all)) return all;
      const { [name]: _gone, ...rest } = all;
      return rest;
    });

  type ClassField = Exclude<keyof ClassFormValues, 'dates'>;
  const bind = (name: ClassField) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      clearError(name);
    },
    ...fieldError(name),
  });

  const updateSession = (index: number, patch: Partial<SessionRow>) => {
    for (const name of Object.keys(patch)) clearError(`dates.${index}.${name}`);
    setValues((v) => ({
      ...v,
      dates: v.dates.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    }));
  };

  const addSession = () => {
    const key = nextKey.current++;
    setValues((v) => ({ ...v, dates: [...v.dates, { key, ...EMPTY_SESSION }] }));
  };

  const submit = async () => {
    const checked = checkClassInput(toBody(values), false);
    if (!checked.ok) {
      setFieldErrs(checked.fields);
      banner.show(checked.error);
      return;
    }
    setFieldErrs({});
    banner.clear();
    const body: ClassUpdateInput = { ...checked.value };
    try {
      const message = cls
        ? await updateClass.mutateAsync({ id: cls.id, body: { ...body, deletedSessionIds } })
        : await createClass.mutateAsync(body);
      toast.success(message);
      onClose();
    } catch (error) {
      const message = errorMessage(error, ADMIN_MSG.saveClass);
      // The server names every field at fault; each message goes next to its input.
      setFieldErrs((error as { fields?: Record<string, string> }).fields ?? {});
      banner.show(message);
    }
  };

  const confirmRemove = () => {
    if (removing === null) return;
    const row = values.dates[removing];
    if (row?.sessionId) setDeletedSessionIds((ids) => [...ids, row.sessionId!]);
    setValues((v) => ({ ...v, dates: v.dates.filter((_r, i) => i !== removing) }));
    // Row numbers shift: the marks of the rows are stale.
    setFieldErrs((all) =>
      Object.fromEntries(Object.entries(all).filter(([k]) => !k.startsWith('dates.'))),
    );
    setRemoving(null);
  };

  const selectSlots = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
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
        {instructors.isError && (
          <Alert
            severity="warning"
            role="status"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void instructors.refetch()}>
                Retry
              </Button>
            }
          >
            {ADMIN_MSG.fetchInstructors}
            {instructorOptions.length > 0 && '. Showing the instructors of existing classes.'}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField {...bind('title')} label="Title" required margin="none" />
          <TextField
            {...bind('instructor_id')}
            select
            label="Instructor"
            required
            margin="none"
            slotProps={selectSlots}
          >
            <option value="">Choose an instructor</option>
            {instructorOptions.map((i) => (
              <option key={i.id} value={String(i.id)}>
                {i.name}
              </option>
            ))}
          </TextField>
          <TextField
            {...bind('description')}
            label="Description"
            required
            multiline
            minRows={3}
            margin="none"
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
          <TextField
            {...bind('price')}
            label="Price (USD)"
            type="number"
            required
            margin="none"
            slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
          />
          <TextField
            helperText="Left blank: the usual duration for the title, if any"
            {...bind('duration')}
            label="Duration"
            margin="none"
            placeholder="e.g. 4 weeks"
          />
          <TextField
            {...bind('location_type')}
            select
            label="Location type"
            margin="none"
            slotProps={selectSlots}
          >
            {LOCATION_TYPES.map((t) => (
              <option key={t} value={t}>
                {LOCATION_LABELS[t]}
              </option>
            ))}
          </TextField>
          <TextField {...bind('location_details')} label="Location details" margin="none" />
          <ClassPicture
            field={bind('image_url')}
            onUploaded={(url) => {
              setValues((v) => ({ ...v, image_url: url }));
              clearError('image_url');
            }}
            onProblem={(message) => setFieldErrs((all) => ({ ...all, image_url: message }))}
            onBusy={setUploading}
          />
        </Box>

        <Typography component="h3" variant="h3" sx={{ mt: 4, mb: 1, fontSize: '1.15rem' }}>
          Sessions
        </Typography>
        {removedSessions.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Removed sessions kept for the records:{' '}
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
          Add session
        </Button>

        {cls && (
          <Box component="section" aria-labelledby="class-materials-heading" sx={{ mt: 4 }}>
            <Typography
              id="class-materials-heading"
              component="h3"
              variant="h3"
              sx={{ mb: 1, fontSize: '1.15rem' }}
            >
              Materials
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Materials are added and removed at once (Save changes is not needed). Students
              enrolled in the class find them on the class page.
            </Typography>
            <ClassMaterialsPanel classId={cls.id} canManage />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving || uploading}>
          {saving ? 'Saving…' : cls ? 'Save changes' : 'Create class'}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this session?"
        confirmLabel="Remove session"
        danger
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {removing !== null && values.dates[removing]?.sessionId
          ? 'When you save, the session is removed: its enrollments are closed and the students are told. It stays in the records as a removed session.'
          : 'The new session is taken out of the form.'}
      </ConfirmDialog>
    </Box>
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
        Session {n}
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
          label="Start date"
          type="date"
          slotProps={dateSlot}
        />
        <TextField {...bind('end_date')} label="End date" type="date" slotProps={dateSlot} />
        <TextField {...bind('location')} label="Location" />
        <TextField {...bind('start_time')} label="Start time" type="time" slotProps={timeSlot} />
        <TextField {...bind('end_time')} label="End time" type="time" slotProps={timeSlot} />
        <TextField
          {...bind('capacity')}
          label="Capacity"
          type="number"
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={`Remove session ${n}`}
        >
          Remove
        </Button>
      </Box>
    </Box>
  );
}
