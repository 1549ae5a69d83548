import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** An enrollment's status in words: approved, pending review, or another state. */
export function EnrollmentState({ status }: { status: string }) {
  const { t } = useTranslation('public');
  if (status === 'approved') {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip label={t('enroll.state.enrolled')} color="success" size="small" />
        <Typography>{t('enroll.state.approved')}</Typography>
      </Box>
    );
  }
  if (status === 'pending') {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip label={t('enroll.state.pending')} color="warning" size="small" />
        <Typography>{t('enroll.state.reviewed')}</Typography>
      </Box>
    );
  }
  return <Chip label={t('enroll.state.other', { status })} color="error" size="small" />;
}
