import { expect, test, type Page } from './support/test.ts';
import {
  checkA11y,
  enrol,
  expectNoHorizontalScroll,
  expectSectionReady,
  findClass,
  sectionHeading,
  settled,
} from './support/self-service.ts';
import { DEMO_USERS, createStudent, signIn } from './support/users.ts';

// The profile area at 390 px: the section navigation is a collapsible "Profile menu" button,
// every section is reachable through it, nothing scrolls sideways and axe finds nothing serious.

const SECTIONS = [
  ['Overview', 'Overview'],
  ['Enrollments', 'Enrollments'],
  ['My Waitlist', 'My Waitlist'],
  ['Certificates', 'Certificates'],
  ['Training Hours', 'Training Hours'],
  ['Payments Due', 'Payments Due'],
  ['Payment Methods', 'Payment Methods'],
  ['Password', 'Password'],
  ['Activity', 'Activity'],
  ['Notifications', 'Notifications'],
] as const;

async function chooseSection(page: Page, label: string) {
  const menu = page.getByRole('button', { name: /^Profile menu/ });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // As a person would, wait until the list has finished sliding open: a tap while it still grows
  // can land beside the link (the page scrolls along with the growing list).
  await settled(page);
  const nav = page.getByRole('navigation', { name: 'Profile sections' });
  await nav.getByRole('link', { name: new RegExp(`^${label}`) }).click();
  // The menu closes and names the section now shown.
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toContainText(label);
}

test('every profile section is reachable through the Profile menu at 390 px', async ({ page }) => {
  // The demo student has a pending and an approved enrolment and a payment (read only here).
  await signIn(page, DEMO_USERS.student, '/profile');
  await expectSectionReady(page, 'Overview');
  await expect(page.getByRole('button', { name: /^Profile menu/ })).toContainText('Overview');
  // The side list of wide screens is not there; its links are hidden in the closed menu.
  await expect(page.getByRole('link', { name: /^Certificates/ })).toHaveCount(0);
  await expectNoHorizontalScroll(page);

  for (const [label, heading] of SECTIONS.slice(1)) {
    await chooseSection(page, label);
    await expect(sectionHeading(page, heading)).toBeFocused();
    await expectSectionReady(page, heading);
    await expectNoHorizontalScroll(page);
  }

  // Payments are stacked cards on a phone, not a table.
  await page.goto('/profile?section=payments');
  await expectSectionReady(page, 'Payments Due');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('article').first()).toContainText(/Amount:\s*\$/);
  await expectNoHorizontalScroll(page);

  // The back button walks back through the sections.
  await chooseSection(page, 'Activity');
  await page.goBack();
  await expect(sectionHeading(page, 'Payments Due')).toBeVisible();
});

test('forms and cards fit at 390 px: edit profile, add a card, a waitlist-free enrolment list', async ({
  page,
  request,
}) => {
  const student = await createStudent(request);
  const devops = await findClass(request, 'Development and Operations');
  await enrol(request, student.token, devops.id, devops.sessions.at(-1)!.id);
  await signIn(page, student, '/profile');
  await expectSectionReady(page, 'Overview');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Edit profile' }).getByLabel('First name'),
  ).toBeFocused();
  await expectNoHorizontalScroll(page);
  await checkA11y(page);

  await chooseSection(page, 'Payment Methods');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByRole('form', { name: 'Add a card' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await checkA11y(page);

  await chooseSection(page, 'Enrollments');
  await expect(
    page
      .getByRole('article', { name: 'Development and Operations' })
      .getByText('Pending', { exact: true }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);

  await chooseSection(page, 'Notifications');
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expectNoHorizontalScroll(page);
  await checkA11y(page);
});
