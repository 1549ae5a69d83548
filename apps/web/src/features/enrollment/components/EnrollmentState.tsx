import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** An enrollment's status in words: approved, pending review, or another state. */
export function EnrollmentState({ status }: { status: string }) {
  const { t } = useTranslation('enrollment');
  if (status === 'approved') {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip label={t('state.enrolled')} color="success" size="small" />
        <Typography>{t('state.approved')}</Typography>
      </Box>
    );
  }
  if (status === 'pending') {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip label={t('state.pending')} color="warning" size="small" />
        <Typography>{t('state.reviewing')}</Typography>
      </Box>
    );
  }
  const label =
    status === 'rejected' || status === 'declined'
      ? t(`state.${status}`)
      : t('state.other', { status });
  return <Chip label={label} color="error" size="small" />;
}
