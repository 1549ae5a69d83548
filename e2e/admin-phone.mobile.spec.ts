import { expect, test, type Locator, type Page } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  adminSession,
  createClassByApi,
  enrollByApi,
  fadedIn,
  joinWaitlistByApi,
  searchClasses,
  uniqueTitle,
} from './support/admin.ts';
import { DEMO_USERS, createStudent, signIn } from './support/users.ts';

// The office approves and changes roles from a phone: at 390 px the lists are cards, with each
// row's actions below its values, so nothing needs a sideways scroll to be reached.

const WIDTH = 390;

async function expectNoSidewaysScroll(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(WIDTH);
}

/** The control lies wholly inside the screen's width, so a thumb reaches it without scrolling. */
async function expectWithinWidth(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
}

test('at 390 px the admin approves an enrolment and changes a role without sideways scrolling', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const cls = await createClassByApi(request, admin, { title: uniqueTitle('Phone Approvals') });
  const student = await createStudent(request, { firstName: 'Paula', lastName: 'Phoneapproved' });
  const name = 'Paula Phoneapproved';
  await enrollByApi(request, student, cls.id, cls.sessions[0]!.id);

  await signIn(page, DEMO_USERS.admin, '/admin/enrollments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enrollment Management');
  await page.getByLabel('Class', { exact: true }).selectOption({ label: cls.title });
  const list = page.getByRole('region', { name: 'Enrollments' });
  // Cards, not a table: one list item per enrolment, with the column names as labels.
  await expect(list.getByRole('table')).toHaveCount(0);
  const card = list.getByRole('listitem').filter({ hasText: name });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(card).toContainText('Pending');
  await expect(card).toContainText(cls.title);
  await expect(card.getByRole('definition')).toHaveCount(4);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  const approve = card.getByRole('button', { name: `Approve ${name}` });
  await expectWithinWidth(approve);
  await approve.click();
  await expect(page.getByText('Enrollment approved successfully')).toBeVisible();
  await expect(card).toContainText('Approved');
  await expect(card.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expectWithinWidth(card.getByRole('button', { name: `Reject ${name}` }));
  await expectNoSidewaysScroll(page);
  // The server has it too.
  const res = await request.get(`/api/admin/classes/${cls.id}/enrollments`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const body = (await res.json()) as { enrollments: { enrollment_status: string }[] };
  expect(body.enrollments.map((e) => e.enrollment_status)).toEqual(['approved']);

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
  await page.getByLabel('Search users').fill(student.email);
  const users = page.getByRole('region', { name: 'Users' });
  const userCard = users.getByRole('listitem').filter({ hasText: student.email });
  await expect(users.getByRole('listitem')).toHaveCount(1);
  await expect(userCard).toContainText('Student');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  const actions = userCard.getByRole('button', { name: `Actions for ${name}` });
  await expectWithinWidth(actions);
  await actions.click();
  const menu = page.getByRole('menu');
  await fadedIn(menu);
  const changeRole = menu.getByRole('menuitem', { name: 'Change Role' });
  await expectWithinWidth(changeRole);
  await changeRole.click();
  const dialog = page.getByRole('dialog', { name: `Change Role: ${name}` });
  await fadedIn(dialog);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Role').selectOption({ label: 'Instructor' });
  const update = dialog.getByRole('button', { name: 'Update role' });
  await expectWithinWidth(update);
  await update.click();
  await expect(page.getByText('User role updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(userCard).toContainText('Instructor');
  await expectNoSidewaysScroll(page);
});

test('at 390 px the waitlist is cards with Approve and Reject in reach', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  // One seat, taken: the second student can only wait.
  const cls = await createClassByApi(request, admin, {
    title: uniqueTitle('Phone Waitlist'),
    capacities: [1],
  });
  const first = await createStudent(request, { firstName: 'Seated', lastName: 'Student' });
  await enrollByApi(request, first, cls.id, cls.sessions[0]!.id);
  const waiting = await createStudent(request, { firstName: 'Walter', lastName: 'Waitsalot' });
  await joinWaitlistByApi(request, waiting, cls.id);

  await signIn(page, DEMO_USERS.admin, '/admin/waitlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waitlist Management');
  await page.getByLabel('Class', { exact: true }).selectOption({ label: cls.title });
  const list = page.getByRole('region', { name: 'Waitlist entries' });
  const card = list.getByRole('listitem').filter({ hasText: 'Walter Waitsalot' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  // The email, a column of its own in the table, sits under the name on the card.
  await expect(card).toContainText(waiting.email);
  await expectWithinWidth(card.getByRole('button', { name: 'Approve Walter Waitsalot' }));
  await expectWithinWidth(card.getByRole('button', { name: 'Reject Walter Waitsalot' }));
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('at 390 px the classes are cards with their actions in reach', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin, '/admin/classes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Class Management');
  await searchClasses(page, 'CPR and First Aid Certification');
  const list = page.getByRole('region', { name: 'Classes' });
  await expect(list.getByRole('table')).toHaveCount(0);
  const card = list.getByRole('listitem').filter({ hasText: 'CPR and First Aid Certification' });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('term')).toHaveText(['Instructor', 'Price', 'Sessions', 'Students']);
  const actions = card.getByRole('button', { name: 'Actions for CPR and First Aid Certification' });
  await expectWithinWidth(actions);
  await actions.click();
  const menu = page.getByRole('menu');
  await fadedIn(menu);
  await expectWithinWidth(menu.getByRole('menuitem', { name: 'View Students' }));
  await page.keyboard.press('Escape');
  await expect(page.locator('[role="menu"]')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
