import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { UI_TIMING } from '@careclass/shared';
import { z } from 'zod';
import { FormDialog, fieldProps } from '../../../../components/FormDialog.tsx';
import { useToast } from '../../../../lib/toast.ts';
import { useMessageText } from '../../../../i18n/messages.ts';
import { useErrorText } from '../../lib/i18n.ts';

/**
 * Picks one value of a list and saves it (Change Role, Change Status). Saving the value the user
 * already has is not offered; a failure is a banner with the server's text when it has one.
 */
export function ChoiceDialog<T extends string>({
  title,
  label,
  intro,
  options,
  schema,
  current,
  saveLabel,
  failure,
  changeNote,
  onSave,
  onClose,
}: {
  title: string;
  label: string;
  intro: ReactNode;
  options: { value: T; label: string }[];
  /** The contract's check of the value. */
  schema: z.ZodType<T, string>;
  current: T;
  saveLabel: string;
  failure: string;
  /** What a change does to the user, shown once another value is picked. */
  changeNote: string;
  /** Resolves to the success message. */
  onSave: (value: T) => Promise<string>;
  onClose: () => void;
}) {
  const toast = useToast();
  const errorText = useErrorText();
  const messageText = useMessageText();

  return (
    <FormDialog
      title={title}
      schema={z.object({ value: schema })}
      defaultValues={{ value: current }}
      submitLabel={saveLabel}
      maxWidth="xs"
      submitDisabled={(form) => form.watch('value') === current}
      focusInvalid={false}
      bannerMs={UI_TIMING.errorBannerMs}
      failureOf={(error) => errorText(error, failure)}
      intro={<DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>}
      onSubmit={async ({ value }) => {
        toast.success(messageText(await onSave(value)));
        onClose();
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField
            select
            label={label}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            {...fieldProps(form, 'value')}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </TextField>
          {form.watch('value') !== current && (
            <Alert severity="info" role="status" sx={{ mt: 1 }}>
              {changeNote}
            </Alert>
          )}
        </>
      )}
    </FormDialog>
  );
}
