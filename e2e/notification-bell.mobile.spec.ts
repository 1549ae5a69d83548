import { expect, test, type Page } from './support/test.ts';
import { adminSession, fadedIn } from './support/admin.ts';
import { sendToUserByApi, uniqueWord } from './support/notifications.ts';
import { checkA11y, expectNoHorizontalScroll, myNotifications } from './support/self-service.ts';
import { createStudent, signIn } from './support/users.ts';

// The bell at 390 px: beside the menu button, and the count in the slide-in menu.

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('at 390 px the bell and the menu count unread notifications; opening one lowers both', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, { firstName: 'Mia', lastName: 'Mobile' });
  const admin = await adminSession(request);
  const word = uniqueWord('Phone');
  for (const n of [1, 2]) {
    await sendToUserByApi(request, admin.token, student.user.id, {
      title: `${word} notice ${n}`,
      message: `Notice number ${n}.`,
    });
  }
  const { unread_count: unread } = await myNotifications(request, student.token);
  expect(unread).toBeGreaterThanOrEqual(2);

  await signIn(page, student, '/');
  await expect(bell(page)).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread} unread`);
  // The header with its badge, before anything opens.
  await checkA11y(page);
  await expectNoHorizontalScroll(page);

  // The slide-in menu lists Notifications with the same count.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const item = menu.getByRole('link', { name: /^Notifications/ });
  await expect(item).toHaveAccessibleName(`Notifications (${unread} unread)`);
  await expect(item).toHaveAttribute('href', '/profile?section=notifications');
  await fadedIn(menu);
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // The panel fits the screen; opening a notification marks it read.
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await fadedIn(panel);
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await checkA11y(page);
  await panel.getByRole('link', { name: `Unread: ${word} notice 1` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${word} notice 1`);
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread - 1} unread`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: /^Notifications/ })).toHaveAccessibleName(
    `Notifications (${unread - 1} unread)`,
  );
});
