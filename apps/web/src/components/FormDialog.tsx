import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../lib/api-client.ts';

/**
 * The back office's form dialog (issue 12): react-hook-form checked by a zod schema of the shared
 * contract. It owns what every dialog repeated: a fresh form on each opening (it is mounted only
 * while open), the busy state while the call runs (nothing can be closed or sent twice), the
 * server's field messages shown on their inputs and its other message above the form.
 */
export interface FormDialogProps<In extends FieldValues, Out> {
  title: string;
  /** The form's schema; its messages are the ones a field shows. */
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  maxWidth?: DialogProps['maxWidth'];
  /** Text above the fields. */
  intro?: ReactNode;
  /** Runs the call with the checked values; a rejection is shown in the dialog. */
  onSubmit: (values: Out) => Promise<unknown>;
  /** The screen's own text for a failure the server did not explain. */
  failureText?: string;
  onClose: () => void;
  /** The fields, given the form (use `fieldProps` for text fields). */
  children: (form: UseFormReturn<In, unknown, Out>) => ReactNode;
}

export function FormDialog<In extends FieldValues, Out>(props: FormDialogProps<In, Out>) {
  const {
    title,
    schema,
    defaultValues,
    submitLabel,
    submitColor = 'primary',
    maxWidth = 'sm',
    intro,
    onSubmit,
    failureText,
    onClose,
    children,
  } = props;
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const known = Object.keys(defaultValues ?? {});
      const fields = isApiError(error) ? Object.entries(error.fields ?? {}) : [];
      for (const [key, message] of fields) {
        if (known.includes(key)) form.setError(key as FieldPath<In>, { type: 'server', message });
      }
      setFailure(errorMessage(error, failureText));
    }
  });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {intro}
          {children(form)}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The props that bind an MUI TextField to a field of the form, with its message. */
export function fieldProps<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  name: FieldPath<In>,
) {
  const { ref, ...rest } = form.register(name);
  const message = form.getFieldState(name, form.formState).error?.message;
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(message),
    disabled: form.formState.isSubmitting,
    ...(message ? { helperText: message } : {}),
  };
}
