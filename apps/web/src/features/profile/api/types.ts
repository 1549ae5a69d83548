import type {
  Enrollment,
  FullProfile,
  ProfileActivity,
  ProfileCertificate,
  ProfilePayment,
} from '@careclass/shared';

/** The profile's item types: the contract's (packages/shared/src/contracts/profile.ts). */
export type { Enrollment, WaitlistEntry } from '@careclass/shared';
export type Payment = ProfilePayment;
export type Certificate = ProfileCertificate;
export type Activity = ProfileActivity;

/** GET /profile/profile. */
export type ProfileData = FullProfile;

/** Current: live (active and not rejected); Past: the rest. */
export const isCurrentEnrollment = (e: Pick<Enrollment, 'enrollment_type' | 'enrollment_status'>) =>
  e.enrollment_type === 'active' && e.enrollment_status !== 'rejected';
