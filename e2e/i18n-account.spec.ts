import { expect, test, type Page } from './support/test.ts';
import { waitForMail } from './support/mail.ts';
import {
  createStudent,
  loginByApi,
  loginThroughUi,
  uniqueEmail,
  useSession,
} from './support/users.ts';

// The language of an account (docs/decisions/0053, 0054): sign-up takes the page's language, the
// header's switcher saves a signed-in person's choice on the account, signing in elsewhere brings
// it back, and the profile form changes it.

/** The header's language switcher, by its name in the page's language. */
const headerLanguage = (page: Page, name: 'Language' | 'Idioma') =>
  page.getByRole('banner').getByRole('combobox', { name });

test('a visitor who chose Español signs up and gets the welcome e-mail in Spanish', async ({
  page,
}) => {
  const email = uniqueEmail('lucia-es');
  await page.goto('/signup');
  await headerLanguage(page, 'Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  const signedUpAt = new Date();
  const form = page.getByRole('form', { name: 'Registrarse' });
  await form.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await form.getByLabel('Apellido', { exact: true }).fill('Reyes');
  await form.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill('Bienvenida-2024');
  await form.getByLabel('Confirme la contraseña', { exact: true }).fill('Bienvenida-2024');
  await form.getByRole('button', { name: 'Crear la cuenta' }).click();
  await expect(page).not.toHaveURL(/\/signup$/);

  const mail = await waitForMail({ to: email, subjectContains: 'CareClass', after: signedUpAt });
  expect(mail.subject).toBe('Bienvenido a CareClass');
  expect(mail.text).toContain('Hola, Lucía:');
  expect(mail.text).toContain('Gracias por crear su cuenta de CareClass.');
  expect(mail.links.some((href) => new URL(href).pathname === '/verify-email')).toBe(true);
});

test('a student`s language choice follows the account to another browser, and the profile changes it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const student = await createStudent(request, { firstName: 'Rosa' });
  expect(student.user.preferred_language).toBe('en');
  await useSession(page, student);
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The switch is saved on the account.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/profile') && r.request().method() === 'PUT',
  );
  await headerLanguage(page, 'Language').selectOption('es');
  expect((await saved).ok()).toBe(true);
  await expect(headerLanguage(page, 'Idioma')).toHaveValue('es');
  const afterSwitch = await loginByApi(request, student);
  expect(afterSwitch.user.preferred_language).toBe('es');

  // A fresh browser in English: signing in brings the account's Spanish back.
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    const other = await context.newPage();
    await loginThroughUi(other, student);
    await expect(other.locator('html')).toHaveAttribute('lang', 'es');
    await expect(headerLanguage(other, 'Idioma')).toHaveValue('es');
    expect(await other.evaluate(() => localStorage.getItem('careclass.language'))).toBe('es');

    // The profile's select, in Spanish, changes it back to English.
    await other.goto('/profile');
    await other.getByRole('button', { name: 'Editar perfil' }).click();
    const form = other.getByRole('form', { name: 'Editar perfil' });
    await expect(form.getByLabel('Nombre', { exact: true })).toBeFocused();
    const select = form.getByLabel('Idioma de correos electrónicos y documentos');
    await expect(select).toHaveValue('es');
    await select.selectOption('en');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await expect(headerLanguage(other, 'Language')).toHaveValue('en');
    await other.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(
      other
        .getByRole('form', { name: 'Edit profile' })
        .getByLabel('Language for e-mails and documents'),
    ).toHaveValue('en');
    const afterForm = await loginByApi(request, student);
    expect(afterForm.user.preferred_language).toBe('en');
  } finally {
    await context.close();
  }

  // A session coming back in a browser that never chose follows the account too.
  const spanishAgain = await request.put('/api/users/profile', {
    headers: { Authorization: `Bearer ${student.token}` },
    data: { first_name: 'Rosa', last_name: student.lastName, preferred_language: 'es' },
  });
  expect(spanishAgain.ok()).toBe(true);
  const third = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    const back = await third.newPage();
    await useSession(back, student);
    await back.goto('/profile');
    await expect(back.locator('html')).toHaveAttribute('lang', 'es');
    await expect(headerLanguage(back, 'Idioma')).toHaveValue('es');
  } finally {
    await third.close();
  }
  await request.put('/api/users/profile', {
    headers: { Authorization: `Bearer ${student.token}` },
    data: { first_name: 'Rosa', last_name: student.lastName, preferred_language: 'en' },
  });
  const afterProfile = await loginByApi(request, student);
  expect(afterProfile.user.preferred_language).toBe('en');
});

test('when the account cannot be reached, the switch says so in Spanish and the page stays Spanish', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, { firstName: 'Iris' });
  await useSession(page, student);
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The connection drops for the save only (no answer is made up).
  await page.route('**/api/users/profile', (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await headerLanguage(page, 'Language').selectOption('es');
  await expect(page.getByText('No se pudo guardar el idioma elegido en su cuenta.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(headerLanguage(page, 'Idioma')).toHaveValue('es');
  const account = await loginByApi(request, student);
  expect(account.user.preferred_language).toBe('en');
});
