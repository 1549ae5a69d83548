import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll, findClass, sessionCard } from './support/catalogue.ts';
import { createStudent, useSession } from './support/users.ts';

// A phone, 390 px wide (the mobile project of playwright.config.ts).

test('on a phone a visitor browses, filters and opens a class without sideways scrolling', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'View classes' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'CPR and First Aid Certification' }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Location').selectOption('in-person');
  await expect(page).toHaveURL(/location=in-person/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Child Development Associate (CDA)' }),
  ).toBeHidden();
  await page.getByRole('link', { name: 'VIEW DETAILS of CPR and First Aid Certification' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'CPR and First Aid Certification' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Available sessions' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('on a phone a student enrols in one class and joins and leaves the waitlist of another', async ({
  page,
}) => {
  const student = await createStudent(page.request);
  const cda = await findClass(page.request, 'CDA');
  const cpr = await findClass(page.request, 'CPR');
  const open = cda.sessions.find((s) => s.available_spots > 0)!;
  const full = cpr.sessions.find((s) => s.available_spots === 0);
  expect(full, 'a full CPR session in the demo data').toBeTruthy();
  await useSession(page, student);

  await page.goto(`/classes/${cda.id}`);
  await sessionCard(page, open.id).getByRole('button', { name: 'Enroll Now' }).click();
  await expect(page.getByText('Successfully enrolled in class')).toBeVisible();
  await expect(sessionCard(page, open.id).getByText('Enrollment pending approval')).toBeVisible();
  await expect(
    sessionCard(page, open.id).getByText('Your request is being reviewed'),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/classes/${cpr.id}`);
  const card = sessionCard(page, full!.id);
  await card.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByText('Added to waitlist')).toBeVisible();
  await expect(card.getByText(/You are on the waitlist/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  // Leaving again also keeps this journey from standing in line for seats other journeys free.
  await card.getByRole('button', { name: 'Leave Waitlist' }).click();
  await expect(page.getByText('Removed from waitlist')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
});
