import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { myNotifications } from './self-service.ts';
import { DEMO_USERS, loginByApi } from './users.ts';

/** The demo student's expiry reminder (demo data): its notification, as the bell lists it. */
export async function demoReminder(request: APIRequestContext) {
  const session = await loginByApi(request, DEMO_USERS.student);
  const { notifications } = await myNotifications(request, session.token);
  const notice = notifications.find((n) =>
    /^Your certificate expires in \d+ days: CPR and First Aid Certification$/.test(n.title),
  );
  expect(notice, 'the demo student has an expiry reminder').toBeTruthy();
  return { session, notice: notice! };
}

/** The reminder's sessions, once loaded: one card per upcoming session of the renewing class. */
export async function expectRenewalSessions(page: Page) {
  const section = page.getByRole('region', { name: 'Renew with CPR and First Aid Certification' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('listitem').first()).toBeVisible();
  return section;
}
