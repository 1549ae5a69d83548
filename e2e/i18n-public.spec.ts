import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { findClass } from './support/catalogue.ts';
import { expectNoEnglish, useSpanish } from './support/language.ts';

// The public pages in Spanish (issue 16): a Spanish browser is answered in Spanish, the header's
// switcher changes the language on the spot and the choice outlives a reload; in Spanish every
// public screen (and a sign-up mistake) shows no English text of ours and stays accessible.

async function expectSpanishPage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(page);
  await expectNoSeriousA11yViolations(page);
}

test.describe('a visitor whose browser speaks Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('gets the site in Spanish on a first visit', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Ver las clases' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    await expect(page).toHaveTitle('Inicio | CareClass');
    await expectSpanishPage(page);
  });
});

test('a visitor switches to Español in the header, stays on the page and keeps it after a reload', async ({
  page,
}) => {
  // The contact page: the catalogue's class descriptions are data, written in English.
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveValue('en');

  // With the keyboard: focus the control and choose with the arrow key.
  await language.focus();
  await language.selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
  await expectSpanishPage(page);

  // And back: English is exactly as before.
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByText('9AM-3PM Mon to Fri', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('in Spanish', () => {
  test.beforeEach(async ({ page }) => {
    await useSpanish(page);
  });

  test('the home page, the catalogue, a class page and the contact page show no English', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'En qué creemos' })).toBeVisible();
    await expectSpanishPage(page);

    await page.goto('/classes');
    await expect(page.getByText(/Se encontraron \d+ clases/)).toBeVisible();
    await page.getByLabel('Modalidad').selectOption('in-person');
    await expect(page).toHaveURL(/location=in-person/);
    await expectSpanishPage(page);

    const cpr = await findClass(page.request, 'CPR');
    await page.goto(`/classes/${cpr.id}`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Sesiones disponibles' }),
    ).toBeVisible();
    // An anonymous visitor's session buttons and the dates, in Spanish.
    await expect(page.getByText(/de \d+ lugar(es)? disponibles?/).first()).toBeVisible();
    await expect(page.getByText(/\d:\d\d [ap]\. m\. - /).first()).toBeVisible();
    await expectSpanishPage(page);

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar el mensaje' }).click();
    await expect(
      page.getByText('Ingrese una dirección de correo electrónico válida'),
    ).toBeVisible();
    // The form's own checks (not the specification's messages) are translated too.
    await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
    await expect(page.getByText('El mensaje es obligatorio')).toBeVisible();
    await expectSpanishPage(page);
  });

  test('sign-up shows its validation errors in Spanish', async ({ page }) => {
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'Registrarse' });
    await form.getByLabel('Nombre', { exact: true }).fill('Ana');
    await form.getByLabel('Apellido', { exact: true }).fill('García');
    await form.getByLabel('Correo electrónico', { exact: true }).fill('ana.garcia@example.test');
    await form.getByLabel('Contraseña', { exact: true }).fill('a-long-password-1');
    await form.getByLabel('Confirme la contraseña', { exact: true }).fill('another-password-2');
    await form.getByRole('button', { name: 'Crear la cuenta' }).click();
    await expect(form.getByText('Las contraseñas no coinciden')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expectSpanishPage(page);
  });

  test('the login page and a password field read in Spanish', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await page.getByRole('button', { name: 'Mostrar la contraseña' }).click();
    await expect(page.getByRole('button', { name: 'Ocultar la contraseña' })).toBeVisible();
    await expectSpanishPage(page);
  });
});
