import { useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { useTranslation } from 'react-i18next';
import { isClassImagePath } from '@careclass/shared';
import { errorMessage } from '../../../../lib/api-client.ts';
import {
  CLASS_IMAGE_ACCEPT,
  classImageProblem,
  useUploadClassImage,
} from '../api/upload-class-image.ts';
import { useClassText } from '../lib/class-text.ts';

interface FieldProps {
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: boolean;
  helperText?: string;
}

/**
 * The class picture: an address typed in, or a picture uploaded from the computer (stored by the
 * server, which answers the address to save). A preview shows what the class page will show.
 */
export function ClassPicture({
  field,
  onUploaded,
  onProblem,
  onBusy,
}: {
  field: FieldProps;
  onUploaded: (url: string) => void;
  onProblem: (message: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation('adminClasses');
  const msg = useClassText();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadClassImage();
  const uploaded = isClassImagePath(field.value);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = classImageProblem(file);
    if (problem) return onProblem(msg(problem));
    onBusy(true);
    try {
      onUploaded(await upload.mutateAsync(file));
    } catch (error) {
      onProblem(msg(errorMessage(error, t('errors.uploadPicture'))));
    } finally {
      onBusy(false);
    }
  };

  return (
    <Box sx={{ gridColumn: { sm: '1 / -1' }, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          {...field}
          helperText={field.helperText ?? (uploaded ? t('picture.uploaded') : t('picture.hint'))}
          label={t('picture.label')}
          margin="none"
          sx={{ flex: '1 1 18rem' }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
          sx={{ mt: 1 }}
        >
          {upload.isPending ? t('picture.uploading') : t('picture.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={CLASS_IMAGE_ACCEPT}
          hidden
          aria-label={t('picture.file')}
          onChange={(e) => void choose(e)}
        />
      </Box>
      {(uploaded || /^https?:\/\//.test(field.value)) && !field.error && (
        <Box
          component="img"
          src={field.value}
          alt={t('picture.preview')}
          sx={{ maxWidth: 240, maxHeight: 160, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
    </Box>
  );
}
