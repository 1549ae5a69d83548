import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminSession } from './admin.ts';
import { sendToUserByApi, uniqueWord } from './notifications.ts';
import { checkA11y, expectNoHorizontalScroll, myNotifications } from './self-service.ts';
import { createStudent, signIn } from './users.ts';

// Opening a notification reads it (specification 000, 4): back in the list its New badge is gone
// and the bell counts one fewer. One journey, run at desktop width and at 390 px.

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

const bellName = (unread: number) =>
  unread <= 0 ? 'Notifications' : `Notifications, ${unread} unread`;

export async function readOnOpenJourney(page: Page, request: APIRequestContext): Promise<void> {
  const student = await createStudent(request, { firstName: 'Olive', lastName: 'Opened' });
  const admin = await adminSession(request);
  const title = `${uniqueWord('Opened')} notice`;
  await sendToUserByApi(request, admin.token, student.user.id, {
    title,
    message: 'Read me by opening me.',
  });
  const { notifications, unread_count: unread } = await myNotifications(request, student.token);
  const sent = notifications.find((n) => n.title === title)!;
  expect(sent.is_read).toBe(false);

  await signIn(page, student, '/profile?section=notifications');
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(bellName(unread));

  await item.getByRole('link', { name: `Open: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // Read without pressing anything: the button and the badge go once the server has it.
  await expect(page.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
  await expect(page.getByText('New', { exact: true })).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName(bellName(unread - 1));
  await checkA11y(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/profile\?section=notifications$/);
  await expect(item.getByRole('link', { name: `Open: ${title}` })).toBeVisible();
  await expect(item.getByText('New', { exact: true })).toHaveCount(0);
  await expect(item.getByRole('button', { name: `Mark as read: ${title}` })).toHaveCount(0);
  await checkA11y(page);
  await expectNoHorizontalScroll(page);

  // In the bell's panel it is listed as read too.
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: title })).toBeVisible();
  await expect(panel.getByRole('link', { name: `Unread: ${title}` })).toHaveCount(0);

  const after = await myNotifications(request, student.token);
  expect(after.notifications.find((n) => n.id === sent.id)?.is_read).toBe(true);
  expect(after.unread_count).toBe(unread - 1);
}
