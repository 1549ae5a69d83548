import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CLASS_STATUSES, UI_TIMING, classStatusBodySchema } from '@careclass/shared';
import { FormDialog, fieldProps } from '../../../../components/FormDialog.tsx';
import { useToast } from '../../../../lib/toast.ts';
import { useClassText } from '../lib/class-text.ts';
import type { AdminClass } from '../../types.ts';
import { useUpdateClassStatus } from '../api/update-class-status.ts';

/** Any class status to any other (PUT /classes/{id}/status). */
export function ClassStatusDialog({ cls, onClose }: { cls: AdminClass; onClose: () => void }) {
  const { t } = useTranslation('adminClasses');
  const msg = useClassText();
  const toast = useToast();
  const update = useUpdateClassStatus();

  return (
    <FormDialog
      title={t('statusDialog.title', { title: cls.title })}
      schema={classStatusBodySchema}
      defaultValues={{ status: cls.status }}
      submitLabel={t('statusDialog.submit')}
      maxWidth="xs"
      submitDisabled={(form) => form.watch('status') === cls.status}
      bannerMs={UI_TIMING.errorBannerMs}
      failureText={t('errors.updateClassStatus')}
      failureFields={() => ({})}
      onSubmit={async ({ status }) => {
        toast.success(msg(await update.mutateAsync({ id: cls.id, status })));
        onClose();
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField
            select
            label={t('statusDialog.status')}
            {...fieldProps(form, 'status', { disableWhileSubmitting: false })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {CLASS_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.class.${s}`)}
              </option>
            ))}
          </TextField>
          {form.watch('status') === 'cancelled' && cls.status !== 'cancelled' && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {t('statusDialog.cancelWarning')}
            </Alert>
          )}
        </>
      )}
    </FormDialog>
  );
}
