import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, type PublicSettings } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

export type { PublicSettings } from '@careclass/shared';

/** GET /api/settings/public -> { settings }. Public. */
export async function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  const { settings } = await api.get('/settings/public', {
    signal,
    auth: false,
    schema: lazySchema((s) => s.publicSettingsAnswerSchema),
  });
  // The time zone the deadlines are stated in (IANA), the default one when none is set.
  return { ...settings, time_zone: settings.time_zone.trim() || DEFAULT_TIME_ZONE };
}

export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: ['settings', 'public'] as const,
    queryFn: ({ signal }) => getPublicSettings(signal),
    // Contact details rarely change: one fetch per visit is enough.
    staleTime: 10 * 60_000,
  });

export function usePublicSettings() {
  return useQuery(publicSettingsQuery());
}

/**
 * The provider's time zone, in which the page states deadlines with the zone named (the same
 * text the e-mail gives). Until the settings arrive, the default zone: still named, so never
 * misread.
 */
export function useProviderTimeZone(): string {
  return useQuery(publicSettingsQuery()).data?.time_zone || DEFAULT_TIME_ZONE;
}

/** "(555) 010-2030" -> "tel:5550102030" (digits and a leading plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The office's hours in the page's language: the specification's default wording, which the
 * settings start with, is a text of ours (`default` is its translation); hours the office typed
 * are data and shown as typed.
 */
export function officeHoursText(officeHours: string | null | undefined, translated: string) {
  return !officeHours || officeHours === SPEC_OFFICE_HOURS ? translated : officeHours;
}

/** The specification's working hours, the settings' starting value. */
const SPEC_OFFICE_HOURS = '9AM-3PM Mon to Fri';
