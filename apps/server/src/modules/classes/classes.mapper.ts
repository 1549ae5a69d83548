import { centsToDollars, type TeachingLanguage } from '@careclass/shared';
import type { ClassRow, SessionRow } from './classes.repository.ts';

const hhmm = (time: string) => time.slice(0, 5);
export const personName = (first: string | null, last: string | null) =>
  first || last ? `${first ?? ''} ${last ?? ''}`.trim() : null;

/** The columns of a session the answers show. */
export type SessionFields = Pick<
  SessionRow,
  | 'id'
  | 'classId'
  | 'startDate'
  | 'endDate'
  | 'startTime'
  | 'endTime'
  | 'locationDetails'
  | 'capacity'
  | 'seatsHeld'
  | 'status'
  | 'sessionType'
  | 'language'
>;

/** The columns of a class the answers show. */
export type ClassFields = Pick<
  ClassRow,
  | 'id'
  | 'title'
  | 'instructorId'
  | 'description'
  | 'priceCents'
  | 'status'
  | 'duration'
  | 'locationType'
  | 'locationDetails'
  | 'imageUrl'
  | 'trainingHours'
  | 'certificateValidityMonths'
  | 'cdaSubjectAreas'
  | 'renewalClassId'
  | 'language'
>;

export interface SessionView<S extends SessionFields = SessionRow> {
  session: S;
  instructorFirst: string | null;
  instructorLast: string | null;
  enrolledCount: number;
}

/**
 * A session as the API shows it. Both spellings of the specification are given (id and
 * session_id, session_date and start_date, location_details and session_location) so either
 * client reading works. available_spots counts held offers too and never goes below 0.
 */
export function toSessionDto(
  view: SessionView<SessionFields>,
  classInstructor: string | null,
  classLanguage: TeachingLanguage,
) {
  const s = view.session;
  return {
    id: s.id,
    session_id: s.id,
    class_id: s.classId,
    session_date: s.startDate,
    start_date: s.startDate,
    end_date: s.endDate,
    start_time: hhmm(s.startTime),
    end_time: hhmm(s.endTime),
    location_details: s.locationDetails,
    session_location: s.locationDetails,
    instructor_name: personName(view.instructorFirst, view.instructorLast) ?? classInstructor,
    capacity: s.capacity,
    enrolled_count: view.enrolledCount,
    available_spots: Math.max(0, s.capacity - s.seatsHeld),
    status: s.status,
    session_type: s.sessionType,
    language: s.language ?? classLanguage,
  };
}
export type SessionDto = ReturnType<typeof toSessionDto>;

export function toClassDto(
  row: { cls: ClassFields; instructorFirst: string | null; instructorLast: string | null },
  sessions: SessionView<SessionFields>[],
  counts: { students: number; total: number } | undefined,
) {
  const c = row.cls;
  const instructorName = personName(row.instructorFirst, row.instructorLast);
  return {
    id: c.id,
    title: c.title,
    instructor_id: c.instructorId,
    instructor_name: instructorName,
    description: c.description,
    price: centsToDollars(c.priceCents),
    status: c.status,
    duration: c.duration,
    location_type: c.locationType,
    location_details: c.locationDetails,
    image_url: c.imageUrl,
    language: c.language,
    training_hours: c.trainingHours === null ? null : Number(c.trainingHours),
    certificate_validity_months: c.certificateValidityMonths,
    cda_subject_areas: c.cdaSubjectAreas ?? [],
    renewal_class_id: c.renewalClassId ?? c.id,
    student_count: counts?.students ?? 0,
    total_enrollments: counts?.total ?? 0,
    sessions: sessions.map((s) => toSessionDto(s, instructorName, c.language)),
  };
}
export type ClassDto = ReturnType<typeof toClassDto>;
