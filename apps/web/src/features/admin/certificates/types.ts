import type { CertificateStatus } from '@careclass/shared';

/** A certificate as GET /certificates answers it (specification 000, 3 "Certificate"). */
export interface Certificate {
  id: number;
  user_id: number;
  class_id: number | null;
  class_name: string | null;
  session_id: number | null;
  session_date: string | null;
  start_time: string | null;
  end_time: string | null;
  certificate_name: string;
  first_name: string;
  last_name: string;
  student_name: string;
  student_email: string;
  file_path: string;
  file_type: string;
  file_size: number | null;
  expiration_date: string | null;
  upload_date: string;
  created_at: string;
  status: CertificateStatus;
  /** `/api/certificates/{id}/download`: the file, for its owner or an admin, with the token. */
  certificate_url: string;
}

export interface CompletedSession {
  id: number;
  session_date: string;
  start_time: string;
  end_time: string;
}

/** A student to choose in the upload dialog (GET /admin/users/search). */
export interface StudentOption {
  id: number;
  name: string;
  email: string;
}
