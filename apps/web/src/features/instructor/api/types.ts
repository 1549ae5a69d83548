import type {
  ClassStatus,
  EnrollmentStatus,
  EnrollmentType,
  LocationType,
  PaymentStatus,
  SessionStatus,
  SessionType,
} from '@careclass/shared';

/** An upcoming session as GET /instructor/classes lists it. */
export interface UpcomingSession {
  session_id: number;
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

/** A class the signed-in instructor teaches (GET /instructor/classes). */
export interface TaughtClass {
  id: number;
  title: string;
  status: ClassStatus;
  location_type: LocationType;
  location_details: string | null;
  instructor_id: number | null;
  instructor_name: string | null;
  /** False when the instructor teaches only some of its sessions. */
  teaches_class: boolean;
  student_count: number;
  pending_count: number;
  waitlist_count: number;
  upcoming_session_count: number;
  upcoming_sessions: UpcomingSession[];
}

export interface Participant {
  user_id: number;
  name: string;
  email: string;
  phone_number: string | null;
  enrollment_id: number;
  enrollment_status: EnrollmentStatus;
  enrollment_type: EnrollmentType;
  enrolled_at: string;
  completed_at: string | null;
  archived_at: string | null;
  payment_status: PaymentStatus | 'none';
  amount_due: number;
}

/** A session with its students (GET /classes/{id}/participants). */
export interface RosterSession {
  session_id: number;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  location_details: string | null;
  capacity: number;
  enrolled_count: number;
  available_spots: number;
  session_type: SessionType;
  status: SessionStatus;
  is_upcoming: boolean;
  participants: Participant[];
}

/** GET /classes/{id}/stats. */
export interface ClassStats {
  class_id: number;
  seats: { upcoming_sessions: number; total: number; held: number; free: number };
  enrollments: {
    total: number;
    pending: number;
    approved: number;
    rejected: number;
    completed: number;
    archived: number;
  };
  waitlist: { length: number; offered: number };
  completion: { count: number; rate: number };
  revenue: { paid: number; outstanding: number; overdue: number };
}
