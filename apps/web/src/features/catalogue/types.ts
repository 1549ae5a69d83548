import type { EnrollmentStatus, EnrollmentType, WaitlistStatus } from '@careclass/shared';

/** A dated session and a class as GET /api/classes and GET /api/classes/{id} give them. */
export type { CatalogueClass, ClassSession } from '@careclass/shared';

/** The caller's enrolment as the enrolment calls answer it (the fields this area uses). */
export interface Enrollment {
  id: number;
  enrollment_id: number;
  class_id: number;
  class_name: string;
  session_id: number;
  session_date: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  display_date: string;
  location: string | null;
  instructor_name: string | null;
  enrollment_status: EnrollmentStatus;
  enrollment_type: EnrollmentType;
  enrolled_at: string | null;
}

export interface WaitlistEntry {
  id: number;
  class_id: number;
  class_title: string;
  class_name: string;
  status: WaitlistStatus;
  position: number | null;
  preferred_session_id: number | null;
  offered_session_id: number | null;
  /** ISO instant; set while the status is `offered`. */
  offer_expires_at: string | null;
  /** Accepting the offer approves the enrolment at once (else the office confirms it later). */
  approved_on_accept?: boolean;
  next_session_date: string | null;
  /** Days, may be fractional. */
  estimated_wait_time: number | null;
  joined_at: string;
}

/** GET /api/enrollments/check-eligibility/{classId}: the caller's whole state in one class. */
export interface Eligibility {
  eligible: boolean;
  reason: string | null;
  enrolled: boolean;
  enrollment: Enrollment | null;
  waitlist_entry: WaitlistEntry | null;
}
