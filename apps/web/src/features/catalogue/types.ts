import type { ClassStatus, LocationType, SessionStatus, SessionType } from '@careclass/shared';

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
