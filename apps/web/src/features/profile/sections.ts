import { useTranslation } from 'react-i18next';

/**
 * The sections of the profile area, chosen by `?section=` (specification 000, section 2.4), in
 * their order; their names are the profile catalogue's.
 */
export const PROFILE_SECTIONS = [
  { id: 'overview' },
  { id: 'enrollments' },
  { id: 'waitlist' },
  { id: 'certificates' },
  { id: 'training-hours' },
  { id: 'payments' },
  { id: 'payment-methods' },
  { id: 'password' },
  { id: 'activity' },
  { id: 'notifications' },
] as const;

export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];

export function toSection(value: string | null): ProfileSectionId {
  return PROFILE_SECTIONS.some((s) => s.id === value) ? (value as ProfileSectionId) : 'overview';
}

/** A section's name in the page's language (`sections.<id>` of the profile catalogue). */
export function useSectionLabel() {
  const { t } = useTranslation('profile');
  return (id: ProfileSectionId) => t(`sections.${id}`);
}

export const sectionHeadingId = (id: ProfileSectionId) => `profile-section-${id}-title`;
