import type {
  ClassStatus,
  EnrollmentStatus,
  EnrollmentType,
  LocationType,
  SessionStatus,
  SessionType,
} from '@careclass/shared';

/** The back office's view of the API payloads (specification 000, 3; DESIGN.md 3). */

export interface AdminSession {
  id: number;
  session_id: number;
  class_id: number;
  session_date: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  location_details: string | null;
  instructor_name: string | null;
  capacity: number;
  enrolled_count: number;
  available_spots: number;
  status: SessionStatus;
  session_type: SessionType;
}

export interface AdminClass {
  id: number;
  title: string;
  instructor_id: number | null;
  instructor_name: string | null;
  description: string;
  price: number;
  status: ClassStatus;
  duration: string | null;
  location_type: LocationType;
  location_details: string | null;
  image_url: string | null;
  student_count: number;
  total_enrollments: number;
  sessions: AdminSession[];
}

export interface Instructor {
  id: number;
  name: string;
}

export interface SessionStudent {
  id: number;
  enrollment_id: number;
  name: string;
  email: string;
  enrollment_status: EnrollmentStatus;
  enrollment_type: EnrollmentType;
  payment_status: string | null;
  completed_at: string | null;
  archived_at: string | null;
  completion_reason: string | null;
  archived_reason: string | null;
}

export interface SessionWithStudents extends AdminSession {
  students: SessionStudent[];
}

export interface ClassStudents {
  class_id: number;
  class_title: string;
  sessions: SessionWithStudents[];
}

export interface AdminEnrollment {
  id: number;
  enrollment_id: number;
  user_id: number;
  student_name: string;
  student_email: string;
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
  source: string | null;
  current_students: number;
  capacity: number;
  enrolled_at: string | null;
  approved_at: string | null;
  completed_at: string | null;
  archived_at: string | null;
  completion_reason: string | null;
  archived_reason: string | null;
  decline_reason: string | null;
  admin_notes: string | null;
}

export interface EnrollmentStats {
  totalEnrollments: number;
  pendingEnrollments: number;
  approvedEnrollments: number;
  rejectedEnrollments: number;
  activeStudents: number;
  enrollmentRate: number;
}

export interface WaitlistEntry {
  id: number;
  class_id: number;
  class_title: string;
  user_id: number;
  user_name: string;
  user_email: string;
  position: number | null;
  status: string;
  joined_at: string | null;
  preferred_session_id: number | null;
  offered_session_id: number | null;
  offer_expires_at: string | null;
  next_session_date: string | null;
  estimated_wait_time: number | null;
}

export interface WaitlistStats {
  total_waiting: number;
  total_offered: number;
  classes: number;
}
