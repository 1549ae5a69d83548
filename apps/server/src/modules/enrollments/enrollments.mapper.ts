import { iso } from '../../lib/time.ts';
import type { EnrollmentView } from './enrollments.repository.ts';

const hhmm = (time: string) => time.slice(0, 5);

// Made once: toLocaleDateString builds a formatter on every call, which cost a long list (1,000
// enrolments of a class) about a third of a second (docs/decisions/0043).
const withYearFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const withoutYearFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Mar 3, 2027" or "Mar 3 - Apr 28, 2027" for a session's dates. */
export function displayDate(start: string, end: string): string {
  const fmt = (d: string, withYear: boolean) =>
    (withYear ? withYearFormat : withoutYearFormat).format(new Date(`${d}T12:00:00Z`));
  if (start === end) return fmt(start, true);
  return `${fmt(start, start.slice(0, 4) !== end.slice(0, 4))} - ${fmt(end, true)}`;
}

/**
 * An enrolment as the student and the admin see it; both field spellings of the specification are
 * given (enrollment_id and id, class_name and class_title, enrollment_date and enrolled_at).
 */
export function toEnrollmentDto(view: EnrollmentView, audience: 'student' | 'admin' = 'student') {
  const e = view.enrollment;
  const s = view.session;
  const instructor =
    view.instructorFirst || view.instructorLast
      ? `${view.instructorFirst ?? ''} ${view.instructorLast ?? ''}`.trim()
      : null;
  return {
    id: e.id,
    enrollment_id: e.id,
    user_id: e.userId,
    student_name: `${view.studentFirst} ${view.studentLast}`.trim(),
    student_email: view.studentEmail,
    class_id: e.classId,
    class_name: view.classTitle,
    class_title: view.classTitle,
    session_id: e.sessionId,
    session_date: s.startDate,
    start_date: s.startDate,
    end_date: s.endDate,
    start_time: hhmm(s.startTime),
    end_time: hhmm(s.endTime),
    display_date: displayDate(s.startDate, s.endDate),
    location: s.locationDetails,
    location_details: s.locationDetails,
    location_type: view.classLocationType,
    instructor_name: instructor,
    session_status: s.status,
    session_type: s.sessionType,
    enrollment_status: e.status,
    status: e.status,
    enrollment_type: e.enrollmentType,
    source: e.source,
    current_students: view.currentStudents,
    capacity: s.capacity,
    sessions: [
      {
        session_id: s.id,
        date: s.startDate,
        start_time: hhmm(s.startTime),
        end_time: hhmm(s.endTime),
      },
    ],
    enrollment_date: iso(e.enrolledAt),
    enrolled_at: iso(e.enrolledAt),
    approved_at: iso(e.approvedAt),
    completed_at: iso(e.completedAt),
    archived_at: iso(e.archivedAt),
    completion_reason: e.completionReason,
    archived_reason: e.archivedReason,
    decline_reason: e.declineReason,
    // Notes are the office's own; students never see them.
    admin_notes: audience === 'admin' ? e.adminNotes : null,
  };
}
export type EnrollmentDto = ReturnType<typeof toEnrollmentDto>;
