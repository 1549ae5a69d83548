import type { Enrollment, FullProfile } from '@careclass/shared';

/** The profile's item types: the contract's (packages/shared/src/contracts). */
export type { Activity, Certificate, Enrollment, Payment, WaitlistEntry } from '@careclass/shared';

/** GET /profile/profile. */
export type ProfileData = FullProfile;

/** Current: live (active and not rejected); Past: the rest. */
export const isCurrentEnrollment = (e: Pick<Enrollment, 'enrollment_type' | 'enrollment_status'>) =>
  e.enrollment_type === 'active' && e.enrollment_status !== 'rejected';
