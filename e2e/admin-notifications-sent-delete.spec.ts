import { expect, test, type Page } from './support/test.ts';
import { adminSession, fadedIn, uniqueTitle } from './support/admin.ts';
import { notificationsOf, sendToUserByApi } from './support/notifications.ts';
import { apiPost, checkA11y } from './support/self-service.ts';
import { DEMO_USERS, createStudent, loginByApi, signIn } from './support/users.ts';

// The Sent tab's delete: the sender withdraws a single notice and a whole group after a
// confirmation, the recipients' notices go with them, and an entry someone else sent has no
// delete button.

function sentRow(page: Page, title: string) {
  return page
    .getByRole('region', { name: 'Sent notifications' })
    .getByRole('row')
    .filter({ hasText: title });
}

async function deleteFromSent(page: Page, title: string, expected: RegExp) {
  await sentRow(page, title)
    .getByRole('button', { name: `Delete sent notification ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this notification?' });
  await fadedIn(dialog);
  await expect(dialog).toContainText(expected);
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(sentRow(page, title)).toHaveCount(0);
}

test('the sender deletes a single sent notice and a whole group from the Sent tab', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const instructor = await loginByApi(request, DEMO_USERS.instructor);
  const solo = await createStudent(request, { firstName: 'Sol', lastName: 'Single' });
  const group = [];
  for (let i = 0; i < 4; i++)
    group.push(await createStudent(request, { firstName: `Gia${i}`, lastName: 'Group' }));
  const soloTitle = uniqueTitle('Room change');
  const groupTitle = uniqueTitle('Field trip');
  const othersTitle = uniqueTitle('Instructor note');
  await sendToUserByApi(request, admin.token, solo.user.id, {
    title: soloTitle,
    message: 'We meet in Room 4 on Monday.',
  });
  await apiPost(request, admin.token, '/notifications/admin/bulk', {
    user_ids: group.map((s) => s.user.id),
    variables: { title: groupTitle, message: 'Bring a packed lunch.' },
  });
  await sendToUserByApi(request, instructor.token, solo.user.id, {
    title: othersTitle,
    message: 'Sent by the instructor.',
  });

  await signIn(page, DEMO_USERS.admin, '/admin/notifications?tab=sent');
  await expect(sentRow(page, groupTitle)).toContainText('Sent to 4');
  // Only the sender may delete: the instructor's entry has no delete button for the admin.
  await expect(sentRow(page, othersTitle)).toHaveCount(1);
  await expect(sentRow(page, othersTitle).getByRole('button', { name: /Delete/ })).toHaveCount(0);

  await deleteFromSent(page, soloTitle, /from the notifications of its recipient/);
  await deleteFromSent(page, groupTitle, /from the notifications of all 4 recipients/);
  await expect(page.getByText('4 notifications deleted')).toBeVisible();

  const soloTitles = (await notificationsOf(request, solo.token)).map((n) => n.title);
  expect(soloTitles).not.toContain(soloTitle);
  expect(soloTitles).toContain(othersTitle);
  for (const s of group)
    expect((await notificationsOf(request, s.token)).map((n) => n.title)).not.toContain(groupTitle);
});
