import type { ProfileData } from '../../api/types.ts';

/** What every section of the profile area receives from the page. */
export interface SectionProps {
  data: ProfileData;
  headingId: string;
  /** Reload the profile payload (Refresh, Retry). */
  refresh: () => void;
  refreshing: boolean;
  /** A failed reload while the older data is still shown. */
  refreshError: unknown;
}
