import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { StatusChip, statusLabel } from '../../components/StatusChip.tsx';
import { useOfficeDates } from '../../classes/lib/office-dates.ts';
import type { Enrollment } from '@careclass/shared';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children ?? '—'}
      </Box>
    </>
  );
}

/** Everything the office knows about one enrolment. */
export function EnrollmentDetailsDialog({
  enrollment: e,
  onClose,
}: {
  enrollment: Enrollment;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminEnrollments');
  const { formatInstant, formatTimeRange } = useOfficeDates();
  const titleId = useId();
  // A source the catalogue does not name yet is shown as the office has always seen it.
  const source = (s: string) =>
    t(`source.${s}` as 'source.direct', { defaultValue: statusLabel(s) });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('detailsDialog.title')}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 1 },
            m: 0,
          }}
        >
          <Row label={t('detailsDialog.student')}>{e.student_name}</Row>
          <Row label={t('detailsDialog.email')}>{e.student_email}</Row>
          <Row label={t('detailsDialog.class')}>{e.class_name}</Row>
          <Row label={t('detailsDialog.session')}>
            {e.display_date}, {formatTimeRange(e.start_time, e.end_time)}
          </Row>
          <Row label={t('detailsDialog.location')}>{e.location}</Row>
          <Row label={t('detailsDialog.instructor')}>{e.instructor_name}</Row>
          <Row label={t('detailsDialog.status')}>
            <StatusChip kind="enrollment" status={e.enrollment_status} />
          </Row>
          <Row label={t('detailsDialog.type')}>{t(`type.${e.enrollment_type}`)}</Row>
          <Row label={t('detailsDialog.source')}>{e.source ? source(e.source) : null}</Row>
          <Row label={t('detailsDialog.seatsTaken')}>
            {e.current_students}/{e.capacity}
          </Row>
          <Row label={t('detailsDialog.enrolled')}>{formatInstant(e.enrolled_at)}</Row>
          <Row label={t('detailsDialog.approved')}>
            {e.approved_at ? formatInstant(e.approved_at) : null}
          </Row>
          <Row label={t('detailsDialog.completed')}>
            {e.completed_at ? formatInstant(e.completed_at) : null}
          </Row>
          <Row label={t('detailsDialog.archived')}>
            {e.archived_at ? formatInstant(e.archived_at) : null}
          </Row>
          <Row label={t('detailsDialog.reason')}>{e.completion_reason ?? e.archived_reason}</Row>
          <Row label={t('detailsDialog.declineReason')}>{e.decline_reason}</Row>
          <Row label={t('detailsDialog.notes')}>{e.admin_notes}</Row>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detailsDialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
