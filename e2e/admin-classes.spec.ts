import { CLASS_MSG } from '@careclass/shared';
import { expect, test, type Locator } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  adminSession,
  approveByApi,
  createClassByApi,
  fadedIn,
  dayFromNow,
  enrollByApi,
  findClassByTitle,
  searchClasses,
  uniqueTitle,
} from './support/admin.ts';
import { DEMO_USERS, createStudent, signIn } from './support/users.ts';

// Class Management: the form's checks, creating and editing a class with two sessions, and
// completing a session from Students per class.

async function fillSession(
  session: Locator,
  values: { date: string; start: string; end: string; location: string; capacity: string },
) {
  await session.getByLabel('Start date').fill(values.date);
  await session.getByLabel('Start time').fill(values.start);
  await session.getByLabel('End time').fill(values.end);
  await session.getByLabel('Location').fill(values.location);
  await session.getByLabel('Capacity').fill(values.capacity);
}

test('the admin creates and edits a class, then completes a session with students', async ({
  page,
  request,
}) => {
  test.slow();
  const title = uniqueTitle('Infant Care Basics');
  await signIn(page, DEMO_USERS.admin, '/admin/classes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Class Management');
  await searchClasses(page, 'cpr and first aid');
  await expect(page.getByRole('region', { name: 'Classes' })).toContainText(
    'CPR and First Aid Certification',
  );
  await expectNoSeriousA11yViolations(page);

  // --- Add Class: every check of the form, in the order a person meets them ---------------------
  await page.getByRole('button', { name: 'Add Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Class' });
  await fadedIn(dialog);
  await expectNoSeriousA11yViolations(page);
  const save = dialog.getByRole('button', { name: 'Create class' });
  const banner = dialog.getByRole('alert');

  await save.click();
  await expect(banner).toHaveText(CLASS_MSG.requiredFields);

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Instructor').selectOption({ label: 'Jordan Rivera' });
  await dialog.getByLabel('Description').fill('Care routines for babies under one year.');
  await dialog.getByLabel('Price (USD)').fill('-5');
  await save.click();
  await expect(banner).toHaveText(CLASS_MSG.price);
  await expect(dialog.getByLabel('Price (USD)')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Price (USD)').fill('120');
  await save.click();
  await expect(banner).toHaveText(CLASS_MSG.sessionFields);

  const first = dialog.getByRole('group', { name: 'Session 1' });
  const day1 = dayFromNow(40);
  await fillSession(first, {
    date: day1,
    start: '09:00',
    end: '12:00',
    location: 'Room A',
    capacity: '0',
  });
  // Changing the start date sets the end date to the same day.
  await expect(first.getByLabel('End date')).toHaveValue(day1);
  await first.getByLabel('End date').fill(dayFromNow(39));
  await save.click();
  await expect(banner).toHaveText(CLASS_MSG.endBeforeStart);

  await first.getByLabel('End date').fill(day1);
  await save.click();
  await expect(banner).toHaveText(CLASS_MSG.capacity);

  // Chromium's time picker only yields valid HH:mm; a browser without one shows a text box, whose
  // typed text reaches the form as it is. That is simulated here.
  await first.getByLabel('Capacity').fill('6');
  const startTime = first.getByLabel('Start time');
  await startTime.evaluate((input: HTMLInputElement) => {
    input.type = 'text';
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, '9.30');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await save.click();
  await expect(banner).toHaveText(CLASS_MSG.timeFormat);
  await expect(startTime).toHaveAttribute('aria-invalid', 'true');

  // Times off the 5-minute step of the picker, or ending before they start, are refused too.
  await startTime.fill('09:32');
  await save.click();
  await expect(banner).toHaveText(CLASS_MSG.timeStep);
  await startTime.fill('12:30');
  await save.click();
  await expect(banner).toHaveText(CLASS_MSG.endTimeBeforeStart);
  await startTime.fill('09:00');

  await dialog.getByRole('button', { name: 'Add session' }).click();
  const second = dialog.getByRole('group', { name: 'Session 2' });
  await fillSession(second, {
    date: dayFromNow(47),
    start: '13:00',
    end: '16:30',
    location: 'Room B',
    capacity: '8',
  });
  await save.click();
  await expect(page.getByText(CLASS_MSG.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  await searchClasses(page, title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('$120.00');
  await expect(row.getByRole('button', { name: `View 2 sessions of ${title}` })).toBeVisible();

  // --- Edit Class ----------------------------------------------------------------------------------
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Class' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Class' });
  await expect(edit.getByLabel(/^Title/)).toHaveValue(title);
  await expect(edit.getByRole('group', { name: 'Session 2' }).getByLabel('Capacity')).toHaveValue(
    '8',
  );
  await edit.getByLabel('Price (USD)').fill('135.50');
  await edit.getByRole('group', { name: 'Session 2' }).getByLabel('Capacity').fill('10');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(CLASS_MSG.updated)).toBeVisible();
  await expect(row).toContainText('$135.50');

  const admin = await adminSession(request);
  const created = await findClassByTitle(request, admin, title);
  expect(created.price).toBe(135.5);
  expect(created.sessions.map((s) => s.capacity)).toEqual([6, 10]);

  // --- Two fresh students in the first session: one approved, one still pending ------------------
  const sessionId = created.sessions[0]!.id;
  const approved = await createStudent(request, { firstName: 'Ada', lastName: 'Approved' });
  const pending = await createStudent(request, { firstName: 'Pat', lastName: 'Pending' });
  await approveByApi(request, admin, await enrollByApi(request, approved, created.id, sessionId));
  await enrollByApi(request, pending, created.id, sessionId);

  // --- Students per class --------------------------------------------------------------------------
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'View Students' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/classes/${created.id}/students$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Students: ${title}`);
  const panel = page.getByRole('region', { name: /9:00 AM - 12:00 PM/ });
  const students = panel.getByRole('region', { name: /^Students of the session/ });
  await expect(students.getByRole('row').filter({ hasText: 'Ada Approved' })).toContainText(
    'Approved',
  );
  await expect(students.getByRole('row').filter({ hasText: 'Pat Pending' })).toContainText(
    'Pending',
  );
  await expectNoSeriousA11yViolations(page);

  await panel.getByLabel('Session status').selectOption('completed');
  const confirm = page.getByRole('dialog', { name: 'Complete this session?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Complete session' }).click();
  await expect(page.getByText('Session status updated successfully')).toBeVisible();

  // Approved enrolments are completed; pending ones archived, with the reason cut to 20 characters.
  await expect(panel.getByLabel('Session status')).toHaveValue('completed');
  const adaRow = students.getByRole('row').filter({ hasText: 'Ada Approved' });
  const patRow = students.getByRole('row').filter({ hasText: 'Pat Pending' });
  await expect(adaRow).toContainText(/Completed \w{3} \d{1,2}, \d{4}/);
  await expect(adaRow).toContainText('Session completed');
  await expect(patRow).toContainText(/Archived \w{3} \d{1,2}, \d{4}/);
  await expect(patRow.getByText('Session completed be…')).toBeVisible();
  await patRow.getByText('Session completed be…').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Session completed before approval');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const after = await findClassByTitle(request, admin, title);
  expect(after.sessions[0]!.status).toBe('completed');

  // --- View All Enrollments: both are history now ----------------------------------------------------
  await page.goto('/admin/classes');
  await searchClasses(page, title);
  const listed = page.getByRole('row').filter({ hasText: title });
  await listed.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'View All Enrollments' }).click();
  const all = page.getByRole('dialog', { name: `All enrollments: ${title}` });
  await fadedIn(all);
  await expect(all.getByRole('tab', { name: 'Active (0)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(all.getByText('No active enrollments')).toBeVisible();
  await all.getByRole('tab', { name: 'Historical (2)' }).click();
  const history = all.getByRole('table', { name: `Historical enrollments of ${title}` });
  await expect(history.getByRole('row').filter({ hasText: 'Ada Approved' })).toContainText(
    'Session completed',
  );
  // The reason is cut at 20 characters here too.
  await expect(
    history.getByRole('row').filter({ hasText: 'Pat Pending' }).getByText('Session completed be…'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await all.getByRole('button', { name: 'Close' }).click();
  await expect(all).toBeHidden();
});

test('the class list comes 25 a page from the server; its search narrows the pages', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const pageOf = async (query: Record<string, string | number>) => {
    const res = await request.get('/api/admin/classes', { headers, params: query });
    expect(res.status()).toBe(200);
    return (await res.json()) as { classes: { title: string }[]; pagination: { total: number } };
  };
  // A second page of this test's own classes, whatever else the run has created.
  const prefix = uniqueTitle('Paged Class');
  const mine: { id: number; title: string }[] = [];
  for (let i = 0; i < 27; i++) {
    const title = `${prefix} ${String(i).padStart(2, '0')}`;
    mine.push(await createClassByApi(request, admin, { title }));
  }
  const { pagination } = await pageOf({ page: 1, limit: 25 });
  const secondPage = await pageOf({ page: 2, limit: 25 });

  await signIn(page, DEMO_USERS.admin, '/admin/classes');
  const list = page.getByRole('region', { name: 'Classes' });
  const rows = list.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(25);
  await expect(page.getByText(`1–25 of ${pagination.total}`)).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(
    page.getByText(`26–${Math.min(50, pagination.total)} of ${pagination.total}`),
  ).toBeVisible();
  await expect(list).toContainText(secondPage.classes[0]!.title);
  await expectNoSeriousA11yViolations(page);

  // The search finds the title in any case and starts again at the first page.
  await searchClasses(page, prefix.toUpperCase());
  await expect(page.getByText('1–25 of 27')).toBeVisible();
  await expect(rows.first()).toContainText(`${prefix} 00`);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('26–27 of 27')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`${prefix} 25`);
  await expect(rows.nth(1)).toContainText(`${prefix} 26`);
  await expectNoSeriousA11yViolations(page);

  // Emptied by deletions, the second page gives way to the first.
  const del = await request.delete(`/api/admin/classes/${mine[26]!.id}`, { headers });
  expect(del.status()).toBe(200);
  const last = `${prefix} 25`;
  await rows
    .filter({ hasText: last })
    .getByRole('button', { name: `Actions for ${last}` })
    .click();
  await page.getByRole('menuitem', { name: 'Delete Class' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this class?' });
  await fadedIn(confirm);
  await confirm.getByRole('button', { name: 'Delete Class' }).click();
  await expect(page.getByText('1–25 of 25')).toBeVisible();
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText(`${prefix} 00`);

  // A search that matches nothing says so.
  await searchClasses(page, `${prefix} none`);
  await expect(page.getByText('No classes match this search')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The classes leave the catalogue the later journeys read.
  for (const cls of mine.slice(0, 25)) {
    expect((await request.delete(`/api/admin/classes/${cls.id}`, { headers })).status()).toBe(200);
  }
});
