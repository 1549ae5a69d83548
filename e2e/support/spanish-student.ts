import { expect, type Locator, type Page } from '@playwright/test';
import { findClass, sessionCard } from './catalogue.ts';
import { useSpanish } from './language.ts';
import { sectionHeading } from './self-service.ts';
import { DEMO_USERS, createStudent, loginByApi, useSession } from './users.ts';

// The setup the Spanish student journeys share, on desktop (i18n-student.spec.ts) and at 390 px
// (i18n-student.mobile.spec.ts): a new student who signed up in Spanish enrolling from the class
// page, the demo student reading in Spanish, and the profile sections as the Spanish navigation
// names them.

const DEVOPS = 'Development and Operations';

/** The profile sections as the Spanish navigation names them, with their headings, in order. */
export const SPANISH_PROFILE_SECTIONS = [
  'Resumen',
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

/**
 * A new student who signed up in Spanish (so what the system writes to her, notices and e-mails,
 * is Spanish too), signed in with the site in Spanish, asks for a free seat in a Development and
 * Operations session from its class page. Answers the session's card and the page's "Su
 * inscripción" region once the request shows as pending there.
 */
export async function spanishStudentEnrols(
  page: Page,
  name: { firstName: string; lastName: string },
): Promise<{ card: Locator; mine: Locator }> {
  const student = await createStudent(page.request, { ...name, preferredLanguage: 'es' });
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
  return { card, mine };
}

/** The demo student (his account reads English), signed in with the site in Spanish. */
export async function useSpanishAsDemoStudent(page: Page): Promise<void> {
  await useSpanish(page);
  await useSession(page, await loginByApi(page.request, DEMO_USERS.student));
}

/** A profile section shown: its Spanish heading, and nothing of it still loading. */
export async function expectSectionLoaded(page: Page, name: string): Promise<void> {
  await expect(sectionHeading(page, name)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Cargando/ })).toHaveCount(0);
  await expect(page.getByRole('status', { name: /^Cargando/ })).toHaveCount(0);
}
