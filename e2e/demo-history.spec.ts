import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_USERS, signIn } from './support/users.ts';

// The demo's year of history (issue 15, docs/decisions/0036): on the demo database the back
// office's first look is a living business. The analytics panels have data for the last year, and
// Financial lists money still owed, some of it overdue. These rows come from the seed itself, not
// from other tests, so the spec holds whichever order the suite runs in.

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The analytics range set to the year that ends today (the history's span). */
async function showLastYear(page: Page) {
  const today = new Date();
  const yearAgo = new Date(today);
  yearAgo.setUTCFullYear(today.getUTCFullYear() - 1);
  yearAgo.setUTCDate(yearAgo.getUTCDate() + 1);
  const answered = page.waitForResponse(
    (r) =>
      r.url().includes('/api/admin/analytics/revenue?') &&
      r.url().includes(`startDate=${dayOf(yearAgo)}`) &&
      r.ok(),
  );
  await page.getByLabel('Start Date').fill(dayOf(yearAgo));
  await answered;
}

test('the analytics dashboard shows revenue, enrollment trends and top classes of the demo year', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.admin, '/admin/analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics Dashboard');
  // The default range starts on 1 January; the history spans the last twelve months.
  await showLastYear(page);

  const revenue = page.getByRole('region', { name: 'Revenue Overview' });
  await expect(revenue.locator('svg .MuiBarChart-element').first()).toBeAttached();
  // Money came in over many months, not on one day: the chart has a shape.
  const revenueTable = revenue.getByRole('table', { name: 'Revenue Overview' });
  const paidMonths = revenueTable.getByRole('row').filter({ hasText: /\$(?!0\.00)[\d,]+\.\d{2}/ });
  await expect.poll(() => paidMonths.count()).toBeGreaterThanOrEqual(8);

  const trends = page.getByRole('region', { name: 'Enrollment Trends' });
  await expect(trends.locator('svg path[data-series="total"]')).toHaveCount(1);
  // Enrolment requests came in month after month: the first number of a row is its total.
  const totals = trends
    .getByRole('table', { name: 'Enrollment Trends' })
    .getByRole('row')
    .locator('td:first-of-type');
  await expect
    .poll(async () => (await totals.allInnerTexts()).filter((n) => Number(n) > 0).length)
    .toBeGreaterThanOrEqual(8);

  const top = page.getByRole('list', { name: 'Top Performing Classes' });
  for (const title of [
    'Development and Operations',
    'Child Development Associate (CDA)',
    'CPR and First Aid Certification',
  ])
    await expect(top.getByRole('listitem').filter({ hasText: title })).toContainText(
      /[1-9]\d* enrolled of \d+ seats/,
    );
  await expect(
    page.getByRole('list', { name: 'Revenue by Class' }).getByRole('listitem').first(),
  ).toContainText(/\$(?!0\.00)[\d,]+\.\d{2}/);

  await expectNoSeriousA11yViolations(page);
});

test('Financial lists outstanding payments of the demo students, overdue ones among them', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.admin, '/admin/financial');
  const outstanding = page.getByRole('region', { name: 'Outstanding payments' });
  await expect(
    outstanding.getByRole('row').filter({ hasText: '@example.com' }).first(),
  ).toBeVisible();
  await expect(outstanding.getByRole('row').filter({ hasText: 'Overdue' }).first()).toBeVisible();
  await expect(page.getByText(/[1-9]\d* overdue \(\$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
