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

export interface EnrollmentStats {
  totalEnrollments: number;
  pendingEnrollments: number;
  approvedEnrollments: number;
  rejectedEnrollments: number;
  activeStudents: number;
  enrollmentRate: number;
}
