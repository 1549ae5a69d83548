import { useTranslation } from 'react-i18next';

/** The sections of the profile area, chosen by `?section=` (specification 000, section 2.4). */
export const PROFILE_SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'enrollments', label: 'Enrollments' },
  { id: 'waitlist', label: 'My Waitlist' },
  { id: 'certificates', label: 'Certificates' },
  { id: 'training-hours', label: 'Training Hours' },
  { id: 'payments', label: 'Payments Due' },
  { id: 'payment-methods', label: 'Payment Methods' },
  { id: 'password', label: 'Password' },
  { id: 'activity', label: 'Activity' },
  { id: 'notifications', label: 'Notifications' },
] as const;

export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];

export function toSection(value: string | null): ProfileSectionId {
  return PROFILE_SECTIONS.some((s) => s.id === value) ? (value as ProfileSectionId) : 'overview';
}

export const sectionLabel = (id: ProfileSectionId) =>
  PROFILE_SECTIONS.find((s) => s.id === id)?.label ?? 'Overview';

/** A section's name in the page's language (the English names above are the catalogue's). */
export function useSectionLabel() {
  const { t } = useTranslation('profile');
  return (id: ProfileSectionId) => t(`sections.${id}`);
}

export const sectionHeadingId = (id: ProfileSectionId) => `profile-section-${id}-title`;
