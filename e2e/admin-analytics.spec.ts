import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { controllableClock, skipRetryBackoff } from './support/retries.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  adminSession,
  approveByApi,
  createClassByApi,
  dayFromNow,
  enrollByApi,
  uniqueTitle,
} from './support/admin.ts';
import { DEMO_USERS, createStudent, signIn, type Session } from './support/users.ts';

// Analytics Dashboard: the cards, both charts, the lists, the metric details, Refresh, Export
// Report (a CSV download) and the date range rules; on the demo data plus one paid enrolment of this test's
// own class. The failure and empty states answer from a stubbed call.

const card = (page: Page, label: string) =>
  page.getByRole('heading', { name: label, exact: true }).locator('xpath=..');

/** Waits for the answer of one analytics call for the given range. */
const analyticsAnswer = (page: Page, path: string, startDate: string, endDate: string) =>
  page.waitForResponse(
    (r) =>
      r.url().includes(`/api/admin/analytics/${path}?`) &&
      r.url().includes(`startDate=${startDate}`) &&
      r.url().includes(`endDate=${endDate}`) &&
      r.ok(),
  );

/** The same day one year earlier (29 February becomes 28 February). */
function oneYearBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return `${y - 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** A student enrols in a new class, the office approves, the student pays: revenue of today. */
async function paidEnrolment(request: APIRequestContext, admin: Session, title: string) {
  const cls = await createClassByApi(request, admin, { title, capacities: [4], price: 80 });
  const student = await createStudent(request, { firstName: 'Paula', lastName: 'Payer' });
  const enrollmentId = await enrollByApi(request, student, cls.id, cls.sessions[0]!.id);
  await approveByApi(request, admin, enrollmentId);
  const auth = { Authorization: `Bearer ${student.token}` };
  const profile = await request.get('/api/profile/profile', { headers: auth });
  const { payments } = (await profile.json()) as {
    payments: { id: number; class_name: string; status: string }[];
  };
  const due = payments.find((p) => p.class_name === title && p.status !== 'paid');
  expect(due, 'the payment due of the approved enrolment').toBeTruthy();
  const paid = await request.post(`/api/payments/${due!.id}/pay`, {
    headers: auth,
    data: { last_four: '4242' },
  });
  expect(paid.ok(), `pay answered ${paid.status()}`).toBeTruthy();
}

test('the admin reads the dashboard, refreshes it and changes the date range', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Infant Sleep Safety');
  await paidEnrolment(request, await adminSession(request), title);

  await signIn(page, DEMO_USERS.admin, '/admin');
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics Dashboard');

  // The cards show figures, money in dollars; this month has at least our payment.
  await expect(card(page, 'Monthly Revenue').locator('p').first()).toHaveText(
    /^\$(?!0\.00)[\d,]+\.\d{2}$/,
  );
  await expect(card(page, 'Monthly Revenue')).toContainText(/[1-9]\d* payments? this month/);
  await expect(card(page, 'Active Enrollments').locator('p').first()).toHaveText(/^\d+$/);
  await expect(card(page, 'Active Enrollments')).toContainText(/[\d.]+% enrollment rate/);
  await expect(card(page, 'Active Users').locator('p').first()).toHaveText(/^\d+$/);
  await expect(card(page, 'Active Users')).toContainText(/\d+ certificates? in 30 days/);
  await expect(card(page, 'Active Classes').locator('p').first()).toHaveText(/^\d+$/);
  await expect(card(page, 'Active Classes')).toContainText(/\d+ (person|people) on waitlists/);
  const expiring = card(page, 'Certificates expiring (90 days)');
  await expect(expiring.locator('p').first()).toHaveText(/^\d+$/);
  await expect(expiring.getByRole('link', { name: 'View Expiring Soon' })).toHaveAttribute(
    'href',
    '/admin/certificates?view=expiring',
  );

  // Both charts draw their series, and say them in a table for screen readers.
  const trends = page.getByRole('region', { name: 'Enrollment Trends' });
  await expect(trends.locator('svg path[data-series="total"]')).toHaveCount(1);
  await expect(trends.locator('svg path[data-series="approved"]')).toHaveCount(1);
  await expect(trends.getByText('Total Enrollments', { exact: true }).first()).toBeVisible();
  await expect(trends.getByText('Approved Enrollments', { exact: true }).first()).toBeVisible();
  await expect(
    trends.getByRole('table', { name: 'Enrollment Trends' }).getByRole('columnheader'),
  ).toHaveText(['Month', 'Total Enrollments', 'Approved Enrollments']);
  const revenue = page.getByRole('region', { name: 'Revenue Overview' });
  await expect(revenue.locator('svg .MuiBarChart-element').first()).toBeAttached();
  await expect(revenue.getByText('Net Revenue', { exact: true }).first()).toBeVisible();
  await expect(revenue.getByRole('table', { name: 'Revenue Overview' })).toContainText(
    /\$(?!0\.00)[\d,]+\.\d{2}/,
  );

  // Revenue by Class lists the classes that earned money; the details list them all.
  const byClass = page.getByRole('list', { name: 'Revenue by Class' });
  await expect(byClass.getByRole('listitem').first()).toContainText(/\$[\d,]+\.\d{2}/);
  const metric = page.getByLabel('Metric');
  await expect(page.getByRole('region', { name: 'Details: Summary' })).toContainText(
    'Open waitlist entries',
  );
  await metric.selectOption({ label: 'Revenue by Class' });
  await expect(
    page
      .getByRole('region', { name: 'Details: Revenue by Class' })
      .getByRole('row', { name: title }),
  ).toContainText('$80.00');
  await metric.selectOption({ label: 'User Activity' });
  await expect(
    page.getByRole('region', { name: 'Details: User Activity' }).getByRole('columnheader'),
  ).toHaveText(['Action', 'Entries', 'Users']);

  // The clock ticks every second.
  const clock = page.locator('time').first();
  const shown = await clock.textContent();
  await expect(clock).not.toHaveText(shown!, { timeout: 5000 });

  await expectNoSeriousA11yViolations(page);

  // Refresh Data fetches again and moves the last-updated time on.
  const lastUpdated = page.getByTestId('last-updated');
  await expect(lastUpdated).toHaveText(/\d+:\d{2}:\d{2} (AM|PM)/);
  const before = await lastUpdated.textContent();
  // The time is shown to the second: refresh once the page's own clock has left that second.
  await expect
    .poll(() =>
      page.evaluate(() =>
        new Intl.DateTimeFormat('en-US', {
          hour: 'numeric',
          minute: '2-digit',
          second: '2-digit',
        }).format(Date.now()),
      ),
    )
    .not.toBe(before);
  const refreshed = page.waitForResponse((r) => r.url().includes('/api/admin/analytics/summary'));
  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await refreshed;
  await expect(lastUpdated).not.toHaveText(before!);

  // Export Report saves the metric the details show, for the range shown, as CSV.
  await metric.selectOption({ label: 'Revenue by Class' });
  const rangeStart = await page.getByLabel('Start Date').inputValue();
  const rangeEnd = await page.getByLabel('End Date').inputValue();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    `careclass-revenue-by-class-${rangeStart}-to-${rangeEnd}.csv`,
  );
  const lines = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(lines[0]).toBe(
    'Class ID,Class,Gross revenue (USD),Refunds (USD),Net revenue (USD),Payments,Refund count',
  );
  expect(lines.find((line) => line.includes(`,${title},`))).toMatch(
    new RegExp(`^\\d+,${title},80\\.00,0\\.00,80\\.00,1,0$`),
  );
  await expect(page.getByText('Report exported successfully')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The date range: the default is 1 January to today.
  const start = page.getByLabel('Start Date');
  const end = page.getByLabel('End Date');
  const today = await page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
  await expect(start).toHaveValue(`${today.slice(0, 4)}-01-01`);
  await expect(end).toHaveValue(today);

  // A new end date sets the start one year before it, and every call asks for that range. Sessions
  // to come are in it: Top Performing Classes lists them.
  const newEnd = dayFromNow(120);
  const newStart = oneYearBefore(newEnd);
  const answered = analyticsAnswer(page, 'enrollments/classes', newStart, newEnd);
  await end.fill(newEnd);
  await answered;
  await expect(start).toHaveValue(newStart);
  await expect(end).toHaveValue(newEnd);
  const top = page.getByRole('list', { name: 'Top Performing Classes' });
  await expect(top.getByRole('listitem').first()).toContainText(/\d+ enrolled of \d+ seats/);
  await metric.selectOption({ label: 'Class Enrollments' });
  await expect(
    page
      .getByRole('region', { name: 'Details: Class Enrollments' })
      .getByRole('row', { name: title }),
  ).toContainText('25%');

  // A start after the end is refused: the message shows and the range stays.
  await start.fill(dayFromNow(121));
  await expect(page.getByText('Start date cannot be after end date')).toBeVisible();
  await expect(start).toHaveValue(newStart);
  await expect(end).toHaveValue(newEnd);
  await expectNoSeriousA11yViolations(page);

  // A start inside the range is taken as it is and clears the message.
  const later = analyticsAnswer(page, 'summary', today, newEnd);
  await start.fill(today);
  await later;
  await expect(page.getByText('Start date cannot be after end date')).toHaveCount(0);
  await expect(end).toHaveValue(newEnd);
});

test('empty series show their texts; a failing call shows the banner and a toast, and Retry recovers', async ({
  page,
}) => {
  const emptyAnswer = (path: string) =>
    page.route(`**/api/admin/analytics/${path}?*`, (route) =>
      route.fulfill({
        json: { data: [], range: { start_date: '', end_date: '', time_zone: 'UTC' } },
      }),
    );
  await emptyAnswer('revenue');
  await emptyAnswer('enrollments/trends');
  await emptyAnswer('enrollments/classes');
  let failing = true;
  await page.route('**/api/admin/analytics/users/activity?*', (route) =>
    failing ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );

  await controllableClock(page);
  await signIn(page, DEMO_USERS.admin, '/admin/analytics');
  await expect(page.getByText('No enrollment trend data available')).toBeVisible();
  await expect(page.getByText('No revenue data available')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Top Performing Classes' }).getByText('No data available'),
  ).toBeVisible();

  // The failing call: a toast and the inline banner (after the client's own retries).
  const banner = page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Retry' }) });
  await skipRetryBackoff(page, banner);
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(banner).toContainText('Failed to load analytics data');
  await expect(banner).toContainText('Failed to fetch analytics data');
  await expect(
    page.locator('#notistack-snackbar').filter({ hasText: 'Failed to load analytics data' }),
  ).toBeVisible();
  await page.getByLabel('Metric').selectOption({ label: 'User Activity' });
  await expect(page.getByRole('region', { name: 'Details: User Activity' })).toContainText(
    'Failed to fetch analytics data',
  );
  await expectNoSeriousA11yViolations(page);

  failing = false;
  await banner.getByRole('button', { name: 'Retry' }).click();
  await expect(banner).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Details: User Activity' }).getByRole('columnheader'),
  ).toHaveText(['Action', 'Entries', 'Users']);
  // An export that fails without a text of the server's says the specification's export text.
  await page.route('**/api/admin/analytics/export/**', (route) =>
    route.fulfill({ status: 500, body: '' }),
  );
  await page.getByRole('button', { name: 'Export Report' }).click();
  await expect(
    page
      .locator('#notistack-snackbar')
      .filter({ hasText: 'Export functionality is not yet available.' }),
  ).toBeVisible();
});
