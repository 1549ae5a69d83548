import { useId, useRef, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MSG,
  TEMPLATE_LIMITS,
  TEMPLATE_TYPES,
  defaultVariables,
  normaliseTemplateName,
  placeholdersOf,
  previewTemplate,
  UI_TIMING,
  templateInputSchema,
  templateRecipientType,
  SPANISH_VERSION_INCOMPLETE,
} from '@careclass/shared';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, fieldProps, labelOf } from '../../../../components/FormDialog.tsx';
import { useToast } from '../../../../lib/toast.ts';
import { useCreateTemplate } from '../api/create-template.ts';
import { useUpdateTemplate } from '../api/update-template.ts';
import { insertAt } from '../lib/insert-at-cursor.ts';
import { CENTER_MSG, useCenterText } from '../lib/labels.ts';
import type { NotificationTemplate, TemplateInput } from '../types.ts';

type EditableField = 'title' | 'message';

/**
 * The template form: the contract's fields in the order they are checked, and a name that must
 * keep a letter or digit once normalised (it is sent normalised).
 */
const templateForm = z
  .object({
    name: templateInputSchema.shape.name
      .refine((name) => /[a-z0-9]/.test(normaliseTemplateName(name)), {
        error: MSG.templateNameInvalid,
      })
      .transform(normaliseTemplateName),
    type: templateInputSchema.shape.type,
    title_template: templateInputSchema.shape.title_template,
    message_template: templateInputSchema.shape.message_template,
    // The optional Spanish version, for Spanish-speaking recipients: both texts or neither.
    title_template_es: templateInputSchema.shape.title_template_es,
    message_template_es: templateInputSchema.shape.message_template_es,
  })
  .superRefine((v, ctx) => {
    if (Boolean(v.title_template_es) === Boolean(v.message_template_es)) return;
    ctx.addIssue({
      code: 'custom',
      path: [v.title_template_es ? 'message_template_es' : 'title_template_es'],
      message: SPANISH_VERSION_INCOMPLETE,
    });
  });
type TemplateForm = UseFormReturn<z.input<typeof templateForm>, unknown, TemplateInput>;

/** New Template (template null) or Edit Template; mounted while open. */
export function TemplateDialog({
  template,
  onClose,
}: {
  template: NotificationTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminNotifications');
  const text = useCenterText();
  const toast = useToast();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();

  return (
    <FormDialog
      title={template ? t('templateDialog.editTitle') : t('templateDialog.newTitle')}
      schema={templateForm}
      defaultValues={{
        name: template?.name ?? '',
        type: template?.type ?? 'user_notification',
        title_template: template?.title_template ?? '',
        message_template: template?.message_template ?? '',
        title_template_es: template?.title_template_es ?? '',
        message_template_es: template?.message_template_es ?? '',
      }}
      submitLabel={template ? t('templateDialog.save') : t('templateDialog.create')}
      busyLabel={t('templateDialog.saving')}
      maxWidth="md"
      fullScreenBelow="sm"
      scroll="paper"
      dividers
      checksInBanner
      focusInvalid={false}
      bannerMs={UI_TIMING.errorBannerMs}
      failureText={text(template ? CENTER_MSG.updateTemplate : CENTER_MSG.createTemplate)}
      onSubmit={async (input) => {
        toast.success(
          text(
            template
              ? await update.mutateAsync({ id: template.id, input })
              : await create.mutateAsync(input),
          ),
        );
        onClose();
      }}
      onClose={onClose}
    >
      {(form) => <TemplateFields form={form} />}
    </FormDialog>
  );
}

function TemplateFields({ form }: { form: TemplateForm }) {
  const { t } = useTranslation('adminNotifications');
  const variablesId = useId();
  const [name, type, title, message, titleEs, messageEs] = form.watch([
    'name',
    'type',
    'title_template',
    'message_template',
    'title_template_es',
    'message_template_es',
  ]);

  // Where a variable chip inserts: the field last used and its selection (the message by default).
  const inputs = {
    title: useRef<HTMLInputElement | null>(null),
    message: useRef<HTMLTextAreaElement | null>(null),
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
    form.setValue(field === 'title' ? 'title_template' : 'message_template', result.value, {
      shouldValidate: form.formState.isSubmitted,
    });
    cursor.current = { field, start: result.caret, end: result.caret };
    requestAnimationFrame(() => {
      const el = inputs[field].current;
      el?.focus();
      el?.setSelectionRange(result.caret, result.caret);
    });
  };

  const nameHelp = name.trim()
    ? t('templateDialog.savedAs', { name: normalised || t('templateDialog.noLetters') })
    : t('templateDialog.nameHint');
  const titleField = fieldProps(form, 'title_template');
  const messageField = fieldProps(form, 'message_template');

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('templateDialog.name')}
          required
          margin="none"
          helperText={nameHelp}
          slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.name } }}
          {...fieldProps(form, 'name')}
        />
        <TextField
          select
          label={t('templateDialog.type')}
          margin="none"
          helperText={
            recipientType === 'class' ? t('templateDialog.toClass') : t('templateDialog.toUser')
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...fieldProps(form, 'type')}
        >
          {TEMPLATE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`templateType.${type}`)}
            </option>
          ))}
        </TextField>
        <TextField
          label={t('templateDialog.titleTemplate')}
          required
          margin="none"
          sx={{ gridColumn: { sm: '1 / -1' } }}
          slotProps={{
            htmlInput: {
              maxLength: TEMPLATE_LIMITS.title,
              onSelect: remember('title'),
              onBlur: remember('title'),
            },
            inputLabel: labelOf(title),
          }}
          {...titleField}
          inputRef={(el: HTMLInputElement | null) => {
            titleField.inputRef(el);
            inputs.title.current = el;
          }}
        />
        <TextField
          label={t('templateDialog.messageTemplate')}
          required
          multiline
          minRows={4}
          margin="none"
          sx={{ gridColumn: { sm: '1 / -1' } }}
          slotProps={{
            htmlInput: {
              maxLength: TEMPLATE_LIMITS.message,
              onSelect: remember('message'),
              onBlur: remember('message'),
            },
            inputLabel: labelOf(message),
          }}
          {...messageField}
          inputRef={(el: HTMLTextAreaElement | null) => {
            messageField.inputRef(el);
            inputs.message.current = el;
          }}
        />
        <TextField
          label={t('templateDialog.titleEs')}
          margin="none"
          sx={{ gridColumn: { sm: '1 / -1' } }}
          helperText={t('templateDialog.titleEsHint')}
          slotProps={{
            htmlInput: { maxLength: TEMPLATE_LIMITS.title, lang: 'es' },
            inputLabel: labelOf(titleEs ?? ''),
          }}
          {...fieldProps(form, 'title_template_es')}
        />
        <TextField
          label={t('templateDialog.messageEs')}
          multiline
          minRows={3}
          margin="none"
          sx={{ gridColumn: { sm: '1 / -1' } }}
          helperText={t('templateDialog.messageEsHint')}
          slotProps={{
            htmlInput: { maxLength: TEMPLATE_LIMITS.message, lang: 'es' },
            inputLabel: labelOf(messageEs ?? ''),
          }}
          {...fieldProps(form, 'message_template_es')}
        />
      </Box>

      <Typography id={variablesId} component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        {t('templateDialog.variables')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('templateDialog.variablesHint')}
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
            aria-label={t('templateDialog.insert', { variable: `{${v}}` })}
          />
        ))}
      </Box>

      <Paper
        variant="outlined"
        component="section"
        aria-label={t('templateDialog.previewLabel')}
        sx={{ mt: 3, p: 2, bgcolor: 'grey.50' }}
      >
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {t('templateDialog.preview')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('templateDialog.previewHint')}
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {previewTemplate(title) || '—'}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{previewTemplate(message) || '—'}</Typography>
      </Paper>
    </>
  );
}
