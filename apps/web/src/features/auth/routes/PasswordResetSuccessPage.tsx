import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from '../components/AuthCard.tsx';

/** The `auth` catalogue's resetDone.tips.<key>. */
const TIPS = ['unique', 'long', 'private', 'notYou'] as const;

export function PasswordResetSuccessPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('resetDone.title')}
      subtitle={t('resetDone.subtitle')}
      icon={<CheckCircleOutlined color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden />}
    >
      <Button
        component={RouterLink}
        to={paths.login}
        variant="contained"
        size="large"
        fullWidth
        sx={{ my: 2 }}
      >
        {t('resetDone.toLogin')}
      </Button>
      <Box component="section" aria-labelledby="security-tips-heading" sx={{ mt: 2 }}>
        <Typography id="security-tips-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {t('resetDone.tipsHeading')}
        </Typography>
        <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 0.5 }}>
          {TIPS.map((tip) => (
            <li key={tip}>
              <Typography component="span">{t(`resetDone.tips.${tip}`)}</Typography>
            </li>
          ))}
        </Box>
      </Box>
    </AuthCard>
  );
}
