import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.ts';
import { controllableClock, skipRetryBackoff } from './support/retries.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  adminSession,
  createClassByApi,
  enrollByApi,
  fadedIn,
  uniqueTitle,
} from './support/admin.ts';
import { DEMO_USERS, createStudent, loginByApi, signIn, type Student } from './support/users.ts';

// User Management on students of this test's own (the demo accounts are never changed): find,
// look at the profile and enrolments, notify, reset the password, suspend (the old session ends),
// change the role, and delete a throwaway account.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const LONG_REASON = 'The session is meant for infant room staff only.';

async function findUser(page: Page, email: string): Promise<Locator> {
  await page.getByLabel('Search users').fill(email);
  const table = page.getByRole('region', { name: 'Users' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  return row;
}

/** Waits until no transition runs (a button turning enabled fades its colours in). */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length),
    )
    .toBe(0);
}

async function openAction(page: Page, row: Locator, name: string, action: string) {
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  const menu = page.getByRole('menu');
  await fadedIn(menu);
  await menu.getByRole('menuitem', { name: action }).click();
  await expect(page.locator('[role="menu"]')).toHaveCount(0);
}

/** The student has one pending enrolment, and one rejected with a long reason (history). */
async function enrolments(request: APIRequestContext, student: Student) {
  const admin = await adminSession(request);
  const kept = await createClassByApi(request, admin, { title: uniqueTitle('Outdoor Play') });
  const rejected = await createClassByApi(request, admin, { title: uniqueTitle('Infant Care') });
  await enrollByApi(request, student, kept.id, kept.sessions[0]!.id);
  const id = await enrollByApi(request, student, rejected.id, rejected.sessions[0]!.id);
  const res = await request.post(`/api/enrollments/${id}/reject`, {
    headers: bearer(admin.token),
    data: { reason: LONG_REASON },
  });
  expect(res.ok()).toBeTruthy();
  return { kept: kept.title, rejected: rejected.title };
}

test('the admin finds a student, reads the profile, notifies, resets the password, suspends and changes the role', async ({
  page,
  request,
}) => {
  test.slow();
  const student = await createStudent(request, { firstName: 'Ulla', lastName: 'Usermann' });
  const name = 'Ulla Usermann';
  const classes = await enrolments(request, student);
  // The student signs in elsewhere: this session must end when the office suspends them.
  let session = await loginByApi(request, student);

  await signIn(page, DEMO_USERS.admin, '/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
  await expect(page.getByRole('region', { name: 'Users' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Role filter: the student is one of the Users, not of the Admins.
  await page.getByLabel('Role').selectOption({ label: 'Admins' });
  await page.getByLabel('Search users').fill(student.email);
  await expect(page.getByText('No users found')).toBeVisible();
  await page.getByLabel('Role').selectOption({ label: 'Users' });
  const row = await findUser(page, student.email);
  await expect(row).toContainText(name);
  await expect(row).toContainText('Student');
  await expect(row).toContainText('Active');

  // View Profile: three tabs.
  await openAction(page, row, name, 'View Profile');
  const profile = page.getByRole('dialog', { name: `User Profile: ${name}` });
  await fadedIn(profile);
  await expect(profile).toContainText(student.email);
  await expect(profile).toContainText('555');
  await expect(profile).toContainText(/Email notifications\s*Enabled/);
  await expect(profile).toContainText(/Last login\s*(?!Never)\w{3} \d+, \d{4}/);
  await expectNoSeriousA11yViolations(page);
  await profile.getByRole('tab', { name: 'Activity' }).click();
  await expect(profile.getByRole('list', { name: 'Activity history' })).toContainText(
    /Enrollment requested/,
  );
  await profile.getByRole('tab', { name: 'Enrollments' }).click();
  await expect(profile.getByRole('heading', { name: 'Active (1)' })).toBeVisible();
  await expect(profile.getByRole('heading', { name: 'Historical (1)' })).toBeVisible();
  await expect(
    profile.getByRole('region', { name: `Active enrollments of ${name}` }),
  ).toContainText(classes.kept);
  await expectNoSeriousA11yViolations(page);
  await profile.getByRole('button', { name: 'Close' }).click();
  await expect(profile).toBeHidden();

  // View Enrollments: the history shows the reason cut at 20 characters, whole in a tooltip.
  await openAction(page, row, name, 'View Enrollments');
  const history = page.getByRole('dialog', { name: `Enrollment History: ${name}` });
  await fadedIn(history);
  await expect(history.getByRole('tab', { name: 'Active (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await history.getByRole('tab', { name: 'Historical (1)' }).click();
  const historical = history.getByRole('region', { name: `Historical enrollments of ${name}` });
  await expect(historical).toContainText(classes.rejected);
  await expect(historical.getByText(`${LONG_REASON.slice(0, 20)}…`)).toBeVisible();
  await historical.getByText(`${LONG_REASON.slice(0, 20)}…`).hover();
  await expect(page.getByRole('tooltip')).toHaveText(LONG_REASON);
  await fadedIn(page.getByRole('tooltip'));
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Send Notification: the message is required; the student sees what was sent.
  await openAction(page, row, name, 'Send Notification');
  const notify = page.getByRole('dialog', { name: 'Send Notification' });
  await fadedIn(notify);
  const send = notify.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await notify.getByLabel('Message').fill('  ');
  await notify.getByLabel('Title').focus();
  await expect(notify.getByText('Please enter a notification message')).toBeVisible();
  await expect(send).toBeDisabled();
  await notify.getByLabel('Title').fill('Room change');
  await notify.getByLabel('Message').fill('Your CPR session moves to Room 4.');
  await expect(send).toBeEnabled();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await send.click();
  await expect(page.getByText('Notification sent successfully')).toBeVisible();
  await expect(notify).toBeHidden();
  const inbox = await request.get('/api/notifications', { headers: bearer(session.token) });
  const { notifications } = (await inbox.json()) as {
    notifications: { title: string; message: string }[];
  };
  expect(notifications).toContainEqual(
    expect.objectContaining({ title: 'Room change', message: 'Your CPR session moves to Room 4.' }),
  );

  // Reset Password: its three checks, in order, then the reset.
  await openAction(page, row, name, 'Reset Password');
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await fadedIn(reset);
  const submit = reset.getByRole('button', { name: 'Reset Password' });
  await submit.click();
  await expect(reset.getByRole('alert')).toHaveText('Both password fields are required');
  await reset.getByLabel('New password').fill('Another123!');
  await reset.getByLabel('Confirm password').fill('Another124!');
  await submit.click();
  await expect(reset.getByRole('alert')).toHaveText('Passwords do not match');
  await reset.getByLabel('New password').fill('Short1!');
  await reset.getByLabel('Confirm password').fill('Short1!');
  await submit.click();
  await expect(reset.getByRole('alert')).toHaveText('Password must be at least 8 characters long');
  await expect(reset.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await reset.getByLabel('New password').fill('Another123!');
  await reset.getByLabel('Confirm password').fill('Another123!');
  await submit.click();
  await expect(page.getByText('Password reset successfully')).toBeVisible();
  await expect(reset).toBeHidden();
  // The reset ended the session; the new password works.
  expect(
    (await request.get('/api/users/profile', { headers: bearer(session.token) })).status(),
  ).toBe(401);
  session = await loginByApi(request, { email: student.email, password: 'Another123!' });

  // Change Status to suspended: the session the student has stops working at once.
  await openAction(page, row, name, 'Change Status');
  const status = page.getByRole('dialog', { name: `Change Status: ${name}` });
  await fadedIn(status);
  await expect(status.getByRole('button', { name: 'Update status' })).toBeDisabled();
  await status.getByLabel('Status').selectOption({ label: 'Suspended' });
  await expect(status.getByRole('button', { name: 'Update status' })).toBeEnabled();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await status.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('User status updated successfully')).toBeVisible();
  await expect(status).toBeHidden();
  await expect(row).toContainText('Suspended');
  expect(
    (await request.get('/api/users/profile', { headers: bearer(session.token) })).status(),
  ).toBe(401);
  const refused = await request.post('/api/users/login', {
    data: { email: student.email, password: 'Another123!' },
  });
  expect(refused.ok()).toBeFalsy();

  // Change Role.
  await openAction(page, row, name, 'Change Role');
  const role = page.getByRole('dialog', { name: `Change Role: ${name}` });
  await fadedIn(role);
  await role.getByLabel('Role').selectOption({ label: 'Instructor' });
  await role.getByRole('button', { name: 'Update role' }).click();
  await expect(page.getByText('User role updated successfully')).toBeVisible();
  await expect(role).toBeHidden();
  // The Users filter no longer lists them; Instructors does.
  await expect(page.getByText('No users found')).toBeVisible();
  await page.getByLabel('Role').selectOption({ label: 'Instructors' });
  await expect(row).toContainText('Instructor');
  await expect(row).toContainText('Suspended');
});

test('the admin deletes a throwaway account after confirming', async ({ page, request }) => {
  const throwaway = await createStudent(request, { firstName: 'Theo', lastName: 'Throwaway' });
  const name = 'Theo Throwaway';

  await signIn(page, DEMO_USERS.admin, '/admin/users');
  const row = await findUser(page, throwaway.email);
  await openAction(page, row, name, 'Delete User');
  const confirm = page.getByRole('dialog', { name: 'Delete this user?' });
  await fadedIn(confirm);
  await expect(confirm).toContainText(throwaway.email);
  await expect(confirm).toContainText('This cannot be undone.');
  await expectNoSeriousA11yViolations(page);

  // Cancel keeps the account.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();

  await openAction(page, row, name, 'Delete User');
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  // Nothing was left behind, so the account is gone rather than anonymised.
  await expect(
    page.getByText('User deleted successfully. The account had no records and was removed'),
  ).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No users found')).toBeVisible();
  const login = await request.post('/api/users/login', {
    data: { email: throwaway.email, password: throwaway.password },
  });
  expect(login.ok()).toBeFalsy();
});

test('an admin cannot demote themselves: the dialog shows the server text and nothing changes', async ({
  page,
  request,
}) => {
  // A second admin of this test's own: the demo admin is never touched.
  const colleague = await createStudent(request, { firstName: 'Ada', lastName: 'Officer' });
  const admin = await adminSession(request);
  const promoted = await request.patch(`/api/admin/users/${colleague.user.id}/role`, {
    headers: bearer(admin.token),
    data: { role: 'admin' },
  });
  expect(promoted.ok()).toBeTruthy();

  await signIn(page, colleague, '/admin/users');
  const row = await findUser(page, colleague.email);
  await expect(row).toContainText('(you)');
  await openAction(page, row, 'Ada Officer', 'Change Role');
  const dialog = page.getByRole('dialog', { name: 'Change Role: Ada Officer' });
  await fadedIn(dialog);
  await dialog.getByLabel('Role').selectOption({ label: 'Student' });
  await dialog.getByRole('button', { name: 'Update role' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You cannot change your own role');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Admin');
});

test('a failing user list offers Retry; a malformed one is an empty list', async ({ page }) => {
  let answer: 'fail' | 'malformed' | 'real' = 'fail';
  await page.route('**/api/admin/users/search?*', (route) =>
    answer === 'fail'
      ? route.fulfill({ status: 500, body: '' })
      : answer === 'malformed'
        ? route.fulfill({ json: { data: [] } })
        : route.fallback(),
  );
  await controllableClock(page);
  await signIn(page, DEMO_USERS.admin, '/admin/users');
  // After the client's own retries.
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to fetch users' });
  await skipRetryBackoff(page, failure);
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);

  answer = 'malformed';
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('No users found')).toBeVisible();

  answer = 'real';
  await page.getByLabel('Search users').fill(DEMO_USERS.student.email);
  await expect(page.getByRole('region', { name: 'Users' }).getByRole('row')).toHaveCount(2);
});
