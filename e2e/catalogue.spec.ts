import { expect, test } from './support/test.ts';
import { controllableClock, skipRetryBackoff } from './support/retries.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { findClass, sessionCard } from './support/catalogue.ts';
import { DEMO_USERS, createStudent, signIn } from './support/users.ts';

// Demo data: Development and Operations (hybrid, $350, 4 weeks), Child Development Associate
// (CDA) (online, $425, 3 months), CPR and First Aid Certification (in-person, $95, 1 day).
const DEVOPS = 'Development and Operations';
const CDA = 'Child Development Associate (CDA)';
const CPR = 'CPR and First Aid Certification';

const cardTitle = (page: import('@playwright/test').Page, title: string) =>
  page.getByRole('heading', { level: 2, name: title, exact: true });

test('a visitor filters the catalogue; the filters stay in the address and survive a reload', async ({
  page,
}) => {
  await page.goto('/classes');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Classes' })).toBeVisible();
  for (const title of [DEVOPS, CDA, CPR]) await expect(cardTitle(page, title)).toBeVisible();
  const cpr = page.getByRole('article').filter({ has: cardTitle(page, CPR) });
  await expect(cpr.getByText('$95.00')).toBeVisible();
  await expect(cpr.getByText('Multiple sessions available')).toBeVisible();
  await expect(cpr.getByText(/In-Person/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Location: online leaves the CDA class only.
  await page.getByLabel('Location').selectOption('online');
  await expect(page).toHaveURL(/[?&]location=online\b/);
  await expect(cardTitle(page, CDA)).toBeVisible();
  await expect(cardTitle(page, CPR)).toBeHidden();
  await expect(cardTitle(page, DEVOPS)).toBeHidden();

  // A reload keeps the filter, in the address and in the form.
  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue('online');
  await expect(cardTitle(page, CDA)).toBeVisible();
  await expect(cardTitle(page, CPR)).toBeHidden();

  // Price under $200 with online: nothing; Clear Filters brings every class back.
  await page.getByLabel('Price range').selectOption('under-200');
  await expect(page).toHaveURL(/price=under-200/);
  const results = page.getByRole('region', { name: 'Class list' });
  await expect(results.getByText('No classes found matching your criteria.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await results.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  for (const title of [DEVOPS, CDA, CPR]) await expect(cardTitle(page, title)).toBeVisible();
  await expect(page.getByLabel('Location')).toHaveValue('');

  // Duration "Up to 2 days" is the one-day CPR class; $300 - $400 is Development and Operations.
  await page.getByLabel('Duration').selectOption('2-days');
  await expect(cardTitle(page, CPR)).toBeVisible();
  await expect(cardTitle(page, DEVOPS)).toBeHidden();
  await page.getByLabel('Duration').selectOption('');
  await page.getByLabel('Price range').selectOption('300-400');
  await expect(page).toHaveURL(/\?price=300-400$/);
  await expect(cardTitle(page, DEVOPS)).toBeVisible();
  await expect(cardTitle(page, CPR)).toBeHidden();
  await expect(cardTitle(page, CDA)).toBeHidden();

  // A shared link with filters opens filtered.
  await page.goto('/classes?location=in-person&duration=2-days&price=under-200');
  await expect(cardTitle(page, CPR)).toBeVisible();
  await expect(cardTitle(page, CDA)).toBeHidden();
});

test('two filter changes made at once both reach the address', async ({ page }) => {
  await page.goto('/classes?duration=2-days');
  await expect(cardTitle(page, CPR)).toBeVisible();
  // Both selections in one task, before the page can render the first: the second must build on
  // the first (it once brought back the duration the first had just cleared).
  await page.evaluate(() => {
    const select = (label: string) => {
      const tag = [...document.querySelectorAll('label')].find(
        (l) => l.textContent?.trim() === label,
      );
      return document.getElementById(tag!.htmlFor) as HTMLSelectElement;
    };
    for (const [label, value] of [
      ['Duration', ''],
      ['Price range', '300-400'],
    ] as const) {
      const field = select(label);
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  });
  await expect(page).toHaveURL(/\/classes\?price=300-400$/);
  await expect(page.getByLabel('Duration')).toHaveValue('');
  await expect(cardTitle(page, DEVOPS)).toBeVisible();
  await expect(cardTitle(page, CPR)).toBeHidden();
});

test('a visitor who clicks Enroll Now logs in, comes back to the class and enrols', async ({
  page,
}) => {
  const student = await createStudent(page.request);
  const devops = await findClass(page.request, DEVOPS);
  const session = devops.sessions.find((s) => s.available_spots > 0)!;

  await page.goto('/');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/classes');
  await page.getByRole('link', { name: `VIEW DETAILS of ${DEVOPS}` }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${devops.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: DEVOPS })).toBeVisible();
  await expect(page.getByText('About this class')).toBeVisible();
  await expect(page.getByText('Certificate of completion')).toBeVisible();
  await expect(page.getByText('Expert instruction')).toBeVisible();
  await expect(page.getByText('Hands-on learning')).toBeVisible();
  const card = sessionCard(page, session.id);
  await expect(card.getByText('9:00 AM - 3:00 PM (6 hours per day)')).toBeVisible();
  await expect(card.getByText('4 weeks')).toBeVisible();
  await expect(card.getByText(/\d+ of 12 spots available/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: 'Enroll Now' }).click();
  await expect(page.getByText('Please log in to enroll')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${devops.id}$`));

  await sessionCard(page, session.id).getByRole('button', { name: 'Enroll Now' }).click();
  await expect(page.getByText('Successfully enrolled in class')).toBeVisible();
  const mine = sessionCard(page, session.id);
  await expect(mine.getByText('Enrollment pending approval')).toBeVisible();
  await expect(mine.getByText('Your request is being reviewed')).toBeVisible();
  await expect(mine.getByText('Your session')).toBeVisible();
  // One live enrolment per class: no other session offers Enroll Now any more.
  await expect(page.getByRole('button', { name: 'Enroll Now' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your enrollment' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The student withdraws the request again (confirmed), and may enrol anew.
  await page.getByRole('button', { name: 'Withdraw request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your enrollment request?' });
  await dialog.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(page.getByText('Enrollment cancelled')).toBeVisible();
  await expect(
    sessionCard(page, session.id).getByRole('button', { name: 'Enroll Now' }),
  ).toBeVisible();
});

test('admins and instructors see why they cannot enroll', async ({ page }) => {
  const cpr = await findClass(page.request, CPR);
  await signIn(page, DEMO_USERS.instructor, `/classes/${cpr.id}`);
  await expect(page.getByRole('heading', { level: 1, name: CPR })).toBeVisible();
  const buttons = page.getByRole('button', { name: /^(Enroll Now|Join Waitlist)$/ });
  await expect(buttons.first()).toBeVisible();
  for (const button of await buttons.all()) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Admins and instructors cannot enroll');
  }
});

test('the footer links to the classes by title; an unknown class is explained', async ({
  page,
}) => {
  const cda = await findClass(page.request, 'CDA');
  const cpr = await findClass(page.request, 'CPR');
  const devops = await findClass(page.request, DEVOPS);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /CDA/ })).toHaveAttribute(
    'href',
    `/classes/${cda.id}`,
  );
  await expect(footer.getByRole('link', { name: /CPR/ })).toHaveAttribute(
    'href',
    `/classes/${cpr.id}`,
  );
  await expect(footer.getByRole('link', { name: DEVOPS })).toHaveAttribute(
    'href',
    `/classes/${devops.id}`,
  );
  await expect(footer.getByText('office@careclass.test')).toBeVisible();
  await expect(footer.getByText('Office hours: 9AM-3PM Mon to Fri')).toBeVisible();

  await page.goto('/classes/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Class not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse classes' }).click();
  await expect(page).toHaveURL(/\/classes$/);
});

test('when the catalogue cannot load, the visitor is told and can try again', async ({ page }) => {
  let failing = true;
  await page.route('**/api/classes*', (route) =>
    failing ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
  );
  await controllableClock(page);
  // The app's own fetch: from another page, since the server draws /classes with its classes
  // when it can (docs/decisions/0056).
  await page.goto('/contact');
  await page.getByRole('banner').getByRole('link', { name: 'Classes', exact: true }).click();
  await skipRetryBackoff(page, page.getByText('Failed to load classes. Please try again later.'));
  await expect(page.getByText('Failed to load classes. Please try again later.')).toBeVisible({
    timeout: 15_000,
  });
  failing = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(cardTitle(page, CPR)).toBeVisible();
  await expect(page.getByText('Failed to load classes. Please try again later.')).toBeHidden();
});
