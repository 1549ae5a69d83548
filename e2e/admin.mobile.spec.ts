import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { fadedIn, searchClasses } from './support/admin.ts';
import { DEMO_USERS, signIn } from './support/users.ts';

// The back office at 390 px: the sidebar is the "Admin menu", and no section scrolls sideways
// (wide tables scroll inside their own region).

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth);
}

async function openSection(page: Page, label: string) {
  await page.getByRole('button', { name: 'Admin menu' }).click();
  const menu = page.getByRole('menu', { name: 'Admin menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: label }).click();
  // Gone from the page once its closing animation has ended.
  await expect(page.locator('[role="menu"]')).toHaveCount(0);
}

test('the admin menu opens and moves between sections without sideways scrolling', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.admin, '/admin');
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics Dashboard');
  // No sidebar at this width: the sections are behind the menu button.
  await expect(page.getByRole('link', { name: 'Enrollments' })).toBeHidden();

  await page.getByRole('button', { name: 'Admin menu' }).click();
  const menu = page.getByRole('menu', { name: 'Admin menu' });
  for (const label of [
    'Analytics',
    'Users',
    'Classes',
    'Waitlist',
    'Enrollments',
    'Financial',
    'Certificates',
    'Notifications',
  ]) {
    await expect(menu.getByRole('menuitem', { name: label })).toBeVisible();
  }
  await fadedIn(menu);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('[role="menu"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Admin menu' })).toBeFocused();

  await openSection(page, 'Classes');
  await expect(page).toHaveURL(/\/admin\/classes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Class Management');
  await searchClasses(page, 'CPR and First Aid');
  await expect(page.getByRole('region', { name: 'Classes' })).toContainText('CPR and First Aid');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  // Students per class of a demo class (looked at, not changed).
  await page.getByRole('button', { name: 'Actions for CPR and First Aid Certification' }).click();
  await page.getByRole('menuitem', { name: 'View Students' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Students: CPR and First Aid Certification',
  );
  await expect(
    page.getByRole('region', { name: /^Students of the session/ }).first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await openSection(page, 'Enrollments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enrollment Management');
  await expect(page.getByRole('region', { name: 'Enrollments' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await openSection(page, 'Waitlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waitlist Management');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await openSection(page, 'Financial');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Management');
  await expect(page.getByRole('heading', { name: 'Total Revenue' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // An unknown section opens the default one.
  await page.goto('/admin/no-such-section');
  await expect(page).toHaveURL(/\/admin\/analytics$/);
});
