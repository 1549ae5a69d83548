import type { ClassStudents, EnrollmentStatus, EnrollmentType } from '@careclass/shared';

/** The back office's view of the API payloads (specification 000, 3; DESIGN.md 3). */

/** A class and its sessions as the office reads them (the shared contract's shapes). */
export type {
  CatalogueClass as AdminClass,
  ClassSession as AdminSession,
  ClassStudent as SessionStudent,
  ClassStudents,
} from '@careclass/shared';
export type SessionWithStudents = ClassStudents['sessions'][number];

export interface Instructor {
  id: number;
  name: string;
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
