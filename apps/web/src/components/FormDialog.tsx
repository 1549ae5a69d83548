import { useEffect, useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Breakpoint } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../lib/api-client.ts';

/**
 * A refusal found while sending (a rule the schema cannot see, such as a class without students):
 * thrown by `onSubmit`, it is shown as the dialog's failure and, with `field`, on that input.
 */
export class FieldFailure extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

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
  onSubmit: (values: Out, form: UseFormReturn<In, unknown, Out>) => Promise<unknown>;
  /** The screen's own text for a failure the server did not explain. */
  failureText?: string;
  onClose: () => void;
  /** The fields, given the form (use `fieldProps` for text fields). */
  children: (form: UseFormReturn<In, unknown, Out>) => ReactNode;
  /** When fields are checked before sending (react-hook-form's mode; on submit by default). */
  mode?: UseFormProps<In>['mode'];
  /** A refused check moves the focus to its field (true by default). */
  focusInvalid?: boolean;
  /** A refused check also shows its first message above the form, as a failure does. */
  checksInBanner?: boolean;
  /** The failure closes by itself after this many milliseconds, and can be closed before. */
  failureDismissMs?: number;
  /** The text of a failure, when the screen maps the server's texts (else `failureText`). */
  failureOf?: (error: unknown) => string;
  /** False keeps the submit button disabled (nothing to send yet). */
  canSubmit?: (form: UseFormReturn<In, unknown, Out>) => boolean;
  /** The submit button's text while the call runs. */
  busyLabel?: string;
  /** Fills the screen below this width (phones). */
  fullScreenBelow?: Breakpoint;
  scroll?: DialogProps['scroll'];
  /** Lines above and below the content, for a long form that scrolls. */
  dividers?: boolean;
  /** Replaces Cancel and the submit button (e.g. a lone Close once the work is done). */
  actions?: ReactNode;
}

interface ShownFailure {
  message: string;
  /** Changes on every showing, so the same text shown twice restarts the timer. */
  at: number;
}

/** The first message of a refused check, in the order the schema reported them. */
function firstMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    if (typeof error.message === 'string' && error.message) return error.message;
    const nested = firstMessage(error as FieldErrors);
    if (nested) return nested;
  }
  return undefined;
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
    mode,
    focusInvalid = true,
    checksInBanner = false,
    failureDismissMs,
    failureOf,
    canSubmit,
    busyLabel,
    fullScreenBelow,
    scroll,
    dividers,
    actions,
  } = props;
  const titleId = useId();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down(fullScreenBelow ?? 'xs'));
  const [failure, setFailure] = useState<ShownFailure | null>(null);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues,
    shouldFocusError: focusInvalid,
    ...(mode ? { mode } : {}),
  });
  const busy = form.formState.isSubmitting;
  const allowed = canSubmit ? canSubmit(form) : true;
  const show = (message: string) => setFailure({ message, at: Date.now() });

  useEffect(() => {
    if (!failure || failureDismissMs === undefined) return;
    const timer = window.setTimeout(() => setFailure(null), failureDismissMs);
    return () => window.clearTimeout(timer);
  }, [failure, failureDismissMs]);

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await onSubmit(values, form);
      } catch (error) {
        if (error instanceof FieldFailure) {
          if (error.field) {
            form.setError(error.field as FieldPath<In>, { type: 'check', message: error.message });
          }
          show(error.message);
          return;
        }
        const known = Object.keys(defaultValues ?? {});
        const fields = isApiError(error) ? Object.entries(error.fields ?? {}) : [];
        for (const [key, message] of fields) {
          if (known.includes(key)) form.setError(key as FieldPath<In>, { type: 'server', message });
        }
        show(failureOf ? failureOf(error) : errorMessage(error, failureText));
      }
    },
    (errors) => {
      const message = checksInBanner ? firstMessage(errors) : undefined;
      if (message) show(message);
    },
  );

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={fullScreenBelow !== undefined && small}
      {...(scroll ? { scroll } : {})}
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers={dividers}>
          {failure && (
            <Alert
              severity="error"
              role="alert"
              sx={{ mb: 2 }}
              {...(failureDismissMs !== undefined ? { onClose: () => setFailure(null) } : {})}
            >
              {failure.message}
            </Alert>
          )}
          {intro}
          {children(form)}
        </DialogContent>
        <DialogActions>
          {actions ?? (
            <>
              <Button onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant="contained"
                color={submitColor}
                disabled={busy || !allowed}
              >
                {busy && busyLabel ? busyLabel : submitLabel}
              </Button>
            </>
          )}
        </DialogActions>
      </Box>
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

/**
 * The label slot of a text field whose value the form may set itself (`setValue`): MUI notices
 * only typed text, so without it the label would cover text put into an empty field.
 */
export function labelOf(value: string) {
  return value === '' ? {} : { shrink: true };
}
