import { MSG } from '@careclass/shared';
import { expect, test, type Locator, type Page } from './support/test.ts';
import {
  adminSession,
  createClassByApi,
  enrollByApi,
  fadedIn,
  uniqueTitle,
} from './support/admin.ts';
import {
  createTemplateByApi,
  notificationsOf,
  sendToUserByApi,
  uniqueWord,
} from './support/notifications.ts';
import { controllableClock, skipRetryBackoff } from './support/retries.ts';
import { apiGet, checkA11y } from './support/self-service.ts';
import { DEMO_USERS, createStudent, loginByApi, signIn } from './support/users.ts';

// Notification Center: templates, a class send filled for each student, the type mismatch, the
// broadcast's steps and its one Sent entry, the admin's own Received list. Demo data is shared by
// every spec file of a run, so expectations come from what each test creates and from the answers.

async function openTab(page: Page, name: 'Received' | 'Sent' | 'Templates') {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function openDialog(page: Page, button: string, name: string): Promise<Locator> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await fadedIn(dialog);
  return dialog;
}

function templateCard(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Templates' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('a class template reaches each enrolled student with their own name; a user template is refused for a class', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const classTitle = uniqueTitle('Toddler Nutrition');
  const cls = await createClassByApi(request, admin, { title: classTitle, capacities: [4] });
  const { class: withInstructor } = await apiGet<{ class: { instructor_name: string } }>(
    request,
    admin.token,
    `/admin/classes/${cls.id}`,
  );
  const teacher = withInstructor.instructor_name;
  const nora = await createStudent(request, { firstName: 'Nora', lastName: 'Quill' });
  const omar = await createStudent(request, { firstName: 'Omar', lastName: 'Reyes' });
  for (const student of [nora, omar]) {
    await enrollByApi(request, student, cls.id, cls.sessions[0]!.id);
  }
  const userTemplate = await createTemplateByApi(request, admin.token, {
    name: uniqueWord('grade_note_'),
    type: 'user_notification',
    title_template: 'Your grade',
    message_template: 'Hi {student_name}, your grade is {grade}.',
  });
  const word = uniqueWord('News ');
  const templateName = `${word} Update!`;
  const storedName = `${word.toLowerCase().replace(' ', '_')}_update`;

  await signIn(page, DEMO_USERS.admin, '/admin/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notification Center');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Received' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
  await checkA11y(page);

  // --- New Template: checks, the normalised name, variable chips at the cursor, the preview -----
  await openTab(page, 'Templates');
  await expect(templateCard(page, userTemplate.name)).toBeVisible();
  await checkA11y(page);
  const form = await openDialog(page, 'New Template', 'New Template');
  await checkA11y(page);
  const create = form.getByRole('button', { name: 'Create template' });
  await create.click();
  await expect(form.getByRole('alert')).toHaveText(MSG.templateNameRequired);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(templateName);
  await expect(form.getByText(`Saved as: ${storedName}`)).toBeVisible();
  await create.click();
  await expect(form.getByRole('alert')).toHaveText(MSG.templateContentRequired);

  await form.getByLabel('Type').selectOption({ label: 'Class notification' });
  await expect(form.getByText('Sent to the students of a class')).toBeVisible();
  await form.getByLabel('Title template').fill('News for {class_name}');
  const messageBox = form.getByLabel('Message template');
  await messageBox.fill('Dear {student_name}, welcome to {class_name}. Your teacher is .');
  // The caret before the final full stop; the chip inserts there.
  await messageBox.press('End');
  await messageBox.press('ArrowLeft');
  const chips = form.getByRole('group', { name: 'Variables' });
  for (const v of ['class_name', 'student_count', 'teacher_name', 'student_name']) {
    await expect(chips.getByRole('button', { name: `Insert {${v}}` })).toBeVisible();
  }
  await chips.getByRole('button', { name: 'Insert {teacher_name}' }).click();
  await expect(messageBox).toHaveValue(
    'Dear {student_name}, welcome to {class_name}. Your teacher is {teacher_name}.',
  );
  const preview = form.getByRole('region', { name: 'Template preview' });
  await expect(preview).toContainText('News for CPR and First Aid Certification');
  // Filled with the sample values and cut at 50 characters.
  await expect(preview).toContainText('Dear Jane Doe, welcome to CPR and First Aid Certif...');
  await checkA11y(page);
  await create.click();
  await expect(page.getByText(MSG.templateCreated)).toBeVisible();
  await expect(form).toBeHidden();
  const card = templateCard(page, storedName);
  await expect(card).toContainText('Class notification');
  await expect(card).toContainText('News for CPR and First Aid Certification');
  await expect(card).toContainText('Dear Jane Doe, welcome to CPR and First Aid Certif...');

  // --- Send Notification: the checks in order, the mismatch, then the class send ---------------
  const send = await openDialog(page, 'Send Notification', 'Send Notification');
  await checkA11y(page);
  const submit = send.getByRole('button', { name: 'Send Notification' });
  await submit.click();
  await expect(send.getByRole('alert')).toHaveText(MSG.selectRecipient);
  await send.getByRole('radio', { name: 'A class' }).check();
  await submit.click();
  await expect(send.getByRole('alert')).toHaveText(MSG.selectClass);
  await send
    .getByRole('combobox', { name: 'Class', exact: true })
    .selectOption({ label: classTitle });
  await expect(send.getByRole('status').filter({ hasText: '2 students receive it' })).toContainText(
    'Nora Quill, Omar Reyes',
  );
  await submit.click();
  await expect(send.getByRole('alert')).toHaveText(MSG.provideTitleAndMessage);

  const templateSelect = send.getByLabel('Template (optional)');
  await templateSelect.selectOption({ label: `${userTemplate.name} (User notification)` });
  const mismatch = 'This template is for user notifications, not class notifications.';
  await expect(send.getByText(mismatch)).toBeVisible();
  await submit.click();
  await expect(send.getByRole('alert')).toHaveText(mismatch);

  await templateSelect.selectOption({ label: `${storedName} (Class notification)` });
  await expect(send.getByText(mismatch)).toBeHidden();
  await expect(send.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'News for {class_name}',
  );
  const sendPreview = send.getByRole('region', { name: 'Message preview' });
  await expect(sendPreview).toContainText('As Nora Quill will read it');
  await expect(sendPreview).toContainText(`News for ${classTitle}`);
  await expect(sendPreview).toContainText(
    `Dear Nora Quill, welcome to ${classTitle}. Your teacher is ${teacher}.`,
  );
  await checkA11y(page);
  await submit.click();
  await expect(page.getByText(MSG.notificationSent)).toBeVisible();
  await expect(send).toBeHidden();

  // Each student has their own text, once.
  for (const student of [nora, omar]) {
    const mine = (await notificationsOf(request, student.token)).filter(
      (n) => n.title === `News for ${classTitle}`,
    );
    expect(mine.map((n) => n.message)).toEqual([
      `Dear ${student.firstName} ${student.lastName}, welcome to ${classTitle}. Your teacher is ${teacher}.`,
    ]);
  }

  // --- Sent: personalised texts are one entry per student ---------------------------------------
  await openTab(page, 'Sent');
  const rows = page
    .getByRole('region', { name: 'Sent notifications' })
    .getByRole('row')
    .filter({ hasText: `News for ${classTitle}` });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Nora Quill' })).toContainText('Class notification');
  await expect(rows.filter({ hasText: 'Omar Reyes' })).toContainText(`Class: ${classTitle}`);
  await expect(rows.filter({ hasText: 'Broadcast' })).toHaveCount(0);
  await checkA11y(page);
});

test('a broadcast goes through its steps to the summary, closes by itself and is one Sent entry', async ({
  page,
  request,
}) => {
  test.slow();
  const listener = await createStudent(request, { firstName: 'Lena', lastName: 'Broad' });
  const title = uniqueTitle('Centre closed Friday');
  await signIn(page, DEMO_USERS.admin, '/admin/notifications?tab=sent');
  await expect(page.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');

  const dialog = await openDialog(page, 'Broadcast', 'Broadcast');
  await checkA11y(page);
  const submit = dialog.getByRole('button', { name: 'Send Broadcast' });
  await dialog.getByLabel('Title').fill(title);
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(MSG.broadcastNeedsTitleAndMessage);
  await expect(dialog.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Message').fill('The centre is closed on Friday for staff training.');

  // Every text the live region announces, in order.
  const region = dialog.getByRole('status');
  await region.evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as { broadcastSteps: string[] }).broadcastSteps = seen;
    new MutationObserver(() => {
      const text = el.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(el, { childList: true, subtree: true, characterData: true });
  });
  const answer = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/notifications/admin/broadcast') && r.request().method() === 'POST',
  );
  await submit.click();
  const body = (await (await answer).json()) as {
    data: { sent_count: number; total_users: number; failed_count: number };
  };
  expect(body.data.sent_count).toBeGreaterThan(0);
  const summary = `Sent to ${body.data.sent_count} of ${body.data.total_users} users`;
  await expect(dialog.getByText(summary, { exact: true })).toBeVisible();
  const shownAt = Date.now();
  await expect(dialog).toContainText('None failed.');
  await checkA11y(page);
  expect(
    await page.evaluate(() => (window as unknown as { broadcastSteps: string[] }).broadcastSteps),
  ).toEqual(['Preparing the broadcast…', 'Sending the broadcast…', `Broadcast sent. ${summary}.`]);
  await expect(dialog).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);

  const rows = page
    .getByRole('region', { name: 'Sent notifications' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Broadcast');
  await expect(rows).toContainText(`Sent to ${body.data.sent_count}`);
  await expect(rows).toContainText(`0 of ${body.data.sent_count}`);
  await checkA11y(page);

  const received = (await notificationsOf(request, listener.token)).filter(
    (n) => n.title === title,
  );
  expect(received).toHaveLength(1);
  expect(received[0]!.type).toBe('broadcast');
});

test('the admin reads their own notifications, sends to one user and edits and deletes templates', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const instructor = await loginByApi(request, DEMO_USERS.instructor);
  const noticeTitle = uniqueTitle('Room change');
  await sendToUserByApi(request, instructor.token, admin.user.id, {
    title: noticeTitle,
    message: 'My Tuesday class moves to room 4.',
  });
  const student = await createStudent(request, { firstName: 'Ugo', lastName: 'Picked' });
  const first = await createTemplateByApi(request, admin.token, {
    name: uniqueWord('first_'),
    type: 'payment',
    title_template: 'Payment due',
    message_template: 'Hi {student_name}, a payment is due.',
  });
  const second = await createTemplateByApi(request, admin.token, {
    name: uniqueWord('second_'),
    type: 'enrollment',
    title_template: 'Welcome',
    message_template: 'Welcome {student_name}.',
  });

  // --- Received: New, mark as read, open ---------------------------------------------------------
  await signIn(page, DEMO_USERS.admin, '/admin/notifications');
  const item = page
    .getByRole('list', { name: 'Received notifications' })
    .getByRole('listitem')
    .filter({ hasText: noticeTitle });
  await expect(item).toContainText('My Tuesday class moves to room 4.');
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await checkA11y(page);
  await item.getByRole('button', { name: `Mark as read: ${noticeTitle}` }).click();
  await expect(page.getByText(MSG.notificationMarkedRead)).toBeVisible();
  await expect(item.getByText('New', { exact: true })).toHaveCount(0);
  await item.getByRole('link', { name: `Open: ${noticeTitle}` }).click();
  await expect(page).toHaveURL(/\/notifications\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(noticeTitle);
  await page.goBack();

  // --- Send to one user picked by search ---------------------------------------------------------
  const send = await openDialog(page, 'Send Notification', 'Send Notification');
  await send.getByRole('combobox', { name: 'User' }).fill(student.email);
  await page
    .getByRole('option', { name: new RegExp(student.email.replace(/[.+]/g, '\\$&')) })
    .click();
  await send.getByLabel('Template (optional)').selectOption({ label: `${first.name} (Payment)` });
  await expect(send.getByRole('region', { name: 'Message preview' })).toContainText(
    'Hi Ugo Picked, a payment is due.',
  );
  await checkA11y(page);
  await send.getByRole('button', { name: 'Send Notification' }).click();
  await expect(page.getByText(MSG.notificationSent)).toBeVisible();
  const got = (await notificationsOf(request, student.token)).filter(
    (n) => n.title === 'Payment due',
  );
  expect(got.map((n) => n.message)).toEqual(['Hi Ugo Picked, a payment is due.']);

  // --- Edit: in place; a taken name is refused ---------------------------------------------------
  await openTab(page, 'Templates');
  await templateCard(page, first.name)
    .getByRole('button', { name: `Edit template ${first.name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Template' });
  await fadedIn(edit);
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(first.name);
  await expect(edit.getByLabel('Type')).toHaveValue('payment');
  await edit.getByLabel('Title template').fill('Payment reminder for {student_name}');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(MSG.templateUpdated)).toBeVisible();
  await expect(templateCard(page, first.name)).toContainText('Payment reminder for Jane Doe');

  await templateCard(page, second.name)
    .getByRole('button', { name: `Edit template ${second.name}` })
    .click();
  await fadedIn(edit);
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(first.name);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText(MSG.templateNameTaken);
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // --- Delete, after confirming ------------------------------------------------------------------
  await templateCard(page, second.name)
    .getByRole('button', { name: `Delete template ${second.name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete this template?' });
  await fadedIn(confirm);
  await checkA11y(page);
  await confirm.getByRole('button', { name: 'Delete Template' }).click();
  await expect(page.getByText(MSG.templateDeleted)).toBeVisible();
  await expect(templateCard(page, second.name)).toHaveCount(0);
  await expect(templateCard(page, first.name)).toBeVisible();
});

test('empty lists, load failures with Retry, a class without students and failed sends', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const emptyClass = uniqueTitle('Empty Room Yoga');
  await createClassByApi(request, admin, { title: emptyClass, capacities: [3] });
  await page.route('**/api/notifications', (route) =>
    route.fulfill({ json: { notifications: [], unread_count: 0 } }),
  );
  await page.route('**/api/notifications/admin/templates', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { templates: [] } })
      : route.fallback(),
  );
  let sentFails = true;
  await page.route('**/api/notifications/admin/sent', (route) =>
    sentFails ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
  );

  await controllableClock(page);
  await signIn(page, DEMO_USERS.admin, '/admin/notifications');
  await expect(page.getByText('No notifications received')).toBeVisible();
  await openTab(page, 'Templates');
  await expect(page.getByText('No templates yet')).toBeVisible();
  await openTab(page, 'Sent');
  await skipRetryBackoff(
    page,
    page.getByRole('alert').filter({ hasText: 'Failed to load sent notifications' }),
  );
  await expect(page.getByRole('alert')).toContainText('Failed to load sent notifications');
  await checkA11y(page);
  sentFails = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  // The list, or its empty state when this test runs alone on fresh data.
  await expect(
    page
      .getByRole('region', { name: 'Sent notifications' })
      .or(page.getByText('Nothing sent yet', { exact: true })),
  ).toBeVisible();
  await expect(page.getByText('Failed to load sent notifications')).toHaveCount(0);

  // A class nobody is enrolled in: the warning, and the send is refused before any call.
  const send = await openDialog(page, 'Send Notification', 'Send Notification');
  await send.getByRole('radio', { name: 'A class' }).check();
  await send
    .getByRole('combobox', { name: 'Class', exact: true })
    .selectOption({ label: emptyClass });
  const warning = `No students are currently enrolled in ${emptyClass}`;
  await expect(send.getByRole('status').filter({ hasText: warning })).toBeVisible();
  await send.getByRole('textbox', { name: 'Title', exact: true }).fill('Mats');
  await send.getByRole('textbox', { name: 'Message', exact: true }).fill('Bring your own mat.');
  await send.getByRole('button', { name: 'Send Notification' }).click();
  await expect(send.getByRole('alert')).toHaveText(warning);

  // The server's answer is mapped as the specification says.
  await page.route('**/api/notifications/admin/send', (route) =>
    route.fulfill({ status: 400, json: { error: 'No students found in this class' } }),
  );
  await send.getByRole('combobox', { name: 'Class', exact: true }).selectOption({
    label: 'CPR and First Aid Certification',
  });
  await expect(
    send.getByRole('status').filter({ hasText: /students? receives? it/ }),
  ).toBeVisible();
  await send.getByRole('button', { name: 'Send Notification' }).click();
  await expect(send.getByRole('alert')).toHaveText('No students are enrolled in this class');
  await send.getByRole('button', { name: 'Cancel' }).click();
  await expect(send).toBeHidden();

  await page.route('**/api/notifications/admin/broadcast', (route) =>
    route.fulfill({ status: 502, body: '' }),
  );
  const broadcast = await openDialog(page, 'Broadcast', 'Broadcast');
  await broadcast.getByLabel('Title').fill('Never sent');
  await broadcast.getByLabel('Message').fill('This broadcast fails.');
  await broadcast.getByRole('button', { name: 'Send Broadcast' }).click();
  await expect(broadcast.getByRole('alert')).toHaveText(MSG.broadcastFailed);
  await expect(broadcast.getByRole('button', { name: 'Send Broadcast' })).toBeEnabled();
});
