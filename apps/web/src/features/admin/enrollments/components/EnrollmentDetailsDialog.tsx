import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { StatusChip, statusLabel } from '../../components/StatusChip.tsx';
import { formatInstant, formatTimeRange } from '../../lib/format.ts';
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
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Enrollment details</DialogTitle>
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
          <Row label="Student">{e.student_name}</Row>
          <Row label="Email">{e.student_email}</Row>
          <Row label="Class">{e.class_name}</Row>
          <Row label="Session">
            {e.display_date}, {formatTimeRange(e.start_time, e.end_time)}
          </Row>
          <Row label="Location">{e.location}</Row>
          <Row label="Instructor">{e.instructor_name}</Row>
          <Row label="Status">
            <StatusChip kind="enrollment" status={e.enrollment_status} />
          </Row>
          <Row label="Type">{statusLabel(e.enrollment_type)}</Row>
          <Row label="Source">{e.source ? statusLabel(e.source) : null}</Row>
          <Row label="Seats taken">
            {e.current_students}/{e.capacity}
          </Row>
          <Row label="Enrolled">{formatInstant(e.enrolled_at)}</Row>
          <Row label="Approved">{e.approved_at ? formatInstant(e.approved_at) : null}</Row>
          <Row label="Completed">{e.completed_at ? formatInstant(e.completed_at) : null}</Row>
          <Row label="Archived">{e.archived_at ? formatInstant(e.archived_at) : null}</Row>
          <Row label="Reason">{e.completion_reason ?? e.archived_reason}</Row>
          <Row label="Decline reason">{e.decline_reason}</Row>
          <Row label="Office notes">{e.admin_notes}</Row>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
