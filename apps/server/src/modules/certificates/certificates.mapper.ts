import type { CertificateStatus } from '@careclass/shared';
import type { CertificateView } from './certificates.repository.ts';

/** Expired is derived from the expiration date; revoked is stored by an admin (DESIGN.md 4.12). */
export function certificateStatus(
  stored: CertificateStatus,
  expirationDate: string | null,
  today: string,
): CertificateStatus {
  if (stored === 'revoked') return 'revoked';
  if (expirationDate && expirationDate < today) return 'expired';
  return 'active';
}

export function toCertificateDto(view: CertificateView, today: string) {
  const c = view.certificate;
  const s = view.session;
  return {
    id: c.id,
    user_id: c.userId,
    class_id: c.classId,
    class_name: view.classTitle,
    session_id: c.sessionId,
    session_date: s?.startDate ?? null,
    start_time: s ? s.startTime.slice(0, 5) : null,
    end_time: s ? s.endTime.slice(0, 5) : null,
    certificate_name: c.certificateName,
    first_name: view.firstName,
    last_name: view.lastName,
    student_name: `${view.firstName} ${view.lastName}`.trim(),
    student_email: view.email,
    file_path: c.filePath,
    supabase_path: c.filePath,
    file_type: c.fileType,
    file_size: c.fileSize,
    expiration_date: c.expirationDate,
    upload_date: c.uploadDate.toISOString(),
    created_at: c.createdAt.toISOString(),
    status: certificateStatus(c.status, c.expirationDate, today),
    // Files are only ever served through this authorised endpoint.
    certificate_url: `/api/certificates/${c.id}/download`,
    issued: c.verificationCode !== null,
    certificate_number: c.certificateNumber,
    verification_code: c.verificationCode,
    training_hours: c.trainingHours === null ? null : Number(c.trainingHours),
    revoked_reason: c.revokedReason,
    superseded: c.supersededAt !== null,
  };
}
export type CertificateDto = ReturnType<typeof toCertificateDto>;
