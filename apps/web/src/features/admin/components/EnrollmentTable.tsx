import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../lib/use-admin-format.ts';
import type { Enrollment } from '@careclass/shared';
import { ScrollTable } from './ScrollTable.tsx';
import { StatusChip } from './StatusChip.tsx';
import { TruncatedText } from './TruncatedText.tsx';

/**
 * Enrolments in a table: of one class (first column: the student) or of one user (first column:
 * the class). Historical ones add when they ended and why; the reason is cut at 20 characters with
 * the whole text in a tooltip (specification 001, 9).
 */
export function EnrollmentTable({
  rows,
  historical,
  label,
  subject,
}: {
  rows: Enrollment[];
  historical: boolean;
  label: string;
  subject: 'student' | 'class';
}) {
  const { t } = useTranslation('admin');
  const f = useAdminFormat();
  const byStudent = subject === 'student';
  const minWidth = (byStudent ? 40 : 0) + (historical ? 820 : 640);
  return (
    <ScrollTable label={label} minWidth={minWidth} size="small">
      <TableHead>
        <TableRow>
          <TableCell>
            {byStudent ? t('enrollmentTable.student') : t('enrollmentTable.class')}
          </TableCell>
          <TableCell>{t('enrollmentTable.session')}</TableCell>
          <TableCell>{t('enrollmentTable.status')}</TableCell>
          <TableCell>{t('enrollmentTable.enrolled')}</TableCell>
          {historical && <TableCell>{t('enrollmentTable.ended')}</TableCell>}
          {historical && <TableCell>{t('enrollmentTable.reason')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((e) => (
          <TableRow key={e.id}>
            {byStudent ? (
              <TableCell>
                {e.student_name}
                <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {e.student_email}
                </Box>
              </TableCell>
            ) : (
              <TableCell sx={{ fontWeight: 600 }}>{e.class_name}</TableCell>
            )}
            <TableCell>
              {e.display_date}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {f.timeRange(e.start_time, e.end_time)}
              </Box>
            </TableCell>
            <TableCell>
              <StatusChip kind="enrollment" status={e.enrollment_status} />
            </TableCell>
            <TableCell>{f.instantDay(e.enrolled_at)}</TableCell>
            {historical && <TableCell>{f.instantDay(e.completed_at ?? e.archived_at)}</TableCell>}
            {historical && (
              <TableCell>
                <TruncatedText
                  text={e.completion_reason ?? e.archived_reason ?? e.decline_reason}
                />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
