import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { sessionCard } from './support/catalogue.ts';
import { expectNoEnglish, useSpanish } from './support/language.ts';

// Demo data (docs/decisions/0053): every class is taught in English; the second CPR session is
// taught in Spanish and the second Development and Operations session bilingually. The CDA class
// is English only.
const DEVOPS = 'Development and Operations';
const CDA = 'Child Development Associate (CDA)';
const CPR = 'CPR and First Aid Certification';

interface LanguageClass {
  id: number;
  title: string;
  language: string;
  sessions: { id: number; language: string }[];
}

const cardTitle = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: title, exact: true });
const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: cardTitle(page, title) });

async function demoClass(request: APIRequestContext, title: string): Promise<LanguageClass> {
  const response = await request.get('/api/classes');
  expect(response.ok()).toBe(true);
  const { classes } = (await response.json()) as { classes: LanguageClass[] };
  const found = classes.find((c) => c.title === title);
  expect(found, title).toBeTruthy();
  return found!;
}

test('a visitor sees each class’s language and filters by the language taught', async ({
  page,
  request,
}) => {
  await page.goto('/classes');
  for (const title of [DEVOPS, CDA, CPR]) await expect(cardTitle(page, title)).toBeVisible();
  await expect(card(page, CDA).getByText('Taught in English', { exact: true })).toBeVisible();
  await expect(
    card(page, CPR).getByText('Taught in English · Some sessions in Spanish'),
  ).toBeVisible();
  await expect(
    card(page, DEVOPS).getByText('Taught in English · Some bilingual sessions'),
  ).toBeVisible();

  // Spanish: the class with a Spanish session and the one with a bilingual session.
  const filter = page.getByLabel('Language taught');
  await expect(filter.locator('option')).toHaveText([
    'All languages',
    'English',
    'Spanish',
    'Bilingual',
  ]);
  const asked = page.waitForRequest((r) => /\/api\/classes\?.*language=es/.test(r.url()));
  await filter.selectOption('es');
  await asked;
  await expect(page).toHaveURL(/[?&]language=es\b/);
  await expect(cardTitle(page, CPR)).toBeVisible();
  await expect(cardTitle(page, DEVOPS)).toBeVisible();
  await expect(cardTitle(page, CDA)).toBeHidden();
  await expect(page.getByText('2 classes found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Kept in the address: a reload shows the same choice and list.
  await page.reload();
  await expect(page.getByLabel('Language taught')).toHaveValue('es');
  await expect(cardTitle(page, CDA)).toBeHidden();
  await expect(cardTitle(page, CPR)).toBeVisible();

  // Bilingual teaching only: Development and Operations; with the keyboard.
  await page.getByLabel('Language taught').focus();
  await page.getByLabel('Language taught').press('ArrowDown');
  await expect(page).toHaveURL(/[?&]language=bilingual\b/);
  await expect(cardTitle(page, DEVOPS)).toBeVisible();
  await expect(cardTitle(page, CPR)).toBeHidden();
  await expect(cardTitle(page, CDA)).toBeHidden();

  // Clear Filters drops the language too.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByLabel('Language taught')).toHaveValue('');
  await expect(cardTitle(page, CDA)).toBeVisible();

  // The class page: the class's language, and the Spanish session says it is in Spanish.
  const cpr = await demoClass(request, CPR);
  const spanish = cpr.sessions.find((s) => s.language === 'es');
  const english = cpr.sessions.find((s) => s.language === 'en');
  expect(spanish && english, 'a Spanish and an English CPR session').toBeTruthy();
  await page.goto(`/classes/${cpr.id}`);
  await expect(page.getByRole('heading', { level: 1, name: CPR })).toBeVisible();
  await expect(page.getByText('Taught in English', { exact: true })).toBeVisible();
  const spanishSession = sessionCard(page, spanish!.id);
  await expect(spanishSession.getByRole('term').filter({ hasText: 'Language' })).toBeVisible();
  await expect(
    spanishSession.getByRole('definition').filter({ hasText: /^Spanish$/ }),
  ).toBeVisible();
  await expect(sessionCard(page, english!.id).getByText('Language', { exact: true })).toHaveCount(
    0,
  );
  await expectNoSeriousA11yViolations(page);
});

test('in Spanish the language filter, the chips and the session language are in Spanish', async ({
  page,
  request,
}) => {
  await useSpanish(page);
  // Filtered to the in-person class: other descriptions (data) quote English words of ours.
  await page.goto('/classes?location=in-person');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestras clases' })).toBeVisible();
  const filter = page.getByLabel('Idioma de enseñanza');
  await expect(filter.locator('option')).toHaveText([
    'Todos los idiomas',
    'Inglés',
    'Español',
    'Bilingüe',
  ]);
  await filter.selectOption('es');
  await expect(page).toHaveURL(/language=es/);
  await expect(
    card(page, CPR).getByText('Clase en inglés · Algunas sesiones en español'),
  ).toBeVisible();
  await expect(cardTitle(page, CDA)).toBeHidden();
  await expectNoEnglish(page, page.locator('main'));

  const cpr = await demoClass(request, CPR);
  const spanish = cpr.sessions.find((s) => s.language === 'es')!;
  await page.goto(`/classes/${cpr.id}`);
  await expect(page.getByText('Clase en inglés', { exact: true })).toBeVisible();
  const session = sessionCard(page, spanish.id);
  await expect(session.getByRole('term').filter({ hasText: 'Idioma' })).toBeVisible();
  await expect(session.getByRole('definition').filter({ hasText: /^Español$/ })).toBeVisible();
  await expectNoEnglish(page, page.locator('#sessions-heading').locator('..'));
});
