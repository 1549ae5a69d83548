import { expect, type Locator, type Page } from '@playwright/test';

// The web app tries a failed read three times, waiting 1 s and then 2 s in between (TanStack
// Query's back-off), before it shows the failure. The journeys about those failures need not sit
// through the back-off: with a controllable page clock (installed before the page loads, and
// otherwise running at the normal pace) the clock jumps a second ahead at a time until the
// failure shows. What the page then shows is checked by the journey as before.

/** Call before the page loads: the page's timers run on a clock the test can move on. */
export async function controllableClock(page: Page): Promise<void> {
  await page.clock.install();
}

/** Moves the page clock on a second at a time until `failure` is visible (at most 15 s). */
export async function skipRetryBackoff(page: Page, failure: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await failure.first().isVisible()) return true;
        await page.clock.fastForward(1000);
        return false;
      },
      { intervals: [100], timeout: 15_000, message: 'the failure after the retries' },
    )
    .toBe(true);
}
