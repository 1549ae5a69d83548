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
import { errorMessage } from '../../../../lib/api-client.ts';
import { useToast } from '../../../../lib/toast.ts';
import { useDownloadCertificate } from '../../api/download-certificate.ts';
import type { Certificate } from '@careclass/shared';
import { formatDate, formatTimeRange } from '../../lib/dates.ts';
import { Detail, DetailList, EmptyState, RefreshError, SectionHeader } from '../common.tsx';
import type { SectionProps } from './types.ts';

function CertificateCard({ certificate: c }: { certificate: Certificate }) {
  const titleId = useId();
  const toast = useToast();
  const download = useDownloadCertificate();
  const expired = c.status === 'expired';
  const session = [formatDate(c.session_date), formatTimeRange(c.start_time, c.end_time)]
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
          {expired && <Chip size="small" color="error" label="Expired" />}
          {c.status === 'revoked' && <Chip size="small" label="Revoked" />}
        </Box>
        <DetailList>
          <Detail label="Class">{c.class_name || 'Not linked to a class'}</Detail>
          {session && <Detail label="Session">{session}</Detail>}
          <Detail label="Expires">
            {c.expiration_date ? formatDate(c.expiration_date) : 'No expiry'}
          </Detail>
          {c.upload_date && <Detail label="Issued">{formatDate(c.upload_date)}</Detail>}
        </DetailList>
        {c.certificate_url && (
          <Button
            variant="outlined"
            startIcon={<Download aria-hidden />}
            onClick={onDownload}
            loading={download.isPending}
            loadingPosition="start"
            aria-label={`Download ${c.certificate_name}`}
          >
            Download
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
  return (
    <>
      <SectionHeader
        title="Certificates"
        headingId={headingId}
        onRefresh={refresh}
        refreshing={refreshing}
      />
      {refreshError ? (
        <RefreshError
          message={errorMessage(refreshError, MSG.profileLoadFailed)}
          onRetry={refresh}
        />
      ) : null}
      {data.certificates.length === 0 ? (
        <EmptyState icon={<WorkspacePremiumOutlined />} title="No certificates yet">
          When you complete a class, your certificate appears here to download.
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
