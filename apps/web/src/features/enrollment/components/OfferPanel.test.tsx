import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { offerHeldUntil, type WaitlistEntry } from '@careclass/shared';
import { publicSettingsQuery, type PublicSettings } from '../../contact/api/get-public-settings.ts';
import { OfferPanel } from './OfferPanel.tsx';

const EXPIRES = '2026-12-03T18:58:00.000Z';

function render(timeZone: string | null) {
  const client = new QueryClient();
  if (timeZone) {
    const settings: PublicSettings = {
      provider_name: 'CareClass Training Center',
      contact_email: 'office@careclass.test',
      contact_phone: '(555) 010-2030',
      address: '120 Maple Avenue',
      office_hours: '9AM-3PM Mon to Fri',
      time_zone: timeZone,
    };
    client.setQueryData(publicSettingsQuery().queryKey, settings);
  }
  const entry: WaitlistEntry = {
    id: 1,
    class_id: 2,
    class_title: 'CPR and First Aid Certification',
    class_name: 'CPR and First Aid Certification',
    user_id: 4,
    user_name: 'Stu Dent',
    user_email: 'stu@example.test',
    session_location: 'Room 1',
    location_details: 'Room 1',
    status: 'offered',
    position: 1,
    preferred_session_id: 3,
    offered_session_id: 3,
    offer_expires_at: EXPIRES,
    next_session_date: '2026-12-23',
    start_date: '2026-12-23',
    end_date: '2026-12-23',
    estimated_wait_time: 0,
    approved_on_accept: false,
    joined_at: '2026-11-20T15:00:00.000Z',
  };
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <OfferPanel
        entry={entry}
        session={undefined}
        busy={false}
        onAccept={() => {}}
        onDecline={() => {}}
        onExpired={() => {}}
      />
    </QueryClientProvider>,
  );
}

describe('OfferPanel deadline', () => {
  it("states the deadline in the provider's time zone, worded as the offer e-mail words it", () => {
    const html = render('America/Chicago');
    expect(html).toContain(
      'A seat is held for you until Thursday, December 3, 2026 at 12:58 PM CST',
    );
    // The e-mail says "... and is <offerHeldUntil>." with the same shared function and zone.
    expect(html).toContain(`A seat is ${offerHeldUntil(EXPIRES, 'America/Chicago')}`);
  });

  it('names the default zone until the settings have arrived', () => {
    expect(render(null)).toContain(
      'A seat is held for you until Thursday, December 3, 2026 at 1:58 PM EST',
    );
  });
});
