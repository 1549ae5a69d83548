import { expect, test, type Page } from './support/test.ts';
import { adminSession, fadedIn } from './support/admin.ts';
import { sendToUserByApi, uniqueWord } from './support/notifications.ts';
import { apiGet, checkA11y, enrol, findClass, myNotifications } from './support/self-service.ts';
import { DEMO_USERS, createStudent, signIn } from './support/users.ts';

// The header's bell: the unread count for every signed-in person, the newest notifications, and
// the back-office menu's counts of the requests waiting for the office.

const header = (page: Page) => page.getByRole('banner');
const bell = (page: Page) => header(page).getByRole('button', { name: /^Notifications/ });

test('a student sees the unread count, opens one from the bell and the count drops', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, { firstName: 'Bella', lastName: 'Bell' });
  const admin = await adminSession(request);
  const word = uniqueWord('Bell');
  for (const n of [1, 2, 3]) {
    await sendToUserByApi(request, admin.token, student.user.id, {
      title: `${word} notice ${n}`,
      message: `Notice number ${n}.`,
    });
  }
  const { unread_count: unread, notifications } = await myNotifications(request, student.token);
  expect(unread).toBeGreaterThanOrEqual(3);

  await signIn(page, student, '/classes');
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread} unread`);
  // The header with its badge, before anything opens.
  await checkA11y(page);

  // Keyboard: Enter opens the panel, Escape closes it and gives focus back to the bell.
  await bell(page).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await fadedIn(panel);
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(Math.min(notifications.length, 8));
  await expect(items.first()).toContainText(`${word} notice 3`);
  await expect(items.first()).toContainText(/ago|just now/);
  await expect(panel.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
    'href',
    '/profile?section=notifications',
  );
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // Opening one shows its page and counts it as read.
  await bell(page).click();
  await panel.getByRole('link', { name: `Unread: ${word} notice 2` }).click();
  const opened = notifications.find((n) => n.title === `${word} notice 2`)!;
  await expect(page).toHaveURL(`/notifications/${opened.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${word} notice 2`);
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread - 1} unread`);

  // Mark all as read empties the count. The notification's page behind reloads too: its answer
  // is held back, as on a slow line, so the panel shows the button gone before that page is done.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/notifications/${opened.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await bell(page).click();
  // Read now: the row no longer starts with "Unread:".
  await expect(panel.getByRole('link', { name: new RegExp(`^${word} notice 2 `) })).toBeVisible();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  // The button had focus: it moves to the panel's title, not out to the page, so the keyboard
  // is still in the panel and Escape closes it.
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeFocused();
  await expect(panel.getByRole('link', { name: /^Unread:/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(bell(page)).toBeFocused();
  release();
  expect((await myNotifications(request, student.token)).unread_count).toBe(0);
});

test('the office is told of a new request: bell, menu badges and the list', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  // Start from nothing unread, whatever earlier journeys told the demo admin.
  const readAll = await request.put('/api/notifications/read-all', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(readAll.ok()).toBeTruthy();
  await signIn(page, DEMO_USERS.admin, '/admin/enrollments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enrollment Management');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  const student = await createStudent(request, { firstName: 'Olive', lastName: 'Office' });
  const devops = await findClass(request, 'Development and Operations');
  await enrol(request, student.token, devops.id, devops.sessions.at(-1)!.id);
  const counts = await apiGet<{ pending_enrollments: number; waitlist_waiting: number }>(
    request,
    admin.token,
    '/admin/pending-counts',
  );

  // The bell and the badges read again when the admin comes back to the page.
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(sections.getByRole('link', { name: /^Enrollments/ })).toHaveAccessibleName(
    `Enrollments (${counts.pending_enrollments} pending)`,
  );
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
    'href',
    '/admin/notifications',
  );
  await panel
    .getByRole('link', { name: `Unread: New enrollment request: ${devops.title}` })
    .first()
    .click();
  await expect(page.getByText(`Olive Office (${student.email}) asked to enroll`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open related page' })).toHaveAttribute(
    'href',
    '/admin/enrollments',
  );
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  expect((await myNotifications(request, admin.token)).unread_count).toBe(0);
});
