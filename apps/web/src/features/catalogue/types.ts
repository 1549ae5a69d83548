import type {
  ClassStatus,
  EnrollmentStatus,
  EnrollmentType,
  LocationType,
  SessionStatus,
  SessionType,
  WaitlistStatus,
} from '@careclass/shared';

/** A dated session of a class as GET /api/classes and GET /api/classes/{id} give it. */
export interface ClassSession {
  id: number;
  session_id: number;
  class_id: number;
  session_date: string;
  start_date: string;
  /** yyyy-MM-dd */
  end_date: string;
  /** HH:mm */
  start_time: string;
  end_time: string;
  location_details: string | null;
  session_location: string | null;
  instructor_name: string | null;
  capacity: number;
  enrolled_count: number;
  available_spots: number;
  status: SessionStatus;
  session_type: SessionType;
}

export interface CatalogueClass {
  id: number;
  title: string;
  instructor_id: number | null;
  instructor_name: string | null;
  description: string;
  /** Dollars. */
  price: number;
  status: ClassStatus;
  duration: string | null;
  location_type: LocationType;
  location_details: string | null;
  image_url: string | null;
  student_count: number;
  total_enrollments: number;
  /** Upcoming sessions only. */
  sessions: ClassSession[];
}

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
