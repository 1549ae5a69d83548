import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ClassChoice } from '@careclass/shared';
import { useClassChoices } from '../classes/api/get-class-choices.ts';
import { useErrorText } from '../lib/i18n.ts';

const SLOTS = { select: { native: true }, inputLabel: { shrink: true } } as const;

export type ClassSelectProps = Omit<TextFieldProps, 'select' | 'children' | 'slotProps'> & {
  /** The first option, the empty value: "All classes" for a filter, "Choose a class" for a form. */
  emptyLabel: string;
  /** The id of a class not offered (the class being edited cannot renew itself by id). */
  omitId?: number;
  /** How a class reads in the list; its title when not given. */
  optionLabel?: (c: ClassChoice) => string;
  /** What the field says when the classes cannot be loaded; the call's error text when not given. */
  loadErrorText?: string;
};

/**
 * A native select over every class (GET /admin/class-choices), for the back office's filters
 * and forms. While the classes load its first option says so; when they cannot be loaded the
 * field says why, with a retry, and keeps its empty choice usable. A form's own error (the
 * `error` and `helperText` given) is shown before the load error; a hint only when neither is.
 */
export function ClassSelect({
  emptyLabel,
  omitId,
  optionLabel = (c) => c.title,
  loadErrorText,
  error,
  helperText,
  ...field
}: ClassSelectProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const classes = useClassChoices();
  const loadFailed = classes.isError && !classes.data;
  const loadError = loadFailed ? (
    <>
      {loadErrorText ?? errorText(classes.error, t('classSelect.loadFailed'))}{' '}
      <Link
        component="button"
        type="button"
        onClick={() => void classes.refetch()}
        sx={{ verticalAlign: 'baseline' }}
      >
        {t('common.retry')}
      </Link>
    </>
  ) : undefined;
  return (
    <TextField
      {...field}
      select
      error={Boolean(error) || loadFailed}
      helperText={error ? helperText : (loadError ?? helperText)}
      slotProps={{ ...SLOTS, htmlInput: { 'aria-busy': classes.isPending || undefined } }}
    >
      <option value="">{classes.isPending ? t('classSelect.loading') : emptyLabel}</option>
      {(classes.data ?? [])
        .filter((c) => c.id !== omitId)
        .map((c) => (
          <option key={c.id} value={String(c.id)}>
            {optionLabel(c)}
          </option>
        ))}
    </TextField>
  );
}
