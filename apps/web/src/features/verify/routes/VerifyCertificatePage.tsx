import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { useParams } from 'react-router';
import { MSG, type CertificateVerification } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useFormat, type Format } from '../../../i18n/format.ts';
import { useMessageText } from '../../../i18n/messages.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { AuthCard } from '../../auth/components/AuthCard.tsx';
import { useVerification } from '../api/get-verification.ts';

type Verified = CertificateVerification['certificate'];

/** Each status's colour; its label and text are the `public` catalogue's verify.status.<status>. */
const STATUS_COLOR: Record<Verified['status'], 'success' | 'warning' | 'error'> = {
  valid: 'success',
  expired: 'warning',
  revoked: 'error',
};

/** /verify/:code: the public check of a certificate issued by CareClass (docs/decisions/0049). */
export function VerifyCertificatePage() {
  const { code = '' } = useParams();
  const check = useVerification(code);
  const { t } = useTranslation('public');
  const messageText = useMessageText();
  if (check.isPending) {
    return (
      <AuthCard title={t('verify.title')}>
        <Spinner label={t('verify.checking')} showLabel />
      </AuthCard>
    );
  }
  if (check.isError) {
    const err = check.error;
    const unknown = isApiError(err) && err.status === 404;
    return (
      <AuthCard title={t('verify.title')}>
        <Alert severity="error" sx={{ mb: unknown ? 0 : 2 }}>
          {unknown
            ? t('verify.unknownCode')
            : isApiError(err) && err.fromServer
              ? messageText(err.message, err.messageKey)
              : messageText(MSG.networkError)}
        </Alert>
        {!unknown && (
          <Button variant="contained" fullWidth onClick={() => void check.refetch()}>
            {t('verify.tryAgain')}
          </Button>
        )}
      </AuthCard>
    );
  }
  return <Details c={check.data} />;
}

function sessionDates(c: Verified, t: TFunction<'public'>, format: Format) {
  if (!c.session_start) return t('verify.notRecorded');
  if (!c.session_end || c.session_end === c.session_start) return format.day(c.session_start);
  return t('verify.dateRange', {
    from: format.day(c.session_start),
    to: format.day(c.session_end),
  });
}

function Details({ c }: { c: Verified }) {
  const { t } = useTranslation('public');
  const format = useFormat();
  const color = STATUS_COLOR[c.status];
  const rows: [string, string][] = [
    [t('verify.holder'), c.holder_name],
    [t('verify.class'), c.class_title],
    ...(c.training_hours === null
      ? []
      : ([[t('verify.trainingHours'), c.training_hours.toFixed(1)]] as [string, string][])),
    [t('verify.sessionDates'), sessionDates(c, t, format)],
    [t('verify.instructor'), c.instructor_name ?? t('verify.notNamed')],
    [t('verify.provider'), c.provider_name],
    [t('verify.number'), c.certificate_number],
    [t('verify.issued'), format.day(c.issued_on)],
    [t('verify.expires'), c.expires_on ? format.day(c.expires_on) : t('verify.noExpiry')],
  ];
  return (
    <AuthCard
      title={t('verify.title')}
      icon={<VerifiedOutlined color={color} sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
    >
      <Box sx={{ textAlign: 'center', mb: 2 }}>
        <Chip label={t(`verify.status.${c.status}.label`)} color={color} />
      </Box>
      <Alert severity={c.status === 'valid' ? 'success' : color} sx={{ mb: 3 }}>
        {t(`verify.status.${c.status}.text`)}
      </Alert>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </AuthCard>
  );
}
