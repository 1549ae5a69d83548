import type { Certificate, Payment, PublicUser } from '@careclass/shared';
import type { AppNotification } from '../../notifications/api/types.ts';

export interface Enrollment {
  id: number;
  enrollment_id: number;
  user_id: number;
  class_id: number;
  class_name: string;
  class_title: string;
  session_id: number;
  session_date: string | null;
  start_date: string | null;
  end_date: string | null;
  start_time: string | null;
  end_time: string | null;
  display_date: string | null;
  location: string | null;
  location_details: string | null;
  location_type: string | null;
  instructor_name: string | null;
  session_status: string | null;
  enrollment_status: 'pending' | 'approved' | 'rejected' | 'declined';
  status: string;
  enrollment_type: 'active' | 'historical';
  current_students: number | null;
  capacity: number | null;
  enrolled_at: string | null;
  enrollment_date: string | null;
  approved_at: string | null;
  completed_at: string | null;
  archived_at: string | null;
  completion_reason: string | null;
  archived_reason: string | null;
  decline_reason: string | null;
}

export interface WaitlistEntry {
  id: number;
  class_id: number;
  class_title: string;
  class_name: string;
  /** Where the session waited for meets (location_details falls back to the class's). */
  session_location?: string | null;
  location_details: string | null;
  position: number | null;
  status: 'waiting' | 'pending' | 'offered';
  joined_at: string;
  preferred_session_id: number | null;
  offered_session_id: number | null;
  offer_expires_at: string | null;
  /** Accepting the offer approves the enrolment at once (else the office confirms it later). */
  approved_on_accept?: boolean;
  next_session_date: string | null;
  start_date: string | null;
  end_date: string | null;
  /** Days, fractional. */
  estimated_wait_time: number | null;
}

export interface Activity {
  id: number;
  action: string;
  details: Record<string, unknown> | null;
  description: string | null;
  created_at: string;
}

/** GET /profile/profile. */
export interface ProfileData {
  user: PublicUser;
  enrollments: Enrollment[];
  certificates: Certificate[];
  payments: Payment[];
  payment_methods: unknown[];
  notifications: AppNotification[];
  unread_notifications: number;
  waitlist_entries: WaitlistEntry[];
  recent_activity: Activity[];
}

/** Current: live (active and not rejected); Past: the rest. */
export const isCurrentEnrollment = (e: Pick<Enrollment, 'enrollment_type' | 'enrollment_status'>) =>
  e.enrollment_type === 'active' &&
  e.enrollment_status !== 'rejected' &&
  e.enrollment_status !== 'declined';
