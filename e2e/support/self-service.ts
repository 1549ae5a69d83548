import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';

// API helpers and page steps shared by the profile and notification journeys. Everything goes
// through the real API with the caller's own token, as the web app does.

export interface ClassSession {
  id: number;
  start_date: string;
  capacity: number;
  available_spots: number;
}

export interface CatalogueClass {
  id: number;
  title: string;
  sessions: ClassSession[];
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function readJson<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json().catch(() => undefined)) as T | undefined;
  expect(
    response.ok(),
    `${response.url()} answered ${response.status()}: ${JSON.stringify(body)}`,
  ).toBe(true);
  return body as T;
}

export async function apiGet<T>(request: APIRequestContext, token: string, path: string) {
  return readJson<T>(await request.get(`/api${path}`, { headers: bearer(token) }));
}

export async function apiPost<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown = {},
) {
  return readJson<T>(await request.post(`/api${path}`, { headers: bearer(token), data }));
}

export async function apiDelete<T>(request: APIRequestContext, token: string, path: string) {
  return readJson<T>(await request.delete(`/api${path}`, { headers: bearer(token) }));
}

/** A class of the demo catalogue by (part of) its title, with its sessions in date order. */
export async function findClass(
  request: APIRequestContext,
  titlePart: string,
): Promise<CatalogueClass> {
  const { classes } = await readJson<{ classes: { id: number; title: string }[] }>(
    await request.get('/api/classes'),
  );
  const found = classes.find((c) => c.title.toLowerCase().includes(titlePart.toLowerCase()));
  expect(found, `a class titled like "${titlePart}"`).toBeTruthy();
  const detail = await readJson<{ class: CatalogueClass }>(
    await request.get(`/api/classes/${found!.id}`),
  );
  const sessions = [...detail.class.sessions].sort((a, b) =>
    a.start_date.localeCompare(b.start_date),
  );
  return { ...detail.class, sessions };
}

/** POST /api/enrollments/{classId}: a pending enrolment; answers its id. */
export async function enrol(
  request: APIRequestContext,
  token: string,
  classId: number,
  sessionId: number,
): Promise<number> {
  const body = await apiPost<{ enrollment: { id: number } }>(
    request,
    token,
    `/enrollments/${classId}`,
    { sessionId },
  );
  return body.enrollment.id;
}

export interface NotificationSummary {
  id: number;
  title: string;
  is_read: boolean;
  sender_id: number | null;
  metadata: Record<string, unknown>;
}

export async function myNotifications(request: APIRequestContext, token: string) {
  return apiGet<{ notifications: NotificationSummary[]; unread_count: number }>(
    request,
    token,
    '/notifications',
  );
}

/** Fails with the scroll width when the page scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width (no horizontal scrolling)').toBeLessThanOrEqual(clientWidth);
}

/** The heading of the section now shown (each section has one h2, focused after navigation). */
export function sectionHeading(page: Page, name: string | RegExp) {
  return page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });
}

/** Resolves once no CSS transition or animation runs on the page (a menu has finished opening). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

/** Waits until no transition runs (an opening dialog fades in), then runs axe. */
export async function checkA11y(page: Page): Promise<void> {
  await settled(page);
  await expectNoSeriousA11yViolations(page);
}

/** One h1, the section heading visible, and no serious or critical axe violation. */
export async function expectSectionReady(page: Page, heading: string): Promise<void> {
  await expect(sectionHeading(page, heading)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /loading/i })).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
  await checkA11y(page);
}
