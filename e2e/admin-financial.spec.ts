import { readFile } from 'node:fs/promises';
import { formatUsd } from '@careclass/shared';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  adminSession,
  approveByApi,
  dayFromNow,
  enrollByApi,
  fadedIn,
  findClassByTitle,
  uniqueTitle,
} from './support/admin.ts';
import { DEMO_USERS, createStudent, signIn, type Session } from './support/users.ts';

// Financial Management: the cards say what the API says, the export is a CSV with its header row,
// and a reminder about a fresh student's payment reaches that student (and only that student).

const CSV_HEADER = [
  'Date',
  'Transaction ID',
  'Student',
  'Email',
  'Class',
  'Type',
  'Status',
  'Amount (USD)',
  'Card',
  'Reference',
  'Description',
];

/** RFC 4180: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** A class of this test whose only session starts in 3 days, so its payment is due soon. */
async function createSoonClass(request: APIRequestContext, admin: Session, title: string) {
  const { instructor_id } = await findClassByTitle(
    request,
    admin,
    'CPR and First Aid Certification',
  );
  const res = await request.post('/api/admin/classes', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {
      title,
      instructor_id,
      description: 'A class created by a browser test.',
      price: 95,
      location_type: 'in-person',
      dates: [
        {
          date: dayFromNow(3),
          end_date: dayFromNow(3),
          start_time: '09:00',
          end_time: '12:00',
          location: 'Room 1',
          capacity: 4,
        },
      ],
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { class: { id: number; sessions: { id: number }[] } }).class;
}

async function notificationsOf(request: APIRequestContext, student: Session) {
  const res = await request.get('/api/notifications', {
    headers: { Authorization: `Bearer ${student.token}` },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { notifications: { title: string; message: string }[] })
    .notifications;
}

test('the admin reads the cards, exports transactions and reminds a student who owes', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const title = uniqueTitle('Toddler Safety Refresher');
  const cls = await createSoonClass(request, admin, title);
  const student = await createStudent(request, { firstName: 'Owen', lastName: 'Owing' });
  await approveByApi(
    request,
    admin,
    await enrollByApi(request, student, cls.id, cls.sessions[0]!.id),
  );

  await signIn(page, DEMO_USERS.admin, '/admin/financial');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Management');

  // The range defaults to the last 30 days; the cards show what the API answers for it.
  const startDate = await page.getByLabel('Start date').inputValue();
  const endDate = await page.getByLabel('End date').inputValue();
  expect(Date.parse(endDate) - Date.parse(startDate)).toBe(29 * 86_400_000);
  const summaryRes = await request.get(
    `/api/admin/financial/summary?startDate=${startDate}&endDate=${endDate}`,
    { headers: { Authorization: `Bearer ${admin.token}` } },
  );
  const summary = (await summaryRes.json()) as Record<string, number>;
  for (const [label, key] of [
    ['Total Revenue', 'totalRevenue'],
    ['Pending Payments', 'pendingPayments'],
    ['Monthly Revenue', 'monthlyRevenue'],
    ['Outstanding Balance', 'outstandingBalance'],
  ] as const) {
    const card = page.getByRole('heading', { name: label, exact: true }).locator('..');
    await expect(card).toContainText(formatUsd(summary[key]!));
  }
  expect(summary.outstandingBalance).toBeGreaterThanOrEqual(95);

  const outstanding = page.getByRole('region', { name: 'Outstanding payments' });
  const row = outstanding.getByRole('row').filter({ hasText: student.email });
  await expect(row).toContainText(title);
  await expect(row).toContainText('$95.00');
  await expect(row).toContainText('Due soon');
  await expectNoSeriousA11yViolations(page);

  // Export: a CSV download with the header row, every line of which parses to the same width.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  await expect(page.getByText('Transactions exported successfully')).toBeVisible();
  expect(download.suggestedFilename()).toBe(`transactions-${startDate}-to-${endDate}.csv`);
  const rows = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(rows[0]).toEqual(CSV_HEADER);
  for (const r of rows.slice(1)) expect(r).toHaveLength(CSV_HEADER.length);

  // The standard reminder, after a confirmation that names the student, class and amount.
  await row.getByRole('button', { name: 'Send reminder to Owen Owing' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm reminder' });
  await fadedIn(confirm);
  await expect(confirm).toContainText(`Owen Owing (${student.email})`);
  await expect(confirm).toContainText(`$95.00 for ${title}`);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Send Reminder' }).click();
  await expect(page.getByText('Reminder sent successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect
    .poll(async () => (await notificationsOf(request, student)).map((n) => n.title))
    .toContain(`Payment due soon: $95.00 for ${title}`);
  // It is listed among the reminders sent, not among the money transactions.
  const reminders = page.getByRole('region', { name: 'Reminders sent' });
  await expect(
    reminders
      .getByRole('row')
      .filter({ hasText: student.email })
      .filter({ hasText: `Payment due soon: $95.00 for ${title}` }),
  ).toHaveCount(1);
  const transactions = page.getByRole('region', { name: 'Transactions' });
  await expect(transactions.getByRole('row').filter({ hasText: student.email })).toHaveCount(0);

  // A reminder in the office's own words.
  await row.getByRole('button', { name: 'Custom message to Owen Owing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send payment reminder' });
  await fadedIn(dialog);
  await expect(dialog).toContainText(`To Owen Owing (${student.email})`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Title').fill('About your class payment');
  await dialog.getByLabel('Message').fill('Please call the office about a payment plan.');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Notification sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const received = await notificationsOf(request, student);
  expect(received.find((n) => n.title === 'About your class payment')?.message).toBe(
    'Please call the office about a payment plan.',
  );

  // Once the student pays, the office can download the receipt from the transaction.
  const owed = (await (
    await request.get('/api/users/payment-history', {
      headers: { Authorization: `Bearer ${student.token}` },
    })
  ).json()) as { payments: { id: number }[] };
  const paymentId = owed.payments[0]!.id;
  const paid = await request.post(`/api/payments/${paymentId}/pay`, {
    headers: { Authorization: `Bearer ${student.token}` },
    data: {},
  });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  await page.reload();
  const paidRow = page
    .getByRole('region', { name: 'Transactions' })
    .getByRole('row')
    .filter({ hasText: student.email });
  await expect(paidRow).toContainText('Payment');
  await expect(paidRow).not.toContainText('Payment for');
  const receiptDownload = page.waitForEvent('download');
  await paidRow.getByRole('button', { name: /^Download receipt/ }).click();
  const receipt = await receiptDownload;
  expect(receipt.suggestedFilename()).toBe(`receipt-R-${String(paymentId).padStart(6, '0')}.pdf`);
  expect((await readFile((await receipt.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
});
