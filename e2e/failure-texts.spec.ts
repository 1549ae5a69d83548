import { expect, test, type Page } from './support/test.ts';
import {
  adminSession,
  approveByApi,
  createClassByApi,
  enrollByApi,
  fadedIn,
  searchClasses,
  uniqueTitle,
} from './support/admin.ts';
import { controllableClock, skipRetryBackoff } from './support/retries.ts';
import { checkA11y } from './support/self-service.ts';
import { DEMO_USERS, createStudent, signIn } from './support/users.ts';

// The failure texts of specification 001, 8, each seen where it belongs. The failing answers are
// made in the browser's network layer; everything else is the real server.

const serverFailure = { status: 500, contentType: 'application/json', body: '{}' };

async function toastOrAlert(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test('Enrollment Management: its cards read the dashboard statistics; failures say so', async ({
  page,
}) => {
  // Server failures and proxy pages are tried three times before the screen gives up.
  test.slow();
  const stats = page.waitForResponse(
    (r) => r.url().includes('/api/admin/dashboard/stats') && r.ok(),
  );
  await controllableClock(page);
  await signIn(page, DEMO_USERS.admin, '/admin/enrollments');
  await stats;
  await expect(page.getByRole('heading', { name: 'Pending Approval' })).toBeVisible();

  await page.route('**/api/admin/dashboard/stats', (route) => route.fulfill(serverFailure));
  await page.reload();
  await skipRetryBackoff(
    page,
    page.getByText('Failed to fetch dashboard statistics', { exact: true }),
  );
  await toastOrAlert(page, 'Failed to fetch dashboard statistics');
  await checkA11y(page);

  // An HTML page instead of the API's answer on an authenticated call: a proxy's, not the API's.
  await page.unroute('**/api/admin/dashboard/stats');
  await page.route('**/api/admin/dashboard/stats', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Hello</p>' }),
  );
  // JSON of the wrong shape for the list.
  await page.route('**/api/enrollments?*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"rows":[]}' }),
  );
  await page.reload();
  await toastOrAlert(page, 'API proxy error');
  await toastOrAlert(page, 'Invalid response format from server');
});

test('moving an enrollment back to pending that fails says "Enrollment operation failed"', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const cls = await createClassByApi(request, admin, { title: uniqueTitle('Texts Class') });
  const student = await createStudent(request, { firstName: 'Tess', lastName: 'Texts' });
  const enrolmentId = await enrollByApi(request, student, cls.id, cls.sessions[0]!.id);
  await approveByApi(request, admin, enrolmentId);

  await signIn(page, DEMO_USERS.admin, '/admin/enrollments');
  await page.getByLabel('Class', { exact: true }).selectOption({ label: cls.title });
  const row = page.getByRole('region', { name: 'Enrollments' }).getByRole('row').filter({
    hasText: 'Tess Texts',
  });
  await page.route('**/api/enrollments/*/pending', (route) => route.fulfill(serverFailure));
  await row.getByRole('button', { name: 'Move to pending Tess Texts' }).click();
  await toastOrAlert(page, 'Enrollment operation failed');
  await expect(row).toContainText('Approved');
});

test('Class Management: the sessions dialog and the class send say what failed', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const title = uniqueTitle('Texts Sessions');
  const cls = await createClassByApi(request, admin, { title });

  await controllableClock(page);
  await signIn(page, DEMO_USERS.admin, '/admin/classes');
  await page.route(`**/api/admin/classes/${cls.id}`, (route) => route.fulfill(serverFailure));
  await searchClasses(page, title);
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `View 1 sessions of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Sessions: ${title}` });
  await fadedIn(dialog);
  await skipRetryBackoff(page, dialog.getByRole('alert'));
  await expect(dialog.getByRole('alert')).toHaveText(/Failed to fetch class sessions/);
  await checkA11y(page);
  await page.unroute(`**/api/admin/classes/${cls.id}`);
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByRole('table')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The class send checks who is enrolled through the class's students.
  await page.route(`**/api/admin/classes/${cls.id}/students`, (route) =>
    route.fulfill(serverFailure),
  );
  await page.goto('/admin/notifications');
  await page.getByRole('button', { name: 'Send Notification', exact: true }).click();
  const send = page.getByRole('dialog', { name: 'Send Notification' });
  await fadedIn(send);
  await send.getByRole('radio', { name: 'A class' }).check();
  await send.getByRole('combobox', { name: 'Class', exact: true }).selectOption({ label: title });
  await skipRetryBackoff(
    page,
    send.getByText('Failed to check class enrollment. Please try again.'),
  );
  await expect(send.getByText('Failed to check class enrollment. Please try again.')).toBeVisible();
  await expect(send.getByText('Failed to fetch students in the class')).toBeVisible();
  await checkA11y(page);
});

test('User Management: a profile that cannot be read says so in the dialog', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, { firstName: 'Pia', lastName: 'Profile' });
  await page.route(`**/api/admin/users/${student.user.id}/profile`, (route) =>
    route.fulfill(serverFailure),
  );
  await controllableClock(page);
  await signIn(page, DEMO_USERS.admin, '/admin/users');
  await page.getByLabel('Search users').fill(student.email);
  const row = page.getByRole('region', { name: 'Users' }).getByRole('row').filter({
    hasText: student.email,
  });
  await row.getByRole('button', { name: 'Actions for Pia Profile' }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'User Profile: Pia Profile' });
  await fadedIn(dialog);
  await skipRetryBackoff(page, dialog.getByText('Failed to load profile', { exact: true }));
  await expect(dialog.getByText('Failed to load profile', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Failed to fetch user profile')).toBeVisible();
  await checkA11y(page);
});

test('Edit Profile: a failed update shows the page text and "Profile update failed"', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, { firstName: 'Uma', lastName: 'Update' });
  await signIn(page, student, '/profile');
  await page.route('**/api/users/profile', (route) =>
    route.request().method() === 'PUT' ? route.fulfill(serverFailure) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  // Opened: the form has slid open and its first field has the focus.
  await expect(form.getByLabel('First name')).toBeFocused();
  await form.getByLabel('First name').fill('Umberta');
  await form.getByRole('button', { name: 'Save changes' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Failed to update profile');
  await expect(alert).toContainText('Profile update failed');
  await checkA11y(page);
});
