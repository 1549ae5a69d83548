import { expect, test, type Page } from './support/test.ts';
import { fadedIn } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoEnglish, useSpanish } from './support/language.ts';
import { DEMO_USERS, signIn } from './support/users.ts';

// The back office in Spanish: Classes (and the class dialog), Enrollments and Finance show none of
// their English texts, and stay axe clean, on a desktop and at 390 px. The header and the admin
// navigation are translated elsewhere, so the check reads the section's own content.

/**
 * The section beside the admin navigation (the sidebar or, on a phone, the section menu), whose
 * name is Spanish on these pages.
 */
const sectionContent = (page: Page) =>
  page.locator('nav[aria-label="Secciones de administración"] ~ div');

async function walkTheOffice(page: Page) {
  await useSpanish(page);
  await signIn(page, DEMO_USERS.admin, '/admin/classes');
  const content = sectionContent(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administración de clases');
  await expect(page.getByRole('region', { name: 'Clases' })).toBeVisible();
  await expectNoEnglish(page, content);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Agregar clase' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Agregar clase' });
  await fadedIn(dialog);
  await expect(dialog.getByLabel('Horas de capacitación')).toBeVisible();
  await expect(dialog.getByText('Áreas temáticas del CDA')).toBeVisible();
  await expectNoEnglish(page, dialog);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/admin/enrollments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Administración de inscripciones',
  );
  await expect(page.getByText('Total de inscripciones')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Inscripciones' })).toBeVisible();
  await expectNoEnglish(page, content);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/financial');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administración financiera');
  await expect(page.getByText('Ingresos totales')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transacciones' })).toBeVisible();
  await expect(page.getByText('Cargando', { exact: false })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // Reminders sent by other journeys carry their English titles (data): a month long past shows
  // the screen's own texts, its empty lists included, beside the outstanding payments.
  await page.getByLabel('Fecha de inicio').fill('2020-01-01');
  await page.getByLabel('Fecha de fin').fill('2020-01-31');
  await expect(page.getByText('No hay transacciones en este rango de fechas')).toBeVisible();
  await expect(
    page.getByText('No se enviaron recordatorios en este rango de fechas'),
  ).toBeVisible();
  await expectNoEnglish(page, content);
  await expectNoSeriousA11yViolations(page);
}

test('an admin who chose Spanish reads Classes, Enrollments and Finance in Spanish', async ({
  page,
}) => {
  test.slow();
  await walkTheOffice(page);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the Spanish back office fits a phone and stays axe clean', async ({ page }) => {
    test.slow();
    await walkTheOffice(page);
  });
});
