import { expect, test, type Page } from './support/test.ts';
import { demoReminder, expectRenewalSessions } from './support/reminders.ts';
import { adminSession } from './support/admin.ts';
import { checkA11y } from './support/self-service.ts';
import { DEMO_USERS, signIn } from './support/users.ts';

// Issue 14, part 4 (docs/decisions/0052): the demo student's CPR card expires within weeks; the
// reminder in the bell lists the renewal sessions, and "Hold a seat for me" holds one as a waitlist
// offer that the student then finds in their waitlist with Accept and Decline.

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('a student opens the expiry reminder, holds a seat with the keyboard and sees it held', async ({
  page,
  request,
}) => {
  const { notice } = await demoReminder(request);
  await signIn(page, DEMO_USERS.student, '/');

  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('link', { name: new RegExp(notice.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/notifications/${notice.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title);

  const sessions = await expectRenewalSessions(page);
  const open = sessions
    .getByRole('listitem')
    .filter({ hasText: /\d+ seats? left/ })
    .first();
  const when = (await open.getByRole('heading').textContent())!;
  const holdButton = open.getByRole('button', { name: 'Hold a seat for me' });
  await expect(holdButton).toBeEnabled();
  // A full session offers no seat to hold.
  const full = sessions.getByRole('listitem').filter({ hasText: 'Full' });
  if ((await full.count()) > 0) {
    await expect(full.first().getByRole('button', { name: 'Hold a seat for me' })).toBeDisabled();
  }
  await checkA11y(page);

  await holdButton.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile\?section=waitlist$/);
  await expect(page.getByText(/A seat is held for you for 48 hours/).first()).toBeVisible();
  const entry = page.getByRole('article', { name: 'CPR and First Aid Certification' });
  await expect(entry.getByText(/A seat is held for you\. Accept it before .+ \(/)).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Accept' })).toBeEnabled();
  await expect(entry.getByRole('button', { name: 'Decline' })).toBeEnabled();
  await checkA11y(page);

  // Back on the reminder, the held seat is said and nothing more can be held.
  await page.goto(`/notifications/${notice.id}`);
  await expect(page.getByText(/A seat is held for you until /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hold a seat for me' })).toHaveCount(0);

  // The demo stays as it was for the next journeys: the seat goes back.
  await page.goto('/profile?section=waitlist');
  await entry.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Decline seat' }).click();
  await expect(entry).toHaveCount(0);
  await page.goto(`/notifications/${notice.id}`);
  await expect(
    (await expectRenewalSessions(page))
      .getByRole('listitem')
      .filter({ hasText: when })
      .getByRole('button', { name: 'Hold a seat for me' }),
  ).toBeEnabled();
});

test('the office sets the reminder days in System Settings; a wrong list says why', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  await signIn(page, DEMO_USERS.admin, '/admin/settings');
  const days = page.getByLabel('Expiry reminders (days before expiry)');
  await expect(days).toHaveValue('90, 60, 30, 7');
  const save = page.getByRole('button', { name: 'Save settings' });
  try {
    await days.fill('90, 90');
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Each reminder day may be given once');
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    await days.fill('14, 60');
    await save.click();
    await expect(page.getByText('Settings saved successfully')).toBeVisible();
    // Stored largest first.
    await expect(days).toHaveValue('60, 14');
    await checkA11y(page);
  } finally {
    // The reminder sweep of this server reads the setting: put the default back.
    const res = await request.put('/api/admin/settings', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { expiry_reminder_days: [90, 60, 30, 7] },
    });
    expect(res.ok()).toBe(true);
  }
});
