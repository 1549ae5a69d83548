import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { fadedIn } from './support/admin.ts';
import { DEMO_USERS, signIn } from './support/users.ts';

// Analytics Dashboard and User Management at 390 px: no sideways page scrolling (wide tables and
// charts stay inside their own boxes), and no serious accessibility problem.

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth);
}

test('the analytics dashboard fits 390 px', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin, '/admin/analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics Dashboard');
  await expect(page.getByRole('heading', { name: 'Monthly Revenue' })).toBeVisible();
  const trends = page.getByRole('region', { name: 'Enrollment Trends' });
  await expect(trends.locator('svg path[data-series="total"]')).toHaveCount(1);
  await expect(
    page
      .getByRole('region', { name: 'Revenue Overview' })
      .locator('svg .MuiBarChart-element')
      .first(),
  ).toBeAttached();
  await expect(
    page.getByRole('region', { name: 'Details: Summary' }).getByRole('table'),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Metric').selectOption({ label: 'Class Enrollments' });
  await expect(page.getByRole('region', { name: 'Details: Class Enrollments' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Export Report is within reach at this width: in the page's width, and a tap downloads.
  const exportButton = page.getByRole('button', { name: 'Export Report' });
  await exportButton.scrollIntoViewIfNeeded();
  const box = (await exportButton.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const downloading = page.waitForEvent('download');
  await exportButton.click();
  expect((await downloading).suggestedFilename()).toMatch(
    /^careclass-class-enrollments-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
});

test('user management fits 390 px, its profile dialog too', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin, '/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
  // At this width the users are cards, one list item each.
  const list = page.getByRole('region', { name: 'Users' });
  await expect(list).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  // The demo student, looked at and not changed.
  await page.getByLabel('Search users').fill(DEMO_USERS.student.email);
  const card = list.getByRole('listitem').filter({ hasText: DEMO_USERS.student.email });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await card.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  const profile = page.getByRole('dialog', { name: /^User Profile: / });
  await fadedIn(profile);
  await expect(profile).toContainText(DEMO_USERS.student.email);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await profile.getByRole('tab', { name: 'Enrollments' }).click();
  await expect(profile.getByRole('heading', { name: /^Active \(\d+\)$/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await profile.getByRole('button', { name: 'Close' }).click();
  await expect(profile).toBeHidden();
});
