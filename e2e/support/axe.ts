import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

// axe-core is injected into the page as source text and run there; its Playwright wrapper is not
// used (it needs a newer Node than ours).
const require = createRequire(import.meta.url);
const axeSource = (require('axe-core') as { source: string }).source;

export interface A11yScanOptions {
  /** CSS selectors left out of the scan (for example a third-party widget). */
  exclude?: string[];
  /** axe rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
  /** Rules left out because they cannot change the verdict (see rulesBelowSerious). */
  skipRules?: string[];
}

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

function describe(violation: Result): string {
  const targets = violation.nodes
    .slice(0, 5)
    .map((node) => node.target.map(String).join(' > '))
    .join(' | ');
  const more = violation.nodes.length > 5 ? ` (+${violation.nodes.length - 5} more)` : '';
  return `${violation.id} [${violation.impact}] ${violation.help} -- ${targets}${more}`;
}

async function injectAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) {
    // Evaluated through the DevTools protocol, so a Content-Security-Policy does not block it.
    await page.evaluate(`${axeSource}\n;undefined`);
  }
}

/** Runs axe on the current page state and returns its results. */
export async function runAxe(page: Page, options: A11yScanOptions = {}): Promise<AxeResults> {
  await injectAxe(page);
  const runOptions: RunOptions = { resultTypes: ['violations'] };
  const disabled = [...(options.disableRules ?? []), ...(options.skipRules ?? [])];
  if (disabled.length) {
    runOptions.rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
  }
  return page.evaluate(
    async ({ exclude, runOptions }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      return exclude.length ? axe.run({ exclude }, runOptions) : axe.run(document, runOptions);
    },
    { exclude: options.exclude ?? [], runOptions },
  );
}

/**
 * The rules whose findings can never be serious or critical, read from the axe-core in the page.
 * axe gives every finding of a rule the rule's own impact when the rule has one, else the highest
 * impact among its failing checks (axe-core's finalizeRuleResult and aggregateChecks), so a rule
 * whose impact, or every check's impact, is minor or moderate cannot fail the check below. Leaving
 * those rules out (region, heading-order, the landmark rules and others) changes no verdict and
 * saves about a third of each scan.
 */
async function rulesBelowSerious(page: Page): Promise<string[]> {
  if (!lowImpactRules) {
    await injectAxe(page);
    lowImpactRules = await page.evaluate(
      (blocking) => {
        type Check = string | { id: string };
        type Rule = { id: string; impact?: string; any: Check[]; all: Check[]; none: Check[] };
        const audit = (
          window as unknown as {
            axe: {
              _audit: { rules: Rule[]; data: { checks: Record<string, { impact?: string }> } };
            };
          }
        ).axe._audit;
        const impactOf = (rule: Rule): string[] =>
          rule.impact
            ? [rule.impact]
            : [...rule.any, ...rule.all, ...rule.none].map(
                (check) =>
                  audit.data.checks[typeof check === 'string' ? check : check.id]?.impact ??
                  'critical',
              );
        return audit.rules
          .filter((rule) => !impactOf(rule).some((impact) => blocking.includes(impact)))
          .map((rule) => rule.id);
      },
      [...BLOCKING_IMPACTS],
    );
  }
  return lowImpactRules;
}
let lowImpactRules: string[] | undefined;

/**
 * Waits (up to 5 s) until no finite CSS transition or animation runs. A frame in the middle of a
 * fade blends text into its background, so contrast measured then says nothing about the page; a
 * tooltip or dialog that is still fading in or out is scanned once it has settled. Endless
 * animations (a spinner) are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Fails the test when axe finds a serious or critical violation on the page as it is now,
 * listing each rule with its help text and the elements concerned.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: A11yScanOptions = {},
): Promise<void> {
  await transitionsSettled(page);
  const results = await runAxe(page, { ...options, skipRules: await rulesBelowSerious(page) });
  const blocking = results.violations.filter((v) => v.impact && BLOCKING_IMPACTS.has(v.impact));
  expect(
    blocking.map(describe),
    `serious or critical accessibility violations on ${page.url()}`,
  ).toEqual([]);
}
