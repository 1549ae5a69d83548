import { expect, test, type Page } from './support/test.ts';
import { adminSession, fadedIn, uniqueTitle } from './support/admin.ts';
import { createTemplateByApi, sendToUserByApi, uniqueWord } from './support/notifications.ts';
import { checkA11y, expectNoHorizontalScroll } from './support/self-service.ts';
import { DEMO_USERS, createStudent, signIn } from './support/users.ts';

// The Notification Center at 390 px: each tab and the Send Notification dialog fit the width (the
// Sent table scrolls inside its own region) and pass axe.

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

test('the three tabs and the send dialog fit 390 px without sideways scrolling', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const student = await createStudent(request, { firstName: 'Mia', lastName: 'Narrow' });
  const title = uniqueTitle('A rather long notification title that has to wrap on a phone');
  await sendToUserByApi(request, admin.token, student.user.id, {
    title,
    message: 'Bring a water bottle and comfortable shoes; the session is partly outdoors.',
  });
  const templateName = uniqueWord('a_long_template_name_that_must_wrap_on_small_screens_');
  await createTemplateByApi(request, admin.token, {
    name: templateName,
    type: 'class_reminder',
    title_template: 'Reminder: {class_name} starts on {start_date}',
    message_template:
      'Hello {student_name}, {teacher_name} looks forward to seeing all {student_count} of you.',
  });

  await signIn(page, DEMO_USERS.admin, '/admin/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notification Center');
  await expect(page.locator('h1')).toHaveCount(1);
  await openTab(page, 'Received');
  await expectNoHorizontalScroll(page);
  await checkA11y(page);

  await openTab(page, 'Sent');
  await expect(page.getByRole('region', { name: 'Sent notifications' })).toContainText(title);
  await expectNoHorizontalScroll(page);
  await checkA11y(page);

  await openTab(page, 'Templates');
  await expect(page.getByRole('heading', { name: templateName })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await checkA11y(page);

  await page.getByRole('button', { name: 'Send Notification', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Notification' });
  await fadedIn(dialog);
  await expectNoHorizontalScroll(page);
  await checkA11y(page);
  await dialog.getByRole('radio', { name: 'A class' }).check();
  await dialog.getByRole('combobox', { name: 'Class', exact: true }).selectOption({ index: 1 });
  await dialog
    .getByLabel('Template (optional)')
    .selectOption({ label: `${templateName} (Class reminder)` });
  await expect(dialog.getByRole('region', { name: 'Message preview' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
