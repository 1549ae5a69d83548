import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The accounts that demo data (DEMO_DATA=true) creates on an empty database. */
export const DEMO_USERS = {
  admin: { email: 'admin@careclass.test', password: 'Admin123!' },
  instructor: { email: 'instructor@careclass.test', password: 'Teach123!' },
  student: { email: 'student@careclass.test', password: 'Student123!' },
} as const;

export interface Credentials {
  email: string;
  password: string;
}

/** What login and registration answer: a token and the user it belongs to. */
export interface Session {
  token: string;
  user: { id: number | string; email: string; role: string } & Record<string, unknown>;
}

export interface Student extends Credentials, Session {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

// The web app keeps the token in localStorage and the user in sessionStorage under these keys
// (STORAGE_KEYS of the shared package).
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

let sequence = 0;

/** An address no other test (nor an earlier run on the same database) has used. */
export function uniqueEmail(prefix = 'student'): string {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
  return `${prefix}-${stamp}@example.test`;
}

async function readSession(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  const body = (await response.json().catch(() => undefined)) as Partial<Session> | undefined;
  expect(
    response.ok() && body?.token && body?.user,
    `${response.url()} answered ${response.status()}: ${JSON.stringify(body)}`,
  ).toBeTruthy();
  return body as Session;
}

/** Registers a new student through the real API (POST /api/users/register). */
export async function createStudent(
  request: APIRequestContext,
  overrides: Partial<Omit<Student, keyof Session>> & { preferredLanguage?: 'en' | 'es' } = {},
): Promise<Student> {
  const details = {
    firstName: 'Test',
    lastName: 'Student',
    email: uniqueEmail(),
    phoneNumber: '5551234567',
    password: 'Student123!',
    ...overrides,
  };
  const response = await request.post('/api/users/register', {
    data: { ...details, confirmPassword: details.password },
  });
  return { ...details, ...(await readSession(response)) };
}

/** Logs in through the API (POST /api/users/login) and returns the session. */
export async function loginByApi(
  request: APIRequestContext,
  credentials: Credentials,
): Promise<Session> {
  return readSession(await request.post('/api/users/login', { data: credentials }));
}

/**
 * Makes the page start signed in: stores the token and user before the app's own scripts run,
 * once per tab, so that a later logout in the test stays logged out. Navigate afterwards.
 */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript(
    ({ session, tokenKey, userKey }) => {
      const marker = 'e2e:session-seeded';
      if (window.sessionStorage.getItem(marker)) return;
      window.localStorage.setItem(tokenKey, session.token);
      window.sessionStorage.setItem(userKey, JSON.stringify(session.user));
      window.sessionStorage.setItem(marker, '1');
    },
    { session, tokenKey: TOKEN_KEY, userKey: USER_KEY },
  );
}

/** Logs in through the API and makes the page start signed in; then navigates to `path`. */
export async function signIn(page: Page, credentials: Credentials, path = '/'): Promise<Session> {
  const session = await loginByApi(page.request, credentials);
  await useSession(page, session);
  await page.goto(path);
  return session;
}

/** Logs in the way a person does, on /login; waits until the app has left the login page. */
export async function loginThroughUi(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^email/i).fill(credentials.email);
  await page.getByLabel(/^password/i).fill(credentials.password);
  await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}
