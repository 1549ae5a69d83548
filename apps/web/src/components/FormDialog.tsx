import { useEffect, useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
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
  type Resolver,
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
  /** A call the screen runs itself (outside `onSubmit`) also makes the dialog busy. */
  busy?: boolean;
  /** The submit button's label while busy (e.g. "Saving…"). */
  busyLabel?: string;
  /** The submit button shows a spinner while busy. */
  busySpinner?: boolean;
  /** The submit button is also disabled while this holds (nothing changed yet, a file checked…). */
  submitDisabled?: (form: UseFormReturn<In, unknown, Out>) => boolean;
  /**
   * The failure banner can be closed and goes by itself after this many milliseconds (the back
   * office's banners: UI_TIMING.errorBannerMs); without it the banner stays.
   */
  bannerMs?: number;
  /** The banner's text when the schema refuses the values (none by default: the fields say it). */
  invalidText?: (errors: FieldErrors<In>) => string | undefined;
  /** A refusal marks only the first field at fault, in the schema's order (default: all of them). */
  oneFieldAtATime?: boolean;
  /** A refused submit moves the focus to the first field at fault (default true). */
  focusInvalid?: boolean;
  /**
   * The fields a failed call marks, with their messages (`message` is the banner's). By default
   * the server's field messages on the form's own top-level fields.
   */
  failureFields?: (error: unknown, message: string) => Record<string, string>;
  /**
   * Shown instead of the form while what it starts from loads or could not be loaded; `closable`
   * adds a Close button.
   */
  notReady?: { content: ReactNode; closable?: boolean } | null;
  /** The dialog fills the screen below this breakpoint (phones). */
  fullScreenBelow?: Breakpoint;
  /** Long forms: the fields scroll between a title and buttons that stay in view. */
  scrollFields?: boolean;
}

export function FormDialog<In extends FieldValues, Out>(props: FormDialogProps<In, Out>) {
  const { title, maxWidth = 'sm', onClose, busy = false, notReady, fullScreenBelow } = props;
  const { scrollFields = false } = props;
  const titleId = useId();
  const theme = useTheme();
  const small = useMediaQuery(
    fullScreenBelow ? theme.breakpoints.down(fullScreenBelow) : 'not all',
  );
  const [submitting, setSubmitting] = useState(false);
  const locked = busy || submitting;

  return (
    <Dialog
      open
      onClose={locked ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={small}
    >
      {notReady ? (
        <>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent dividers={scrollFields}>{notReady.content}</DialogContent>
          {notReady.closable && (
            <DialogActions>
              <Button onClick={onClose}>Close</Button>
            </DialogActions>
          )}
        </>
      ) : (
        <FormDialogForm {...props} titleId={titleId} onSubmitting={setSubmitting} />
      )}
    </Dialog>
  );
}

/** The form itself, mounted once what it starts from is there (its defaults are read once). */
function FormDialogForm<In extends FieldValues, Out>(
  props: FormDialogProps<In, Out> & { titleId: string; onSubmitting: (on: boolean) => void },
) {
  const {
    title,
    schema,
    defaultValues,
    submitLabel,
    submitColor = 'primary',
    intro,
    onSubmit,
    failureText,
    onClose,
    children,
    busy = false,
    busyLabel,
    busySpinner = false,
    submitDisabled,
    bannerMs,
    invalidText,
    oneFieldAtATime = false,
    focusInvalid = true,
    failureFields,
    scrollFields = false,
    titleId,
    onSubmitting,
  } = props;
  // An object, so that the same text shown again restarts the banner's time.
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const resolver = zodResolver(schema) as Resolver<In, unknown, Out>;
  const form = useForm<In, unknown, Out>({
    resolver: oneFieldAtATime ? firstFieldOnly(resolver) : resolver,
    defaultValues,
    shouldFocusError: focusInvalid,
  });
  const submitting = form.formState.isSubmitting;
  const locked = busy || submitting;
  useEffect(() => onSubmitting(submitting), [submitting, onSubmitting]);
  useEffect(() => {
    if (!failure || bannerMs === undefined) return;
    const timer = window.setTimeout(() => setFailure(null), bannerMs);
    return () => window.clearTimeout(timer);
  }, [failure, bannerMs]);
  const show = (message: string) => setFailure({ message });

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await onSubmit(values);
      } catch (error) {
        // The person was already told (or sent to sign in again).
        if (isApiError(error) && error.silent) return;
        const message = errorMessage(error, failureText);
        const marks = failureFields
          ? failureFields(error, message)
          : serverFieldMessages(error, Object.keys(defaultValues ?? {}));
        for (const [key, text] of Object.entries(marks)) {
          form.setError(key as FieldPath<In>, { type: 'server', message: text });
        }
        show(message);
      }
    },
    (errors) => {
      const text = invalidText?.(errors);
      if (text) show(text);
    },
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      style={
        scrollFields
          ? { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }
          : undefined
      }
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers={scrollFields}>
        {failure && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            {...(bannerMs !== undefined ? { onClose: () => setFailure(null) } : {})}
          >
            {failure.message}
          </Alert>
        )}
        {intro}
        {children(form)}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={locked}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={submitColor}
          {...(busySpinner ? { loading: locked } : {})}
          disabled={(!busySpinner && locked) || Boolean(submitDisabled?.(form))}
        >
          {locked && busyLabel ? busyLabel : submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The server's field messages on the form's fields named in `known`. */
export function serverFieldMessages(error: unknown, known: string[]): Record<string, string> {
  const fields = isApiError(error) ? Object.entries(error.fields ?? {}) : [];
  return Object.fromEntries(fields.filter(([key]) => known.includes(key)));
}

/** A resolver that keeps only the first field at fault (the order a person meets the fields). */
export function firstFieldOnly<In extends FieldValues, Out>(
  resolver: Resolver<In, unknown, Out>,
): Resolver<In, unknown, Out> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const first = Object.keys(result.errors)[0];
    if (first === undefined) return result;
    return { values: {}, errors: { [first]: result.errors[first] } as FieldErrors<In> };
  };
}

/** How `fieldProps` binds a field; both default to true. */
export interface FieldPropsOptions {
  /** The field's message shows as its helper text (otherwise it is only marked). */
  showMessage?: boolean;
  /** The field is disabled while the call runs. */
  disableWhileSubmitting?: boolean;
}

/** The props that bind an MUI TextField to a field of the form, with its message. */
export function fieldProps<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  name: FieldPath<In>,
  options: FieldPropsOptions = {},
) {
  const { showMessage = true, disableWhileSubmitting = true } = options;
  const { ref, ...rest } = form.register(name);
  const message = form.getFieldState(name, form.formState).error?.message;
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(message),
    disabled: disableWhileSubmitting && form.formState.isSubmitting,
    ...(message && showMessage ? { helperText: message } : {}),
  };
}
