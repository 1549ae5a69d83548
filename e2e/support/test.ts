import { test as base, type Page, type Response } from '@playwright/test';

// Every spec's `test` and `expect`. On top of Playwright's own: a page load waits until the app
// has taken over a page the server drew (docs/decisions/0056). Such a page shows its content, and
// `load` fires, before the app is live, so a click or a choice made at once could go unseen.
// Pages the app draws itself need no wait: their content appears only when it is live.
export * from '@playwright/test';

const patched = Symbol('waits for the app');

type Navigation = (this: Page, ...args: unknown[]) => Promise<Response | null>;

/** Whether the app is still taking over a drawn page (its script ran, the page is not live yet). */
async function takingOver(page: Page): Promise<boolean> {
  try {
    return await page.evaluate(
      () =>
        document.getElementById('ssr-state') !== null &&
        document.documentElement.dataset.app === 'starting',
    );
  } catch {
    // The page went on to another address: the next load is waited for by its own call.
    return false;
  }
}

async function untilLive(page: Page): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await takingOver(page)) && Date.now() < deadline) await page.waitForTimeout(25);
}

function waitingForTheApp(original: Navigation): Navigation {
  return async function (this: Page, ...args) {
    const response = await original.apply(this, args);
    const options = args.find((a) => typeof a === 'object' && a !== null) as
      { waitUntil?: string } | undefined;
    if (options?.waitUntil !== 'commit') await untilLive(this);
    return response;
  };
}

export const test = base.extend<object, { appLive: void }>({
  // Once per worker, on the class every page shares, so every page of every context waits.
  appLive: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      const proto = Object.getPrototypeOf(page) as Record<string | symbol, unknown>;
      await page.close();
      if (!proto[patched]) {
        proto[patched] = true;
        for (const name of ['goto', 'reload', 'goBack', 'goForward']) {
          proto[name] = waitingForTheApp(proto[name] as Navigation);
        }
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
