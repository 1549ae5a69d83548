import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { loginByApi, type Credentials } from './users.ts';

/** What the catalogue calls answer, as far as the browser tests need it. */
export interface ApiSession {
  id: number;
  start_date: string;
  capacity: number;
  available_spots: number;
}

export interface ApiClass {
  id: number;
  title: string;
  sessions: ApiSession[];
}

/** The demo class whose title contains `titlePart` (GET /api/classes). */
export async function findClass(request: APIRequestContext, titlePart: string): Promise<ApiClass> {
  const response = await request.get('/api/classes');
  expect(response.ok(), `GET /api/classes answered ${response.status()}`).toBe(true);
  const { classes } = (await response.json()) as { classes: ApiClass[] };
  const found = classes.find((c) => c.title.includes(titlePart));
  expect(found, `a class with "${titlePart}" in its title`).toBeTruthy();
  return found!;
}

/**
 * The demo students who hold the seats of the full CPR session (demo data). Each browser test that
 * frees a seat takes the next holder that still has one, so runs and retries do not collide.
 */
const SEAT_HOLDERS = [2, 3, 4, 5].map((n) => ({
  email: `student${n}@careclass.test`,
  password: 'Student123!',
}));

interface ApiEnrollment {
  id: number;
  session_id: number;
  enrollment_status: string;
  enrollment_type: string;
}

/**
 * Frees one seat of a session: a demo student who holds one withdraws through the API
 * (GET /api/enrollments/my, DELETE /api/enrollments/{id}). Returns who withdrew.
 */
export async function freeSeat(
  request: APIRequestContext,
  sessionId: number,
): Promise<Credentials> {
  for (const holder of SEAT_HOLDERS) {
    const { token } = await loginByApi(request, holder);
    const headers = { Authorization: `Bearer ${token}` };
    const mine = await request.get('/api/enrollments/my', { headers });
    expect(mine.ok()).toBe(true);
    const { enrollments } = (await mine.json()) as { enrollments: ApiEnrollment[] };
    const seat = enrollments.find(
      (e) =>
        e.session_id === sessionId &&
        e.enrollment_type === 'active' &&
        ['pending', 'approved'].includes(e.enrollment_status),
    );
    if (!seat) continue;
    const withdrawn = await request.delete(`/api/enrollments/${seat.id}`, { headers });
    expect(withdrawn.ok(), `withdrawing enrollment ${seat.id}`).toBe(true);
    return holder;
  }
  throw new Error(`No demo student holds a seat of session ${sessionId} any more`);
}

/** Joins the waitlist of a class for one session through the API, as `token`'s user. */
export async function joinWaitlistByApi(
  request: APIRequestContext,
  token: string,
  classId: number,
  sessionId: number,
): Promise<void> {
  const response = await request.post(`/api/enrollments/waitlist/${classId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { sessionId },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The card of one session on a class page (SessionCard carries the session id). */
export function sessionCard(page: Page, sessionId: number): Locator {
  return page.locator(`article[data-session-id="${sessionId}"]`);
}

/** The page is no wider than the viewport (no sideways scrolling on a phone). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `page width on ${page.url()}`).toBeLessThanOrEqual(clientWidth);
}
