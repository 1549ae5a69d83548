import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { findClass, freeSeat, joinWaitlistByApi, sessionCard } from './support/catalogue.ts';
import { waitForMail } from './support/mail.ts';
import { createStudent, useSession } from './support/users.ts';

// Demo data: the first session of "CPR and First Aid Certification" has 4 seats, all held by
// student2..student5@careclass.test. This journey frees one seat and fills it again, so the
// session is full before and after it (other journeys may rely on that).
test('a freed seat is offered to the waitlist in turn: the first declines, the next accepts', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const cpr = await findClass(page.request, 'CPR');
  const full = cpr.sessions.find((s) => s.available_spots === 0);
  expect(full, 'a full CPR session in the demo data').toBeTruthy();
  const sessionId = full!.id;

  // First in line joins through the page; second in line through the API.
  const first = await createStudent(page.request, { firstName: 'First', lastName: 'Waiting' });
  const second = await createStudent(page.request, { firstName: 'Second', lastName: 'Waiting' });
  await useSession(page, first);
  await page.goto(`/classes/${cpr.id}`);
  const card = sessionCard(page, sessionId);
  await expect(card.getByText(`0 of ${full!.capacity} spots available`)).toBeVisible();
  await card.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByText('Added to waitlist')).toBeVisible();
  await expect(card.getByText(/You are on the waitlist/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Leave Waitlist' })).toBeVisible();
  await joinWaitlistByApi(page.request, second.token, cpr.id, sessionId);

  // A seat holder withdraws: the seat is held for the first in line, who is told by e-mail.
  const freedAt = new Date();
  await freeSeat(page.request, sessionId);
  const offerMail = await waitForMail({
    to: first.email,
    subjectContains: 'A seat is available',
    after: freedAt,
  });
  expect(offerMail.links.some((link) => link.endsWith(`/classes/${cpr.id}`))).toBe(true);

  await page.reload();
  const offer = page.getByRole('region', { name: 'A seat is available for you' });
  await expect(offer).toBeVisible();
  const deadline = offer.getByText(/^A seat is held for you until .+/);
  await expect(deadline).toBeVisible();
  // The page states the deadline as the e-mail does: in the provider's time zone, zone named.
  const until = (await deadline.textContent())!.replace(/^A seat is held for you until /, '');
  expect(until).toMatch(
    /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T$/,
  );
  expect(offerMail.text).toContain(`is held for you until ${until}.`);
  await expect(offer.getByText(/^Time left: \d+h \d{2}m \d{2}s$/)).toBeVisible();
  await expect(
    offer.getByText(/^Accept and you are enrolled in this session at once\./),
  ).toBeVisible();
  await expect(card.getByText(/A seat in this session is held for you/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Declining asks first; Keep the offer changes nothing.
  await offer.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this seat?' });
  await dialog.getByRole('button', { name: 'Keep the offer' }).click();
  await expect(dialog).toBeHidden();
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Decline' }).click();
  // Taken before the click: the next offer's mail may be written before the page shows the toast.
  const declinedAt = new Date();
  await dialog.getByRole('button', { name: 'Decline seat' }).click();
  await expect(page.getByText('Offer declined')).toBeVisible();
  await expect(offer).toBeHidden();

  // The seat goes on to the second in line, who accepts it on the class page.
  await waitForMail({
    to: second.email,
    subjectContains: 'A seat is available',
    after: declinedAt,
  });
  // The first student's view: the session is full again and they are no longer waiting.
  await page.reload();
  await expect(card.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();

  const context = await browser.newContext({ baseURL });
  const secondPage = await context.newPage();
  await useSession(secondPage, second);
  await secondPage.goto(`/classes/${cpr.id}`);
  const secondOffer = secondPage.getByRole('region', { name: 'A seat is available for you' });
  await secondOffer.getByRole('button', { name: 'Accept' }).click();
  // Accepted offers are approved at once (the default setting): the held seat is really held.
  await expect(secondPage.getByText('Offer accepted. You are enrolled.')).toBeVisible();
  await expect(secondOffer).toBeHidden();
  const secondCard = sessionCard(secondPage, sessionId);
  await expect(secondCard.getByText('Enrolled', { exact: true })).toBeVisible();
  await expect(secondCard.getByText('Your enrollment is approved.')).toBeVisible();
  await expect(secondCard.getByText(`0 of ${full!.capacity} spots available`)).toBeVisible();
  await context.close();
});
