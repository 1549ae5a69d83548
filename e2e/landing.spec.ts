import { expect, test, type Page } from './support/test.ts';
import { adminSession, createClassByApi, uniqueTitle } from './support/admin.ts';
import { sessionCard } from './support/catalogue.ts';
import { DEMO_USERS, createStudent, uniqueEmail, type Credentials } from './support/users.ts';

// Where people land: after login an admin is in the back office and a student in their profile,
// unless a page sent them to log in (then they go back there); after sign-up a new student is
// back on the class they were looking at, or in the catalogue.

async function logIn(page: Page, credentials: Credentials) {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

async function signUp(page: Page, firstName: string) {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name', { exact: true }).fill(firstName);
  await form.getByLabel('Last name', { exact: true }).fill('Newcomer');
  await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('landing'));
  await form.getByLabel('Password', { exact: true }).fill('Sunshine42!');
  await form.getByLabel('Confirm password', { exact: true }).fill('Sunshine42!');
  await form.getByRole('button', { name: 'Create account' }).click();
}

test('after login the admin lands in the back office', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics Dashboard');
});

test('after login a student lands in their profile', async ({ page, request }) => {
  const student = await createStudent(request, { firstName: 'Lena', lastName: 'Lands' });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, student);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a student sent to log in by a class page returns to that class', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const cls = await createClassByApi(request, admin, { title: uniqueTitle('Landing Login') });
  const student = await createStudent(request, { firstName: 'Rhea', lastName: 'Returns' });

  // The header's Login link on a class page remembers the class.
  await page.goto(`/classes/${cls.id}`);
  await expect(page.getByRole('heading', { level: 1, name: cls.title })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, student);
  await expect(page).toHaveURL(new RegExp(`/classes/${cls.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: cls.title })).toBeVisible();
});

test('a visitor who signs up from a class page is back on that class', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const cls = await createClassByApi(request, admin, { title: uniqueTitle('Landing Signup') });

  // Enroll Now sends the visitor to log in; they have no account yet and sign up from there.
  await page.goto(`/classes/${cls.id}`);
  await sessionCard(page, cls.sessions[0]!.id).getByRole('button', { name: 'Enroll Now' }).click();
  await expect(page.getByText('Please log in to enroll')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await signUp(page, 'Enid');
  await expect(page).toHaveURL(new RegExp(`/classes/${cls.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: cls.title })).toBeVisible();
  // Signed in: Enroll Now now enrols instead of asking to log in.
  await sessionCard(page, cls.sessions[0]!.id).getByRole('button', { name: 'Enroll Now' }).click();
  await expect(page.getByText('Successfully enrolled in class')).toBeVisible();
});

test("the header's Sign Up on a class page comes back to the class; elsewhere to the catalogue", async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const cls = await createClassByApi(request, admin, { title: uniqueTitle('Landing Header') });
  const header = page.getByRole('banner');

  await page.goto(`/classes/${cls.id}`);
  await expect(page.getByRole('heading', { level: 1, name: cls.title })).toBeVisible();
  await header.getByRole('link', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await signUp(page, 'Hedda');
  await expect(page).toHaveURL(new RegExp(`/classes/${cls.id}$`));
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
  await page.goto('/contact');
  await header.getByRole('link', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await signUp(page, 'Ines');
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Classes' })).toBeVisible();
});
