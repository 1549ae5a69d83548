import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

// What the first page loads, and the two things the router does for the app: the error page when
// a page's code cannot load, and scroll positions (docs/decisions/0046).

test('the first paint loads no validation, form, menu, bell or back-office code', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const files = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  expect(files.length).toBeGreaterThan(0);
  for (const name of [
    'zod',
    'forms',
    'MobileMenu',
    'NotificationBell',
    'AdminPage',
    'ClassesPage',
  ]) {
    expect(
      files.filter((file) => file.startsWith(`${name}-`)),
      name,
    ).toEqual([]);
  }
});

test('a page whose code cannot be downloaded shows the error page; going back recovers', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The catalogue's chunk fails, as after a new deployment removed it or the network dropped.
  await page.route(/\/assets\/ClassesPage-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Classes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
  await expect(page.getByText('Please reload the page or go back to the home page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back to the home page without a reload: the error belonged to the other address.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeHidden();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Classes', exact: true }),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a new page starts at the top; going back returns to where the person was', async ({
    page,
  }) => {
    await page.goto('/classes');
    const details = page.getByRole('link', { name: /VIEW DETAILS/ });
    await expect(details.first()).toBeVisible();
    const last = details.last();
    await last.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const listPosition = await page.evaluate(() => window.scrollY);

    await last.click();
    await expect(page).toHaveURL(/\/classes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/classes$/);
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - listPosition))
      .toBeLessThan(5);
  });
});

test('a class page the app draws asks for its class while its own code is still downloading', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The app draws the page itself where the server did not (docs/decisions/0056): here, a browser
  // that says it holds a session, which the server sends the app alone.
  await context.addCookies([{ name: 'careclass_signed_in', value: '1', url: baseURL! }]);
  const { classes } = (await (await request.get('/api/classes')).json()) as {
    classes: { id: number; title: string }[];
  };
  const target = classes[0]!;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The page's code is held back until the class has been asked for.
  await page.route(/\/assets\/ClassDetailPage-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(
    (r) => new URL(r.url()).pathname === `/api/classes/${target.id}`,
  );
  await page.goto(`/classes/${target.id}`, { waitUntil: 'commit' });
  await asked;
  release();
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
});
