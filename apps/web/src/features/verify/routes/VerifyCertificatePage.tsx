import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { useParams } from 'react-router';
import {
  ISSUED_MSG,
  MSG,
  formatDayForPeople,
  type CertificateVerification,
} from '@careclass/shared';
import { Spinner } from '../../../components/Spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { AuthCard } from '../../auth/components/AuthCard.tsx';
import { useVerification } from '../api/get-verification.ts';

type Verified = CertificateVerification['certificate'];

const STATUS: Record<
  Verified['status'],
  { label: string; color: 'success' | 'warning' | 'error'; text: string }
> = {
  valid: { label: 'Valid', color: 'success', text: 'This certificate is valid.' },
  expired: { label: 'Expired', color: 'warning', text: 'This certificate has expired.' },
  revoked: {
    label: 'Revoked',
    color: 'error',
    text: 'This certificate has been revoked by the training provider and is no longer valid.',
  },
};

/** /verify/:code: the public check of a certificate issued by CareClass (docs/decisions/0049). */
export function VerifyCertificatePage() {
  const { code = '' } = useParams();
  const check = useVerification(code);
  if (check.isPending) {
    return (
      <AuthCard title="Certificate verification">
        <Spinner label="Checking the certificate" showLabel />
      </AuthCard>
    );
  }
  if (check.isError) {
    const err = check.error;
    const unknown = isApiError(err) && err.status === 404;
    return (
      <AuthCard title="Certificate verification">
        <Alert severity="error" sx={{ mb: unknown ? 0 : 2 }}>
          {unknown
            ? ISSUED_MSG.unknownCode
            : isApiError(err) && err.fromServer
              ? err.message
              : MSG.networkError}
        </Alert>
        {!unknown && (
          <Button variant="contained" fullWidth onClick={() => void check.refetch()}>
            Try again
          </Button>
        )}
      </AuthCard>
    );
  }
  return <Details c={check.data} />;
}

function sessionDates(c: Verified) {
  if (!c.session_start) return 'Not recorded';
  if (!c.session_end || c.session_end === c.session_start)
    return formatDayForPeople(c.session_start);
  return `${formatDayForPeople(c.session_start)} to ${formatDayForPeople(c.session_end)}`;
}

function Details({ c }: { c: Verified }) {
  const status = STATUS[c.status];
  const rows: [string, string][] = [
    ['Holder', c.holder_name],
    ['Class', c.class_title],
    ...(c.training_hours === null
      ? []
      : ([['Training hours', c.training_hours.toFixed(1)]] as [string, string][])),
    ['Session dates', sessionDates(c)],
    ['Instructor', c.instructor_name ?? 'Not named'],
    ['Training provider', c.provider_name],
    ['Certificate number', c.certificate_number],
    ['Issued', formatDayForPeople(c.issued_on)],
    ['Expires', c.expires_on ? formatDayForPeople(c.expires_on) : 'Does not expire'],
  ];
  return (
    <AuthCard
      title="Certificate verification"
      icon={<VerifiedOutlined color={status.color} sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
    >
      <Box sx={{ textAlign: 'center', mb: 2 }}>
        <Chip label={status.label} color={status.color} />
      </Box>
      <Alert severity={c.status === 'valid' ? 'success' : status.color} sx={{ mb: 3 }}>
        {status.text}
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
