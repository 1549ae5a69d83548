import { classes, classSessions } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

export interface SessionSpec {
  /** Days from today (negative: in the past). */
  startInDays?: number;
  lengthDays?: number;
  startTime?: string;
  endTime?: string;
  capacity?: number;
  status?: 'scheduled' | 'cancelled' | 'completed';
  sessionType?: 'active' | 'historical';
  location?: string;
  /** Null or absent: as the class. */
  language?: 'en' | 'es' | 'bilingual' | null;
}

export interface ClassSpec {
  title?: string;
  priceCents?: number;
  status?: 'scheduled' | 'active' | 'cancelled' | 'completed';
  locationType?: 'online' | 'in-person' | 'hybrid';
  duration?: string;
  instructorId?: number | null;
  sessions?: SessionSpec[];
  language?: 'en' | 'es' | 'bilingual';
}

const dateIn = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

let seq = 0;

/** A class with sessions written straight to the database (defaults: one session in 10 days). */
export async function createClass(t: TestApp, spec: ClassSpec = {}) {
  const [cls] = await t.database.db
    .insert(classes)
    .values({
      title: spec.title ?? `Test class ${++seq}`,
      description: 'A class made by a test',
      priceCents: spec.priceCents ?? 25000,
      status: spec.status ?? 'active',
      locationType: spec.locationType ?? 'in-person',
      duration: spec.duration ?? '1 day',
      locationDetails: 'Room 1',
      instructorId: spec.instructorId ?? null,
      language: spec.language ?? 'en',
    })
    .returning();
  const specs = spec.sessions ?? [{}];
  const sessions = await t.database.db
    .insert(classSessions)
    .values(
      specs.map((s) => ({
        classId: cls!.id,
        startDate: dateIn(s.startInDays ?? 10),
        endDate: dateIn((s.startInDays ?? 10) + (s.lengthDays ?? 0)),
        startTime: s.startTime ?? '09:00',
        endTime: s.endTime ?? '15:00',
        capacity: s.capacity ?? 10,
        status: s.status ?? 'scheduled',
        sessionType: s.sessionType ?? 'active',
        locationDetails: s.location ?? 'Room 1',
        language: s.language ?? null,
      })),
    )
    .returning();
  return { cls: cls!, classId: cls!.id, sessions: sessions, sessionIds: sessions.map((s) => s.id) };
}

/** A student with a live token. */
export async function signedInStudent(t: TestApp, firstName = 'Stu') {
  const user = await t.createUser({ firstName, lastName: 'Dent' });
  const token = await t.tokenFor(user.id);
  return { ...user, token };
}
