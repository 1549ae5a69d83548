import { expect, test, type Page } from './support/test.ts';
import {
  apiDelete,
  apiGet,
  apiPost,
  checkA11y,
  enrol,
  expectSectionReady,
  findClass,
  sectionHeading,
} from './support/self-service.ts';
import {
  adminSession,
  approveByApi,
  createClassByApi,
  enrollByApi,
  uniqueTitle,
} from './support/admin.ts';
import {
  DEMO_USERS,
  createStudent,
  loginByApi,
  loginThroughUi,
  signIn,
  type Credentials,
} from './support/users.ts';

// The self-service area (/profile) at desktop width, on real data made through the real API.
// Fresh students wherever the journey changes something; the demo student is only read.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Profile sections' });

async function openSection(page: Page, link: RegExp, heading: string) {
  await nav(page).getByRole('link', { name: link }).click();
  await expectSectionReady(page, heading);
}

test.describe('profile area', () => {
  test('the demo student walks the overview, enrollments, certificates and activity; the URL keeps the section', async ({
    page,
  }) => {
    await signIn(page, DEMO_USERS.student, '/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(DEMO_USERS.student.email)).toBeVisible();
    await expectSectionReady(page, 'Overview');

    // Four stat cards; Active Classes counts the approved CDA enrolment and jumps to Enrollments.
    const summary = page.getByRole('list', { name: 'Summary' });
    for (const label of [
      'Active Classes',
      'Certificates',
      'Payments Due',
      'Unread Notifications',
    ]) {
      await expect(summary.getByRole('link', { name: new RegExp(label) })).toBeVisible();
    }
    await summary.getByRole('link', { name: /Active Classes/ }).click();
    await expect(page).toHaveURL(/\/profile\?section=enrollments$/);
    await expectSectionReady(page, 'Enrollments');

    // Current: the pending Development and Operations request and the approved CDA enrolment.
    await expect(page.getByRole('tab', { name: /^Current \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const devops = page.getByRole('article', { name: /Development and Operations/ });
    await expect(devops.getByText('Pending', { exact: true })).toBeVisible();
    await expect(devops.getByText('Your enrollment request is being reviewed.')).toBeVisible();
    await expect(devops.getByText(/\d+ of 12 students enrolled/)).toBeVisible();
    const cda = page.getByRole('article', { name: /CDA|Child Development Associate/ });
    await expect(cda.getByText('Approved', { exact: true })).toBeVisible();
    await expect(cda.getByText('Your enrollment request is being reviewed.')).toHaveCount(0);
    await expect(cda.getByText(/Instructor:/)).toBeVisible();
    await expect(cda.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(devops).toBeVisible();
    await page.getByRole('tab', { name: /^Past \(\d+\)$/ }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await checkA11y(page);

    await openSection(page, /^Certificates/, 'Certificates');
    await expect(page).toHaveURL(/section=certificates/);
    // The demo student's CPR card, expiring within weeks (its reminder is in the notifications).
    await expect(page.getByText('CPR and First Aid Certification').first()).toBeVisible();

    await openSection(page, /^Activity/, 'Activity');

    // The back button returns through the sections chosen.
    await page.goBack();
    await expect(sectionHeading(page, 'Certificates')).toBeVisible();
    await page.goBack();
    await expect(sectionHeading(page, 'Enrollments')).toBeVisible();
    await page.goBack();
    await expect(sectionHeading(page, 'Overview')).toBeVisible();

    // An unknown section falls back to the overview.
    await page.goto('/profile?section=nonsense');
    await expect(sectionHeading(page, 'Overview')).toBeVisible();
  });

  test('a student saves cards on this device: add (with a 1 second check), set default, delete', async ({
    page,
    request,
  }) => {
    const student = await createStudent(request);
    await signIn(page, student, '/profile?section=payment-methods');
    await expectSectionReady(page, 'Payment Methods');
    await expect(page.getByText(/Cards are stored on this device only/)).toBeVisible();
    await expect(page.getByText('No saved cards')).toBeVisible();

    // No call reaches the server while cards are added, made default or deleted.
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/') && r.method() !== 'GET') writes.push(r.url());
    });

    await page.getByRole('button', { name: 'Add card' }).click();
    const form = page.getByRole('form', { name: 'Add a card' });
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(form.getByText('Please enter a valid card number')).toBeVisible();
    await expect(form.getByText('Please enter the expiry date as MM/YY')).toBeVisible();
    await expect(form.getByText('Please enter the name on the card')).toBeVisible();

    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry (MM/YY)').fill('12/39');
    await form.getByLabel('Name on card').fill('Test Student');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(form.getByRole('status')).toContainText('Verifying card');
    await expect(page.getByText('Card ending in 4242 saved')).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Add card' }).click();
    await form.getByLabel('Card number').fill('5555 5555 5555 4444');
    await form.getByLabel('Expiry (MM/YY)').fill('01/38');
    await form.getByLabel('Name on card').fill('Test Student');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Card ending in 4444 saved')).toBeVisible();

    const cards = page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(
      cards.filter({ hasText: '4242' }).getByText('Default', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Set as default: card ending in 4444' }).click();
    await expect(
      cards.filter({ hasText: '4444' }).getByText('Default', { exact: true }),
    ).toBeVisible();
    await expect(
      cards.filter({ hasText: '4242' }).getByText('Default', { exact: true }),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete card ending in 4242' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this card?' })
      .getByRole('button', { name: 'Delete card' })
      .click();
    await expect(cards).toHaveCount(1);

    // Kept across a reload, for this user only, with no full card number stored.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem')).toHaveCount(
      1,
    );
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(stored).toContain('4444');
    expect(stored).not.toContain('5555555555554444');
    expect(stored).not.toContain('5555 5555');
    expect(stored).not.toContain('Test Student');
    expect(writes).toEqual([]);
  });

  test('Pay Now pays a payment due with a saved card; the chip turns Paid and the activity records it', async ({
    page,
    request,
  }) => {
    // Approving enrolments comes in a later issue: the demo students with approved enrolments owe
    // a payment. Pay the first one still unpaid (other journeys do not rely on these payments).
    const candidates: Credentials[] = [
      { email: 'student3@careclass.test', password: 'Student123!' },
      { email: 'student2@careclass.test', password: 'Student123!' },
      DEMO_USERS.student,
    ];
    let payer: Credentials | undefined;
    let due: { id: number; class_name: string; amount: number } | undefined;
    for (const who of candidates) {
      const { token } = await loginByApi(request, who);
      const profile = await apiGet<{
        payments: { id: number; class_name: string; amount: number; status: string }[];
      }>(request, token, '/profile/profile');
      due = profile.payments.find((p) => !['paid', 'cancelled'].includes(p.status));
      if (due) {
        payer = who;
        break;
      }
    }
    expect(due, 'a demo student with a payment due').toBeTruthy();
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      due!.amount,
    );

    // A demo payer may read CareClass in Spanish (Luis does); this browser has chosen English.
    await page.addInitScript(() => localStorage.setItem('careclass.language', 'en'));
    await signIn(page, payer!, '/profile?section=payment-methods');
    await expectSectionReady(page, 'Payment Methods');
    await page.getByRole('button', { name: 'Add card' }).click();
    const form = page.getByRole('form', { name: 'Add a card' });
    await form.getByLabel('Card number').fill('4000 0566 5566 5556');
    await form.getByLabel('Expiry (MM/YY)').fill('11/37');
    await form.getByLabel('Name on card').fill('Demo Payer');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Card ending in 5556 saved')).toBeVisible();

    // The nav badge counts unpaid payments.
    await openSection(page, /^Payments Due \(\d+ unpaid\)/, 'Payments Due');
    const row = page.getByRole('row', { name: due!.class_name });
    await expect(row.getByText(amount)).toBeVisible();
    await expect(row.getByText(/^(Pending|Due soon|Overdue)$/)).toBeVisible();
    await row.getByRole('button', { name: /^Pay Now/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm payment' });
    await expect(dialog).toContainText(amount);
    await expect(dialog.getByRole('radio', { name: /Card ending in 5556/ })).toBeChecked();
    await checkA11y(page);
    await dialog.getByRole('button', { name: `Pay ${amount}` }).click();

    await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);

    // The paid payment has its receipt, a PDF.
    const receiptDownload = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Download receipt/ }).click();
    const receipt = await receiptDownload;
    expect(receipt.suggestedFilename()).toBe(`receipt-R-${String(due!.id).padStart(6, '0')}.pdf`);

    await openSection(page, /^Activity/, 'Activity');
    await expect(
      page
        .getByRole('list', { name: 'Activity history' })
        .getByText(`Paid ${amount} for ${due!.class_name}`),
    ).toBeVisible();
    await expect(page.getByText(/card ending in 5556/)).toBeVisible();
  });

  test('coming back from Stripe Checkout: the payment is being confirmed, or the checkout was cancelled', async ({
    page,
    request,
  }) => {
    // The webhook that confirms a card payment needs Stripe; the return to Payments Due does not.
    const admin = await adminSession(request);
    const title = uniqueTitle('Checkout Return');
    const cls = await createClassByApi(request, admin, { title, price: 65 });
    const student = await createStudent(request, { firstName: 'Carla', lastName: 'Checkout' });
    await approveByApi(
      request,
      admin,
      await enrollByApi(request, student, cls.id, cls.sessions[0]!.id),
    );
    const profile = await apiGet<{ payments: { id: number; class_name: string }[] }>(
      request,
      student.token,
      '/profile/profile',
    );
    const due = profile.payments.find((p) => p.class_name === title)!;

    await signIn(page, student, `/profile?section=payments&payment=${due.id}&checkout=success`);
    await expectSectionReady(page, 'Payments Due');
    const notice = page.getByRole('status').filter({ hasText: 'Payment being confirmed' });
    await expect(notice).toContainText(`$65.00 for ${title}`);
    const row = page.getByRole('row', { name: title });
    await expect(row.getByText('Being confirmed', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);
    await checkA11y(page);
    // Dismissed, the address loses the checkout and Pay Now is back.
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page).not.toHaveURL(/checkout=/);
    await expect(row.getByRole('button', { name: /^Pay Now/ })).toBeVisible();

    await page.goto(`/profile?section=payments&payment=${due.id}&checkout=cancelled`);
    await expectSectionReady(page, 'Payments Due');
    await expect(
      page.getByRole('status').filter({ hasText: 'Card payment cancelled' }),
    ).toContainText('Nothing was charged');
    await expect(row.getByRole('button', { name: /^Pay Now/ })).toBeVisible();
  });

  test('a student reads, marks all and deletes notifications and turns e-mail notifications off', async ({
    page,
    request,
  }) => {
    const student = await createStudent(request);
    const devops = await findClass(request, 'Development and Operations');
    const cda = await findClass(request, 'CDA');
    await enrol(request, student.token, devops.id, devops.sessions.at(-1)!.id);
    await enrol(request, student.token, cda.id, cda.sessions[0]!.id);

    await signIn(page, student, '/profile');
    await expectSectionReady(page, 'Overview');
    await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText(
      'Requested enrollment in',
    );
    await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText('Today');
    await openSection(page, /^Notifications \(2 unread\)/, 'Notifications');

    const list = page.getByRole('list', { name: 'Notifications' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.getByText('New', { exact: true })).toHaveCount(2);

    const first = items.filter({ hasText: 'Development and Operations' });
    await first.getByRole('button', { name: /^Mark as read/ }).click();
    await expect(page.getByText('Notification marked as read')).toBeVisible();
    await expect(first.getByText('New', { exact: true })).toHaveCount(0);
    await expect(
      nav(page).getByRole('link', { name: /^Notifications \(1 unread\)/ }),
    ).toBeVisible();

    // From the keyboard: once all is read the button is unavailable but keeps the focus.
    const markAll = page.getByRole('button', { name: 'Mark all as read' });
    await markAll.focus();
    await page.keyboard.press('Enter');
    await expect(items.getByText('New', { exact: true })).toHaveCount(0);
    await expect(markAll).toBeDisabled();
    await expect(markAll).toBeFocused();
    await expect(nav(page).getByRole('link', { name: /unread/ })).toHaveCount(0);

    await first.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this notification?' });
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(items).toHaveCount(1);
    await expect(list).not.toContainText('Development and Operations');

    // The e-mail switch saves the preference on the account.
    const emailSwitch = page.getByRole('switch', { name: 'Email notifications' });
    await expect(emailSwitch).toBeChecked();
    await emailSwitch.click();
    await expect(page.getByText('Email notifications turned off')).toBeVisible();
    await expect(emailSwitch).not.toBeChecked();
    const { user } = await apiGet<{ user: { email_notifications: boolean } }>(
      request,
      student.token,
      '/users/profile',
    );
    expect(user.email_notifications).toBe(false);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();

    // Open goes to the detail page.
    await items.getByRole('link', { name: /^Open:/ }).click();
    await expect(page).toHaveURL(/\/notifications\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('CDA');
  });

  test('a waitlisted student sees the place, another leaves, and a freed seat is offered and accepted', async ({
    page,
    request,
  }) => {
    // An own full session: the second CPR session, filled here with fresh students.
    const cpr = await findClass(request, 'CPR');
    const session = cpr.sessions.find((s) => s.capacity === 8) ?? cpr.sessions.at(-1)!;
    const holders: { token: string; enrollmentId: number }[] = [];
    for (let i = 0; i < session.available_spots; i++) {
      const s = await createStudent(request, { firstName: 'Seat', lastName: `Holder${i}` });
      holders.push({
        token: s.token,
        enrollmentId: await enrol(request, s.token, cpr.id, session.id),
      });
    }
    const waiting = await createStudent(request, { firstName: 'Wanda', lastName: 'Waiting' });
    const leaving = await createStudent(request, { firstName: 'Lee', lastName: 'Leaving' });
    const accepted: number[] = [];
    try {
      await apiPost(request, waiting.token, `/enrollments/waitlist/${cpr.id}`, {
        sessionId: session.id,
      });
      await apiPost(request, leaving.token, `/enrollments/waitlist/${cpr.id}`, {
        sessionId: session.id,
      });

      // The second waiter sees the entry and leaves the waitlist.
      await signIn(page, leaving, '/profile?section=waitlist');
      await expectSectionReady(page, 'My Waitlist');
      const leaveCard = page.getByRole('article', { name: cpr.title });
      await expect(leaveCard.getByText('Waiting', { exact: true })).toBeVisible();
      await expect(leaveCard.getByText(/^#\d+$/)).toBeVisible();
      await expect(leaveCard.getByText(/^(Less than a day|1 day|\d+ days)$/)).toBeVisible();
      await expect(
        nav(page).getByRole('link', { name: /^My Waitlist \(1 open entry\)/ }),
      ).toBeVisible();
      await leaveCard.getByRole('button', { name: 'Leave Waitlist' }).click();
      await page
        .getByRole('dialog', { name: 'Leave this waitlist?' })
        .getByRole('button', { name: 'Leave Waitlist' })
        .click();
      await expect(page.getByText('Removed from waitlist')).toBeVisible();
      await expect(page.getByText('You are not on any waitlist')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse Classes' })).toHaveAttribute(
        'href',
        '/classes',
      );
      await checkA11y(page);

      // Seat holders withdraw until the freed seat reaches our waiter (an older entry of another
      // journey may be first in line).
      let offered = false;
      while (!offered && holders.length > 0) {
        const holder = holders.shift()!;
        await apiDelete(request, holder.token, `/enrollments/${holder.enrollmentId}`);
        const { entries } = await apiGet<{ entries: { status: string }[] }>(
          request,
          waiting.token,
          '/enrollments/waitlist',
        );
        offered = entries[0]?.status === 'offered';
      }
      expect(offered, 'the waiter was offered a seat').toBe(true);

      const offerPage = await page.context().newPage();
      await page.close();
      await signIn(offerPage, waiting, '/profile?section=waitlist');
      await expectSectionReady(offerPage, 'My Waitlist');
      const card = offerPage.getByRole('article', { name: cpr.title });
      await expect(card.getByText('Seat offered')).toBeVisible();
      await expect(
        card.getByText(/A seat is held for you\. Accept it before .+ \(\d+ h \d+ min left\)/),
      ).toBeVisible();
      await expect(card.getByRole('link', { name: 'View Class Details' })).toHaveAttribute(
        'href',
        `/classes/${cpr.id}`,
      );
      await expect(card.getByRole('button', { name: 'Decline' })).toBeVisible();
      await card.getByRole('button', { name: 'Accept' }).click();
      await expect(offerPage.getByText('Offer accepted. You are enrolled.')).toBeVisible();
      await expect(offerPage.getByText('You are not on any waitlist')).toBeVisible();

      await openSection(offerPage, /^Enrollments/, 'Enrollments');
      const enrolment = offerPage.getByRole('article', { name: cpr.title });
      await expect(enrolment.getByText('Approved', { exact: true })).toBeVisible();
      await expect(enrolment.getByText('8 of 8 students enrolled')).toBeVisible();
      const { enrollments } = await apiGet<{ enrollments: { id: number }[] }>(
        request,
        waiting.token,
        '/enrollments/my',
      );
      accepted.push(...enrollments.map((e) => e.id));

      // Withdraw through the page: the enrolment moves to Past with its reason.
      await enrolment.getByRole('button', { name: 'Withdraw' }).click();
      await offerPage
        .getByRole('dialog', { name: 'Withdraw from this class?' })
        .getByRole('button', { name: 'Withdraw' })
        .click();
      await expect(offerPage.getByText('Enrollment cancelled')).toBeVisible();
      await offerPage.getByRole('tab', { name: /^Past/ }).click();
      await expect(
        offerPage.getByRole('article', { name: cpr.title }).getByText('Withdrawn by the student'),
      ).toBeVisible();
      accepted.length = 0;
    } finally {
      // Leave the session as found: every seat taken here is given back.
      for (const holder of holders) {
        await request.delete(`/api/enrollments/${holder.enrollmentId}`, {
          headers: { Authorization: `Bearer ${holder.token}` },
        });
      }
      for (const id of accepted) {
        await request.delete(`/api/enrollments/${id}`, {
          headers: { Authorization: `Bearer ${waiting.token}` },
        });
      }
    }
  });

  test('a student changes the password and logs in with the new one', async ({ page, request }) => {
    const student = await createStudent(request);
    await signIn(page, student, '/profile?section=password');
    await expectSectionReady(page, 'Password');
    const form = page.getByRole('form', { name: 'Change password' });
    const submit = form.getByRole('button', { name: 'Update password' });

    await submit.click();
    await expect(form.getByText('All fields are required')).toBeVisible();
    await form.getByLabel('Current password').fill(student.password);
    await form.getByLabel('New password', { exact: true }).fill('NewSecret123!');
    await form.getByLabel('Confirm new password').fill('NewSecret124!');
    await submit.click();
    await expect(form.getByText('New passwords do not match')).toBeVisible();
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Confirm new password').fill('short');
    await submit.click();
    await expect(form.getByText('New password must be at least 8 characters long')).toBeVisible();

    await form.getByLabel('Current password').fill('Wrong-password1');
    await form.getByLabel('New password', { exact: true }).fill('NewSecret123!');
    await form.getByLabel('Confirm new password').fill('NewSecret123!');
    await submit.click();
    await expect(form.getByText('Current password is incorrect')).toBeVisible();

    await form.getByLabel('Current password').fill(student.password);
    await form.getByLabel('New password', { exact: true }).fill('NewSecret123!');
    await form.getByLabel('Confirm new password').fill('NewSecret123!');
    await submit.click();
    await expect(form.getByText('Password updated successfully.')).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveValue('');
    await checkA11y(page);

    // Still signed in here; the old password no longer works and the new one does.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    const old = await request.post('/api/users/login', {
      data: { email: student.email, password: student.password },
    });
    expect(old.status()).toBe(401);
    await loginThroughUi(page, { email: student.email, password: 'NewSecret123!' });
    await page.goto('/profile');
    await expect(page.getByText(student.email)).toBeVisible();
  });

  test('a student edits the profile: names required, phone checked, header and session updated', async ({
    page,
    request,
  }) => {
    const student = await createStudent(request, { firstName: 'Edna', lastName: 'Editor' });
    await signIn(page, student, '/profile');
    const header = page.getByRole('heading', { level: 1 });
    await expect(header).toHaveText('Edna Editor');
    await expect(page.getByText('(555) 123-4567')).toBeVisible();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    // Opened: the form has slid open and its first field has the focus.
    await expect(form.getByLabel('First name')).toBeFocused();
    await form.getByLabel('First name').fill('');
    await form.getByLabel('Last name').fill('  ');
    await form.getByLabel('Phone number (optional)').fill('12345');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByText('Last name is required')).toBeVisible();
    await expect(form.getByText('Please enter a valid phone number (10 digits)')).toBeVisible();
    await checkA11y(page);

    await form.getByLabel('First name').fill('Edwina');
    await form.getByLabel('Last name').fill('Changed');
    await form.getByLabel('Phone number (optional)').fill('');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(header).toHaveText('Edwina Changed');
    await expect(page.getByText('No phone number provided')).toBeVisible();
    await expect(form).toHaveCount(0);
    // The focus went back to the button that opened the form.
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();

    const stored = await page.evaluate(() => window.sessionStorage.getItem('user'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      first_name: 'Edwina',
      last_name: 'Changed',
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edwina Changed');
  });

  test('an admin may open the profile area too', async ({ page }) => {
    await signIn(page, DEMO_USERS.admin, '/profile?section=notifications');
    await expectSectionReady(page, 'Notifications');
  });
});
