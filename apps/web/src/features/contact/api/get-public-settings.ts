import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, MSG } from '@careclass/shared';
import { api, ApiError } from '../../../lib/api-client.ts';

/** The provider's public contact details (contact page and footer) and time zone. */
export interface PublicSettings {
  provider_name: string;
  contact_email: string;
  contact_phone: string;
  address: string;
  office_hours: string;
  /** IANA zone the provider's deadlines are stated in, as the e-mails state them. */
  time_zone: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** GET /api/settings/public -> { settings }. Public. */
export async function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  const data = await api.get<unknown>('/settings/public', { signal, auth: false });
  const s = data && typeof data === 'object' ? (data as { settings?: unknown }).settings : null;
  if (!s || typeof s !== 'object') {
    throw new ApiError(200, MSG.invalidServerResponse, { code: 'INVALID_RESPONSE' });
  }
  const v = s as Record<string, unknown>;
  return {
    provider_name: text(v.provider_name),
    contact_email: text(v.contact_email),
    contact_phone: text(v.contact_phone),
    address: text(v.address),
    office_hours: text(v.office_hours),
    time_zone: text(v.time_zone) || DEFAULT_TIME_ZONE,
  };
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
