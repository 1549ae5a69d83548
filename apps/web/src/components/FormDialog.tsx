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
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { messageText, useMessageText } from '../i18n/messages.ts';
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
  /** A refused check also shows its first message in the banner (an `invalidText` of that). */
  checksInBanner?: boolean;
  /** When fields are checked before sending (react-hook-form's mode; on submit by default). */
  mode?: UseFormProps<In>['mode'];
  /** The text of a failure, when the screen maps the server's texts (else `failureText`). */
  failureOf?: (error: unknown) => string;
  /** Replaces Cancel and the submit button (e.g. a lone Close once the work is done). */
  actions?: ReactNode;
  /** The dialog's scrolling (MUI's `scroll`), for long forms. */
  scroll?: DialogProps['scroll'];
  /** Lines above and below the content, for a long form that scrolls (default: `scrollFields`). */
  dividers?: boolean;
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
  const { scrollFields = false, scroll, dividers = scrollFields } = props;
  const titleId = useId();
  const { t } = useTranslation();
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
      {...(scroll ? { scroll } : {})}
    >
      {notReady ? (
        <>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent dividers={dividers}>{notReady.content}</DialogContent>
          {notReady.closable && (
            <DialogActions>
              <Button onClick={onClose}>{t('actions.close')}</Button>
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
    checksInBanner = false,
    mode,
    failureOf,
    actions,
    scrollFields = false,
    dividers = scrollFields,
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
    ...(mode ? { mode } : {}),
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
  const { t } = useTranslation();
  const showMessage = useMessageText();

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
        // The person was already told (or sent to sign in again).
        if (isApiError(error) && error.silent) return;
        const message = failureOf ? failureOf(error) : errorMessage(error, failureText);
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
      const text = invalidText?.(errors) ?? (checksInBanner ? firstMessage(errors) : undefined);
      if (text) show(text);
    },
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      // A column, so that long fields scroll between the title and the buttons.
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers={dividers}>
        {failure && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            {...(bannerMs !== undefined ? { onClose: () => setFailure(null) } : {})}
          >
            {showMessage(failure.message)}
          </Alert>
        )}
        {intro}
        {children(form)}
      </DialogContent>
      <DialogActions>
        {actions ?? (
          <>
            <Button onClick={onClose} disabled={locked}>
              {t('actions.cancel')}
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
          </>
        )}
      </DialogActions>
    </form>
  );
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
    ...(message && showMessage ? { helperText: messageText(message) } : {}),
  };
}

/**
 * The label slot of a text field whose value the form may set itself (`setValue`): MUI notices
 * only typed text, so without it the label would cover text put into an empty field.
 */
export function labelOf(value: string) {
  return value === '' ? {} : { shrink: true };
}
