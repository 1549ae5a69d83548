import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { findClass } from './support/catalogue.ts';
import { expectNoEnglish } from './support/language.ts';

// Home, the catalogue and a class page drawn on the server (docs/decisions/0056): the HTML itself
// shows the page, in the visitor's language, before any script runs; the app then takes the page
// over as it stands, without drawing it again or asking for its answers again; and a signed-in
// browser is sent the app, never the visitor's page.

const CPR = 'CPR and First Aid Certification';

/** The catalogue's count line for what the API lists now (other tests add classes). */
async function foundText(request: APIRequestContext, query = ''): Promise<string> {
  const { classes } = (await (await request.get(`/api/classes${query}`)).json()) as {
    classes: unknown[];
  };
  return classes.length === 1 ? '1 class found' : `${classes.length} classes found`;
}

test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false });

  test('home, the catalogue, a filtered catalogue and a class page are all there', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Training that helps childcare professionals grow',
      }),
    ).toBeVisible();
    await expect(page).toHaveTitle('About | CareClass');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('office@careclass.test')).toBeVisible();
    await expect(footer.getByRole('link', { name: CPR })).toBeVisible();

    await page.goto('/classes');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Classes' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: CPR })).toBeVisible();
    await expect(page.getByText(await foundText(request))).toBeVisible();

    await page.goto('/classes?location=online');
    await expect(page.getByText(await foundText(request, '?location_type=online'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: CPR })).toBeHidden();

    const cpr = await findClass(request, CPR);
    await page.goto(`/classes/${cpr.id}`);
    await expect(page.getByRole('heading', { level: 1, name: CPR })).toBeVisible();
    await expect(page).toHaveTitle(`${CPR} | CareClass`);
    await expect(page.getByText('$95.00').first()).toBeVisible();
  });

  test.describe('for a browser that speaks Spanish', () => {
    test.use({ locale: 'es-US' });

    test('the pages come in Spanish, with no English text of ours', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle('Inicio | CareClass');
      await expect(page.getByRole('link', { name: 'Ver las clases' })).toBeVisible();
      await expectNoEnglish(page);

      await page.goto('/classes');
      await expect(page.getByRole('heading', { level: 1, name: 'Nuestras clases' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Idioma', exact: true })).toHaveValue('es');
    });
  });

  test('a language chosen before (its cookie) wins over the browser languages', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'careclass_lang', value: 'es', url: baseURL! }]);
    await page.goto('/classes');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestras clases' })).toBeVisible();
  });
});

/**
 * Keeps the page's first <h1> and <header> as the HTML parser makes them; `sameAsServer()` then
 * says whether they are still the very elements on the page, i.e. whether the app took the server's
 * page over (hydration) instead of drawing its own in its place.
 */
async function rememberServerElements(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const w = window as unknown as { serverH1?: Element; serverHeader?: Element };
    const observer = new MutationObserver(() => {
      w.serverH1 ??= document.querySelector('h1') ?? undefined;
      w.serverHeader ??= document.querySelector('header') ?? undefined;
      if (w.serverH1 && w.serverHeader) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { serverH1?: Element; serverHeader?: Element };
      return (
        !!w.serverH1 &&
        w.serverH1 === document.querySelector('h1') &&
        w.serverHeader === document.querySelector('header')
      );
    });
}

test('the app takes the drawn catalogue over without drawing it again or refetching it', async ({
  page,
  request,
}) => {
  const sameAsServer = await rememberServerElements(page);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/'))
      apiCalls.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });

  await page.goto('/classes');
  await expect(page.getByRole('heading', { level: 2, name: CPR })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The filter works: the app has taken over (page.goto waits for it, e2e/support/test.ts).
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.selectOption('online');
  await expect(page).toHaveURL(/[?&]location=online\b/);
  await expect(page.getByText(await foundText(request, '?location_type=online'))).toBeVisible();

  // Nothing of the server's page was replaced before the filter changed the list, and the only
  // catalogue call is the filtered one.
  expect(
    apiCalls.filter((c) => c.startsWith('/api/classes') && !c.includes('location_type')),
  ).toEqual([]);
  expect(apiCalls.filter((c) => c.startsWith('/api/settings'))).toEqual([]);
  expect(errors).toEqual([]);
  expect(await sameAsServer()).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('a class page drawn by the server is taken over in place', async ({ page, request }) => {
  const cpr = await findClass(request, CPR);
  const sameAsServer = await rememberServerElements(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/classes/${cpr.id}`);
  await expect(page.getByRole('heading', { level: 1, name: CPR })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await sameAsServer()).toBe(true);
  // Taken over: the app's own links work without a page load, and the header stays the same.
  await page.getByRole('banner').getByRole('link', { name: 'Classes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Classes' })).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { serverHeader?: Element }).serverHeader ===
        document.querySelector('header'),
    ),
  ).toBe(true);
  expect(errors).toEqual([]);
});

test('a signed-in browser is sent the app, never the visitor page; signing out brings it back', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email', { exact: true }).fill('student@careclass.test');
  await form.getByLabel('Password', { exact: true }).fill('Student123!');
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();

  const drawn = async () =>
    (await (await context.request.get('/classes')).text()).includes('id="ssr-state"');
  expect(await drawn()).toBe(false);

  // What the browser first gets is the app, which shows the person's account in the header.
  const response = await page.goto('/classes');
  expect(await response!.text()).toContain('<div id="root"></div>');
  await expect(page.getByRole('heading', { level: 2, name: CPR })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await drawn()).toBe(true);
});
