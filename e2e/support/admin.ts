import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS, loginByApi, type Session } from './users.ts';

// Back-office fixtures through the real API. The demo classes and students are shared by every
// spec file of a run: tests create their own classes and students and change only those.

export interface ApiSession {
  id: number;
  start_date: string;
  capacity: number;
  available_spots: number;
  enrolled_count: number;
  session_type: string;
  status: string;
}

export interface ApiClass {
  id: number;
  title: string;
  instructor_id: number | null;
  price: number;
  sessions: ApiSession[];
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A calendar day `days` from now as yyyy-MM-dd (far enough ahead to be open for enrolment). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A title no other test (nor an earlier run) has used. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export async function adminSession(request: APIRequestContext): Promise<Session> {
  return loginByApi(request, DEMO_USERS.admin);
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json().catch(() => undefined)) as T | undefined;
  expect(
    response.ok(),
    `${response.url()} answered ${response.status()}: ${JSON.stringify(body)}`,
  ).toBeTruthy();
  return body as T;
}

/** GET /api/admin/classes/{id}. */
export async function getClass(
  request: APIRequestContext,
  admin: Session,
  id: number,
): Promise<ApiClass> {
  const res = await request.get(`/api/admin/classes/${id}`, { headers: bearer(admin.token) });
  return (await json<{ class: ApiClass }>(res)).class;
}

/** Finds one of the admin's classes by its exact title (the list's title search narrows it). */
export async function findClassByTitle(
  request: APIRequestContext,
  admin: Session,
  title: string,
): Promise<ApiClass> {
  const res = await request.get('/api/admin/classes', {
    headers: bearer(admin.token),
    params: { search: title },
  });
  const found = (await json<{ classes: ApiClass[] }>(res)).classes.find((c) => c.title === title);
  expect(found, `class "${title}"`).toBeTruthy();
  return found!;
}

/**
 * Class Management shows a page of 25 classes by title, and a run creates many: its title search
 * brings the class wanted onto the first page.
 */
export async function searchClasses(page: Page, text: string, label = 'Search classes') {
  await page.getByRole('searchbox', { name: label }).fill(text);
}

/** POST /api/admin/classes with sessions of the given capacities, 30+ days ahead. */
export async function createClassByApi(
  request: APIRequestContext,
  admin: Session,
  options: { title?: string; capacities?: number[]; price?: number } = {},
): Promise<ApiClass> {
  // The demo instructor teaches the demo classes.
  const { instructor_id: instructorId } = await findClassByTitle(
    request,
    admin,
    'CPR and First Aid Certification',
  );
  const capacities = options.capacities ?? [4];
  const res = await request.post('/api/admin/classes', {
    headers: bearer(admin.token),
    data: {
      title: options.title ?? uniqueTitle('API Class'),
      instructor_id: instructorId,
      description: 'A class created by a browser test.',
      price: options.price ?? 80,
      location_type: 'in-person',
      dates: capacities.map((capacity, i) => ({
        date: dayFromNow(30 + i * 7),
        end_date: dayFromNow(30 + i * 7),
        start_time: '09:00',
        end_time: '12:00',
        location: `Room ${i + 1}`,
        capacity,
      })),
    },
  });
  return (await json<{ class: ApiClass }>(res)).class;
}

/** POST /api/enrollments/{classId} {sessionId} as the student; returns the enrolment id. */
export async function enrollByApi(
  request: APIRequestContext,
  student: Session,
  classId: number,
  sessionId: number,
): Promise<number> {
  const res = await request.post(`/api/enrollments/${classId}`, {
    headers: bearer(student.token),
    data: { sessionId },
  });
  return (await json<{ enrollment: { id: number } }>(res)).enrollment.id;
}

/** POST /api/enrollments/{id}/approve as the admin. */
export async function approveByApi(
  request: APIRequestContext,
  admin: Session,
  enrollmentId: number,
): Promise<void> {
  await json(
    await request.post(`/api/enrollments/${enrollmentId}/approve`, {
      headers: bearer(admin.token),
      data: {},
    }),
  );
}

/** POST /api/enrollments/waitlist/{classId} as the student; returns the entry id. */
export async function joinWaitlistByApi(
  request: APIRequestContext,
  student: Session,
  classId: number,
): Promise<number> {
  const res = await request.post(`/api/enrollments/waitlist/${classId}`, {
    headers: bearer(student.token),
    data: {},
  });
  return (await json<{ entry: { id: number } }>(res)).entry.id;
}

/** Free seats of each session as the public class page sees them (GET /api/classes/{id}). */
export async function publicAvailableSpots(
  request: APIRequestContext,
  classId: number,
): Promise<number[]> {
  const res = await request.get(`/api/classes/${classId}`);
  return (await json<{ class: ApiClass }>(res)).class.sessions.map((s) => s.available_spots);
}

/**
 * Waits until a dialog or menu has finished fading in (every ancestor fully opaque): an
 * accessibility scan during the animation would measure the contrast of half-transparent text.
 */
export async function fadedIn(element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  await expect
    .poll(() =>
      element.evaluate((el) => {
        let opacity = 1;
        for (let node: Element | null = el; node; node = node.parentElement) {
          opacity *= Number(getComputedStyle(node).opacity);
        }
        return opacity;
      }),
    )
    .toBe(1);
}
