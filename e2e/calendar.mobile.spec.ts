import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { checkA11y, expectNoHorizontalScroll, expectSectionReady } from './support/self-service.ts';
import {
  adminSession,
  approveByApi,
  createClassByApi,
  enrollByApi,
  uniqueTitle,
} from './support/admin.ts';
import { createStudent, signIn } from './support/users.ts';

// The calendar at 390 px (issue 14, part 7): an approved enrolment offers "Add to calendar" (an
// .ics download), and the Calendar feed panel makes a private address that answers without a
// login until it is revoked.

test('a student adds an approved enrolment to a calendar and makes and revokes a feed at 390 px', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const title = uniqueTitle('Calendar Class');
  const cls = await createClassByApi(request, admin, { title });
  const student = await createStudent(request, { firstName: 'Cal', lastName: 'Endar' });
  await approveByApi(
    request,
    admin,
    await enrollByApi(request, student, cls.id, cls.sessions[0]!.id),
  );

  await signIn(page, student, '/profile?section=enrollments');
  await expectSectionReady(page, 'Enrollments');
  await expectNoHorizontalScroll(page);

  // Add to calendar: an .ics file with the session.
  const card = page.getByRole('article', { name: title });
  const add = card.getByRole('button', { name: `Add to calendar: ${title}` });
  await expect(add).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
  expect(download.suggestedFilename()).toMatch(/^calendar-class-.*\.ics$/);
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toContain('LOCATION:Room 1');

  // The feed: none yet, then an address shown once, which a calendar reads without a login.
  const panel = page.getByRole('region', { name: 'Calendar feed' });
  await expect(panel.getByText('You have no calendar feed address yet.')).toBeVisible();
  await panel.getByRole('button', { name: 'Create feed address' }).click();
  const address = panel.getByRole('textbox', { name: 'Calendar feed address' });
  await expect(address).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/);
  await expect(panel.getByRole('button', { name: 'Copy address' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await checkA11y(page);
  const url = await address.inputValue();
  // Copy address, from the keyboard: the address lands on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByRole('button', { name: 'Copy address' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Address copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain(`SUMMARY:${title}`);

  // Revoked, the address answers 404 and the panel offers a new one.
  await panel.getByRole('button', { name: 'Revoke address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke the calendar feed address?' });
  await expect(dialog).toBeVisible();
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Create feed address' })).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
  await checkA11y(page);
});
