import { expect, test, type Page } from './support/test.ts';
import { expectNoEnglish } from './support/language.ts';
import { checkA11y, sectionHeading } from './support/self-service.ts';
import {
  SPANISH_PROFILE_SECTIONS,
  expectSectionLoaded,
  spanishStudentEnrols,
  useSpanishAsDemoStudent,
} from './support/spanish-student.ts';

// A Spanish-speaking student's own screens: the class page's enrolment parts and every profile
// section, with no English text of ours left on them. The class page and the header around them
// are translated by their own change, so the checks look at the student's screens only.

async function openSection(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Secciones del perfil' });
  await nav.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expectSectionLoaded(page, name);
}

test('a student enrols in Spanish from the class page and reads every profile section in Spanish', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { card, mine } = await spanishStudentEnrols(page, {
    firstName: 'Lucía',
    lastName: 'Gómez',
  });
  await expect(card.getByText('Inscripción pendiente de aprobación')).toBeVisible();
  await expect(card.getByText('Estamos revisando su solicitud.')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Retirar la solicitud' })).toBeVisible();
  await expectNoEnglish(page, mine);
  await expectNoEnglish(page, card.getByText('Inscripción pendiente de aprobación'));

  // The withdraw confirmation is asked in Spanish; the student keeps the request.
  await mine.getByRole('button', { name: 'Retirar la solicitud' }).click();
  const ask = page.getByRole('dialog', { name: '¿Retirar su solicitud de inscripción?' });
  await expectNoEnglish(page, ask);
  await ask.getByRole('button', { name: 'Conservar mi solicitud' }).click();
  await expect(ask).toBeHidden();

  await mine.getByRole('link', { name: 'Mis inscripciones' }).click();
  await expect(sectionHeading(page, 'Inscripciones')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Estamos revisando su solicitud de inscripción.')).toBeVisible();
  await expect(main.getByText('Pendiente', { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Suscripción de calendario' })).toBeVisible();
  await expectNoEnglish(page, main);

  for (const name of SPANISH_PROFILE_SECTIONS) {
    await openSection(page, name);
    await expect(page).toHaveTitle(`${name} - Mi perfil | CareClass`);
    await expectNoEnglish(page, main);
  }

  // A card form's checks speak Spanish too.
  await openSection(page, 'Métodos de pago');
  await main.getByRole('button', { name: 'Agregar tarjeta' }).click();
  await main.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(main.getByText('Escriba un número de tarjeta válido')).toBeVisible();
  await expect(main.getByText('Escriba el nombre que aparece en la tarjeta')).toBeVisible();
  await expectNoEnglish(page, main);

  // The bell's panel, in the header.
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel.getByRole('link', { name: 'Ver todas las notificaciones' })).toBeVisible();
  await expectNoEnglish(page, panel);
  await page.keyboard.press('Escape');

  // Withdrawing from the profile: a Spanish question, and the seat is given back.
  await openSection(page, 'Inscripciones');
  await main.getByRole('button', { name: 'Retirarse' }).click();
  const withdraw = page.getByRole('dialog', { name: '¿Retirarse de esta clase?' });
  await expectNoEnglish(page, withdraw);
  await withdraw.getByRole('button', { name: 'Retirarse' }).click();
  await expect(withdraw).toBeHidden();
  await expect(main.getByText('No tiene inscripciones actuales')).toBeVisible();
  await expectNoEnglish(page, main);
  await checkA11y(page);
});

test("the demo student's enrolments, payments and certificates show their statuses in Spanish", async ({
  page,
}) => {
  await useSpanishAsDemoStudent(page);
  const main = page.getByRole('main');

  await page.goto('/profile?section=enrollments');
  await expect(sectionHeading(page, 'Inscripciones')).toBeVisible();
  await expect(main.getByText(/^(Aprobada|Pendiente)$/).first()).toBeVisible();
  await expectNoEnglish(page, main);
  await main.getByRole('tab', { name: /^Anteriores/ }).click();
  await expectNoEnglish(page, main);

  await page.goto('/profile?section=payments');
  await expect(sectionHeading(page, 'Pagos pendientes')).toBeVisible();
  await expect(main.getByRole('columnheader', { name: 'Fecha de vencimiento' })).toBeVisible();
  await expectNoEnglish(page, main);

  // Not his notifications or activity: the system wrote those in his account's language, English
  // (the first test reads a Spanish account's).
  for (const section of ['certificates', 'training-hours']) {
    await page.goto(`/profile?section=${section}`);
    await expect(main.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByRole('status', { name: /^Cargando/ })).toHaveCount(0);
    await expectNoEnglish(page, main);
  }
  await checkA11y(page);
});
