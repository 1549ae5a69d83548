import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { MSG } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { useSpoken } from '../../lib/use-spoken.ts';
import { useDownloadCertificate } from '../../api/download-certificate.ts';
import type { Certificate } from '@careclass/shared';
import { useDates } from '../../lib/use-dates.ts';
import { Detail, DetailList, EmptyState, RefreshError, SectionHeader } from '../common.tsx';
import type { SectionProps } from './types.ts';

function CertificateCard({ certificate: c }: { certificate: Certificate }) {
  const titleId = useId();
  const { t } = useTranslation('profile');
  const { toast } = useSpoken();
  const dates = useDates();
  const download = useDownloadCertificate();
  const expired = c.status === 'expired';
  const session = [dates.date(c.session_date), dates.timeRange(c.start_time, c.end_time)]
    .filter(Boolean)
    .join(', ');

  const onDownload = () => {
    if (!c.certificate_url) return;
    download.mutate(
      { url: c.certificate_url, name: c.certificate_name, fileType: c.file_type },
      { onError: (err) => toast.error(err, MSG.downloadCertificateFailed) },
    );
  };

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <Typography
            variant="h3"
            id={titleId}
            sx={{ fontSize: '1.15rem', flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {c.certificate_name}
          </Typography>
          {expired && <Chip size="small" color="error" label={t('certificates.expired')} />}
          {c.status === 'revoked' && <Chip size="small" label={t('certificates.revoked')} />}
        </Box>
        <DetailList>
          <Detail label={t('certificates.class')}>
            {c.class_name || t('certificates.notLinked')}
          </Detail>
          {session && <Detail label={t('certificates.session')}>{session}</Detail>}
          <Detail label={t('certificates.expires')}>
            {c.expiration_date ? dates.date(c.expiration_date) : t('certificates.noExpiry')}
          </Detail>
          {c.upload_date && (
            <Detail label={t('certificates.issued')}>{dates.date(c.upload_date)}</Detail>
          )}
        </DetailList>
        {c.certificate_url && (
          <Button
            variant="outlined"
            startIcon={<Download aria-hidden />}
            onClick={onDownload}
            loading={download.isPending}
            loadingPosition="start"
            aria-label={t('certificates.downloadLabel', { name: c.certificate_name })}
          >
            {t('certificates.download')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

export function CertificatesSection({
  data,
  headingId,
  refresh,
  refreshing,
  refreshError,
}: SectionProps) {
  const { t } = useTranslation('profile');
  const { errorText } = useSpoken();
  return (
    <>
      <SectionHeader
        title={t('sections.certificates')}
        headingId={headingId}
        onRefresh={refresh}
        refreshing={refreshing}
      />
      {refreshError ? (
        <RefreshError message={errorText(refreshError, MSG.profileLoadFailed)} onRetry={refresh} />
      ) : null}
      {data.certificates.length === 0 ? (
        <EmptyState icon={<WorkspacePremiumOutlined />} title={t('certificates.empty')}>
          {t('certificates.emptyHint')}
        </EmptyState>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { lg: '1fr 1fr' } }}>
          {data.certificates.map((c) => (
            <CertificateCard key={c.id} certificate={c} />
          ))}
        </Box>
      )}
    </>
  );
}
