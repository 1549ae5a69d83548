import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format.ts';
import { CERTIFICATE_ACCEPT, formatFileSize } from '../lib/files.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';

/**
 * A file input that looks like a button: the native input stays in the tab order (hidden from
 * view only), its label is the visible button, and the chosen file or the error shows below.
 */
export function FileField({
  file,
  error,
  checking,
  disabled,
  label,
  required = true,
  onChoose,
}: {
  file: File | null;
  error?: string;
  checking?: boolean;
  disabled?: boolean;
  /** What the file is (shown above the button); an optional file has no asterisk. */
  label?: string;
  required?: boolean;
  onChoose: (file: File | null) => void;
}) {
  const { t } = useTranslation('adminCertificates');
  const { locale } = useFormat();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Box
      sx={{
        '& input:focus-visible + label': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Typography component="p" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {label === undefined
          ? t('uploadDialog.file')
          : required
            ? `${label} *`
            : t('uploadDialog.optionalLabel', { label })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={CERTIFICATE_ACCEPT}
          required={required}
          disabled={disabled}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          style={visuallyHidden}
          onChange={(e) => {
            onChoose(e.target.files?.[0] ?? null);
            // Choosing the same file again after a refusal still reports a change.
            e.target.value = '';
          }}
        />
        <Box
          component="label"
          htmlFor={inputId}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 0.75,
            border: 1,
            borderColor: error ? 'error.main' : 'primary.main',
            borderRadius: 1,
            color: 'primary.main',
            fontWeight: 600,
            cursor: disabled ? 'default' : 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <UploadFileOutlined fontSize="small" aria-hidden />
          {t('uploadDialog.chooseFile')}
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {checking
            ? t('uploadDialog.checking')
            : file
              ? `${file.name} (${formatFileSize(file.size, locale)})`
              : t('uploadDialog.noFile')}
        </Typography>
      </Box>
      <Typography
        id={hintId}
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        role={error ? 'alert' : undefined}
        sx={{ mt: 0.5 }}
      >
        {error ?? t('uploadDialog.fileHelp')}
      </Typography>
    </Box>
  );
}
