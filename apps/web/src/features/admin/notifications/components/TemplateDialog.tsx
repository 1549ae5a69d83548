import { useId, useRef, useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  MSG,
  TEMPLATE_LIMITS,
  TEMPLATE_TYPES,
  defaultVariables,
  normaliseTemplateName,
  placeholdersOf,
  previewTemplate,
  templateRecipientType,
  type TemplateType,
} from '@careclass/shared';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useToast } from '../../../../lib/toast.ts';
import { AutoDismissAlert, useAutoDismissError } from '../../components/AutoDismissAlert.tsx';
import { useCreateTemplate } from '../api/create-template.ts';
import { useUpdateTemplate } from '../api/update-template.ts';
import { insertAt } from '../lib/insert-at-cursor.ts';
import { CENTER_MSG, TEMPLATE_TYPE_LABELS } from '../lib/labels.ts';
import type { NotificationTemplate, TemplateInput } from '../types.ts';

type EditableField = 'title' | 'message';

/** New Template (template null) or Edit Template; mounted while open. */
export function TemplateDialog({
  template,
  onClose,
}: {
  template: NotificationTemplate | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const variablesId = useId();
  const toast = useToast();
  const banner = useAutoDismissError();
  const [name, setName] = useState(template?.name ?? '');
  const [type, setType] = useState<TemplateType>(template?.type ?? 'user_notification');
  const [title, setTitle] = useState(template?.title_template ?? '');
  const [message, setMessage] = useState(template?.message_template ?? '');
  const [fieldErr, setFieldErr] = useState<{ field: string; message: string } | null>(null);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const saving = create.isPending || update.isPending;

  // Where a variable chip inserts: the field last used and its selection (the message by default).
  const inputs = {
    title: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const cursor = useRef<{ field: EditableField; start: number | null; end: number | null }>({
    field: 'message',
    start: null,
    end: null,
  });
  const remember =
    (field: EditableField) => (e: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      cursor.current = {
        field,
        start: e.currentTarget.selectionStart,
        end: e.currentTarget.selectionEnd,
      };
    };

  const recipientType = templateRecipientType(type);
  const variables = [
    ...new Set([
      ...defaultVariables(recipientType),
      ...placeholdersOf(title),
      ...placeholdersOf(message),
    ]),
  ];
  const normalised = normaliseTemplateName(name);

  const insert = (variable: string) => {
    const { field, start, end } = cursor.current;
    const result = insertAt(field === 'title' ? title : message, `{${variable}}`, start, end);
    (field === 'title' ? setTitle : setMessage)(result.value);
    cursor.current = { field, start: result.caret, end: result.caret };
    requestAnimationFrame(() => {
      const el = inputs[field].current;
      el?.focus();
      el?.setSelectionRange(result.caret, result.caret);
    });
  };

  const fail = (field: string | null, text: string) => {
    setFieldErr(field ? { field, message: text } : null);
    banner.show(text);
  };
  const fieldError = (field: string) =>
    fieldErr?.field === field ? { error: true, helperText: fieldErr.message } : {};
  /** Editing a field clears the mark it got from the last check. */
  const edited = (field: string) => {
    if (fieldErr?.field === field) setFieldErr(null);
  };

  const submit = async () => {
    if (!name.trim()) return fail('name', MSG.templateNameRequired);
    if (!/[a-z0-9]/.test(normalised)) return fail('name', MSG.templateNameInvalid);
    if (!title.trim()) return fail('title_template', MSG.templateContentRequired);
    if (!message.trim()) return fail('message_template', MSG.templateContentRequired);
    setFieldErr(null);
    banner.clear();
    const input: TemplateInput = {
      name: normalised,
      type,
      title_template: title.trim(),
      message_template: message.trim(),
    };
    try {
      toast.success(
        template
          ? await update.mutateAsync({ id: template.id, input })
          : await create.mutateAsync(input),
      );
      onClose();
    } catch (error) {
      const text = errorMessage(
        error,
        template ? CENTER_MSG.updateTemplate : CENTER_MSG.createTemplate,
      );
      const field = Object.keys((error as { fields?: Record<string, string> }).fields ?? {})[0];
      fail(field ?? null, text);
    }
  };

  const nameHelp = name.trim()
    ? `Saved as: ${normalised || '(no letters or digits)'}`
    : 'Lowercase letters, digits and underscores; spaces become underscores.';

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{template ? 'Edit Template' : 'New Template'}</DialogTitle>
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
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Name"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                edited('name');
              }}
              required
              margin="none"
              helperText={nameHelp}
              {...fieldError('name')}
              slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.name } }}
            />
            <TextField
              select
              label="Type"
              value={type}
              onChange={(e) => setType(e.target.value as TemplateType)}
              margin="none"
              helperText={
                recipientType === 'class' ? 'Sent to the students of a class' : 'Sent to one user'
              }
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {TEMPLATE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TEMPLATE_TYPE_LABELS[t]}
                </option>
              ))}
            </TextField>
            <TextField
              label="Title template"
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                edited('title_template');
              }}
              required
              margin="none"
              inputRef={inputs.title}
              {...fieldError('title_template')}
              sx={{ gridColumn: { sm: '1 / -1' } }}
              slotProps={{
                htmlInput: {
                  maxLength: TEMPLATE_LIMITS.title,
                  onSelect: remember('title'),
                  onBlur: remember('title'),
                },
              }}
            />
            <TextField
              label="Message template"
              value={message}
              onChange={(e) => {
                setMessage(e.target.value);
                edited('message_template');
              }}
              required
              multiline
              minRows={4}
              margin="none"
              inputRef={inputs.message}
              {...fieldError('message_template')}
              sx={{ gridColumn: { sm: '1 / -1' } }}
              slotProps={{
                htmlInput: {
                  maxLength: TEMPLATE_LIMITS.message,
                  onSelect: remember('message'),
                  onBlur: remember('message'),
                },
              }}
            />
          </Box>

          <Typography id={variablesId} component="h3" sx={{ mt: 2, fontWeight: 600 }}>
            Variables
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Inserted where the cursor is in the title or message; filled in for each recipient.
          </Typography>
          <Box
            role="group"
            aria-labelledby={variablesId}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {variables.map((v) => (
              <Chip
                key={v}
                label={`{${v}}`}
                variant="outlined"
                color="primary"
                onClick={() => insert(v)}
                // A click keeps the text field's cursor where it was.
                onMouseDown={(e) => e.preventDefault()}
                aria-label={`Insert {${v}}`}
              />
            ))}
          </Box>

          <Paper
            variant="outlined"
            component="section"
            aria-label="Template preview"
            sx={{ mt: 3, p: 2, bgcolor: 'grey.50' }}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              Preview
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              With sample values (grade A+, 15 students); long texts are cut at 50 characters.
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {previewTemplate(title) || '—'}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {previewTemplate(message) || '—'}
            </Typography>
          </Paper>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : template ? 'Save changes' : 'Create template'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
