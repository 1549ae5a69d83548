import { expect, test, type Locator, type Page } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { fadedIn } from './support/admin.ts';
import { expectNoEnglish, useSpanish } from './support/language.ts';
import { DEMO_USERS, signIn } from './support/users.ts';

// The back office in Spanish: an administrator who chose Español sees the Analytics Dashboard,
// User Management and a user's View Profile with no English text of ours left in the admin
// content (the site's header is translated on its own), and the screens stay accessible.

const main = (page: Page) => page.getByRole('main');
/** Placeholders of what still loads (a chart's own status region is not one). */
const loading = (scope: Locator) => scope.locator('[role="status"][aria-label^="Cargando"]');

async function openAnalytics(page: Page) {
  await useSpanish(page);
  await signIn(page, DEMO_USERS.admin, '/admin/analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel de estadísticas');
  await expect(page.getByRole('heading', { name: 'Ingresos del mes' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Detalles: Resumen' }).getByRole('table'),
  ).toBeVisible();
  // Every panel has answered: nothing is still loading.
  await expect(loading(main(page))).toHaveCount(0);
}

async function openUsers(page: Page) {
  await main(page).getByRole('link', { name: 'Usuarios' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestión de usuarios');
  await expect(
    page.getByRole('region', { name: 'Usuarios' }).getByRole('row').nth(1),
  ).toBeVisible();
}

async function openProfile(page: Page) {
  await page.getByLabel('Buscar usuarios').fill(DEMO_USERS.student.email);
  const list = page.getByRole('region', { name: 'Usuarios' });
  // One user found (a table row on a wide screen, a card on a phone).
  const actions = list.getByRole('button', { name: /^Acciones para / });
  await expect(actions).toHaveCount(1);
  await expect(list.getByText(DEMO_USERS.student.email)).toBeVisible();
  await actions.click();
  const menu = page.getByRole('menu');
  await fadedIn(menu);
  await menu.getByRole('menuitem', { name: 'Ver perfil' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Perfil del usuario: / })).toBeVisible();
  await expect(dialog.getByText('Miembro desde')).toBeVisible();
  return dialog;
}

test('an administrator who reads Spanish sees the back office in Spanish', async ({ page }) => {
  await openAnalytics(page);
  await expect(page).toHaveTitle('Panel de estadísticas | CareClass');
  await expectNoEnglish(page, main(page));

  // Another metric's table: its columns and its error-free figures.
  await page.getByLabel('Dato').selectOption({ label: 'Inscripciones por clase' });
  await expect(
    page.getByRole('region', { name: 'Detalles: Inscripciones por clase' }).getByRole('table'),
  ).toBeVisible();
  await expectNoEnglish(page, main(page));

  await openUsers(page);
  await expectNoEnglish(page, main(page));

  const dialog = await openProfile(page);
  await expectNoEnglish(page, dialog);
  for (const tab of ['Actividad', 'Inscripciones', 'Capacitación']) {
    await dialog.getByRole('tab', { name: tab }).click();
    await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(loading(dialog)).toHaveCount(0);
    await expectNoEnglish(page, dialog);
  }
});

test('the system screens and the certificates are in Spanish too', async ({ page }) => {
  await useSpanish(page);
  const screens: [path: string, heading: string][] = [
    ['/admin/settings', 'Configuración del sistema'],
    ['/admin/audit-log', 'Registro de auditoría'],
    ['/admin/system-health', 'Estado del sistema'],
    ['/admin/certificates', 'Gestión de certificados'],
    ['/admin/certificates?view=expiring', 'Gestión de certificados'],
  ];
  await signIn(page, DEMO_USERS.admin, screens[0]![0]);
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(loading(main(page))).toHaveCount(0);
    await expectNoEnglish(page, main(page));
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the Spanish back office is accessible on a phone', async ({ page }) => {
    await openAnalytics(page);
    await expectNoEnglish(page, main(page));
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Menú de administración' }).click();
    const menu = page.getByRole('menu');
    await fadedIn(menu);
    await expectNoEnglish(page, menu);
    await menu.getByRole('menuitem', { name: 'Usuarios' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestión de usuarios');
    await expect(
      page.getByRole('region', { name: 'Usuarios' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoEnglish(page, main(page));
    await expectNoSeriousA11yViolations(page);

    const dialog = await openProfile(page);
    await expectNoEnglish(page, dialog);
    await expectNoSeriousA11yViolations(page);
  });
});
