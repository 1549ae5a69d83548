import { expect, test, type Page } from './support/test.ts';
import { expectNoHorizontalScroll, findClass, sessionCard } from './support/catalogue.ts';
import { expectNoEnglish, useSpanish } from './support/language.ts';
import { checkA11y, sectionHeading, settled } from './support/self-service.ts';
import { DEMO_USERS, createStudent, loginByApi, useSession } from './support/users.ts';

// The student's screens in Spanish at 390 px: enrolling from the class page, then every profile
// section through the Spanish profile menu, with no English text of ours, nothing scrolling
// sideways and axe clean. Only the student's own screens are checked for English (the class
// page and the header are translated by their own change).

const DEVOPS = 'Development and Operations';

const SECTIONS = [
  'Inscripciones',
  'Mi lista de espera',
  'Certificados',
  'Horas de capacitación',
  'Pagos pendientes',
  'Métodos de pago',
  'Contraseña',
  'Actividad',
  'Notificaciones',
] as const;

async function chooseSection(page: Page, name: string) {
  const menu = page.getByRole('button', { name: /^Menú del perfil/ });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await settled(page);
  const nav = page.getByRole('navigation', { name: 'Secciones del perfil' });
  await nav.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(sectionHeading(page, name)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Cargando/ })).toHaveCount(0);
  await expect(page.getByRole('status', { name: /^Cargando/ })).toHaveCount(0);
}

/**
 * Every section at 390 px. `writtenInEnglish` names the sections whose texts the system wrote in
 * the account's language when that was English (notices, activity): data, not our screens.
 */
async function walkSections(page: Page, writtenInEnglish: readonly string[] = []) {
  const main = page.getByRole('main');
  await expect(sectionHeading(page, 'Resumen')).toBeVisible();
  if (writtenInEnglish.length === 0) await expectNoEnglish(page, main);
  await checkA11y(page);
  for (const name of SECTIONS) {
    await chooseSection(page, name);
    if (!writtenInEnglish.includes(name)) await expectNoEnglish(page, main);
    await expectNoHorizontalScroll(page);
    await checkA11y(page);
  }
}

test('at 390 px a student enrols in Spanish and every profile section is in Spanish', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // She signs up in Spanish, so what the system writes to her is Spanish too.
  const student = await createStudent(page.request, {
    firstName: 'Rosa',
    lastName: 'Díaz',
    preferredLanguage: 'es',
  });
  const devops = await findClass(page.request, DEVOPS);
  const session = devops.sessions.find((s) => s.available_spots > 0);
  expect(session, 'a DevOps session with a free seat').toBeTruthy();
  await useSpanish(page);
  await useSession(page, student);

  await page.goto(`/classes/${devops.id}`);
  const card = sessionCard(page, session!.id);
  await card.getByRole('button', { name: 'Inscribirse ahora' }).click();
  const mine = page.getByRole('region', { name: 'Su inscripción' });
  await expect(mine.getByText('Inscripción pendiente de aprobación')).toBeVisible();
  await expectNoEnglish(page, mine);
  await expectNoHorizontalScroll(page);
  await checkA11y(page);

  await page.goto('/profile');
  await walkSections(page);

  // Give the seat back, in Spanish.
  await chooseSection(page, 'Inscripciones');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Retirarse' }).click();
  const withdraw = page.getByRole('dialog', { name: '¿Retirarse de esta clase?' });
  await expectNoEnglish(page, withdraw);
  await checkA11y(page);
  await withdraw.getByRole('button', { name: 'Retirarse' }).click();
  await expect(main.getByText('No tiene inscripciones actuales')).toBeVisible();
});

test("at 390 px the demo student's profile, with payments and statuses, is in Spanish", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useSpanish(page);
  await useSession(page, await loginByApi(page.request, DEMO_USERS.student));
  await page.goto('/profile');
  // His account reads English: his notices and activity were written in English.
  await walkSections(page, ['Actividad', 'Notificaciones']);
});
