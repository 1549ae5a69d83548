import { count, sql } from 'drizzle-orm';
import { classes, classSessions, enrollments, payments, settings, users } from '../schema/index.ts';
import type { Db, Tx } from '../client.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { FileExistsError, type FileStorage } from '../../storage/storage.ts';
import { insertHistory, type DemoFile } from './demo-history.ts';
import { insertDemoReminder } from './demo-reminder.ts';
import {
  CONFIGURED_DEFAULT_KEYS,
  DEFAULT_SETTINGS,
  type SettingKey,
} from '../../modules/settings/settings.service.ts';

/** Demo logins, printed at start-up and listed in the README. */
export const DEMO_LOGINS = [
  { role: 'admin', email: 'admin@careclass.test', password: 'Admin123!' },
  { role: 'instructor', email: 'instructor@careclass.test', password: 'Teach123!' },
  { role: 'student', email: 'student@careclass.test', password: 'Student123!' },
] as const;

const addDays = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Demo data: by default on the embedded database only; on a server only with DEMO_DATA=true. */
export function wantsDemoData(demoData: boolean | undefined, kind: 'pglite' | 'postgres'): boolean {
  return demoData ?? kind === 'pglite';
}

export async function hasClasses(db: Db): Promise<boolean> {
  const rows = await db.select({ n: count() }).from(classes);
  return Number(rows[0]?.n ?? 0) > 0;
}

/**
 * Loads the three example classes of the specification with upcoming sessions (the CPR session is
 * full), an admin, an instructor and a few students with enrolments and a payment due, then a year
 * of history around them (demo-history.ts). Runs in one transaction: either all of it is there or
 * none. With a storage, the certificates' files are written once the rows are committed.
 */
export async function seedDemoData(db: Db, storage?: FileStorage): Promise<void> {
  const files = await db.transaction(async (tx) => {
    await insertSettings(tx);
    const people = await insertPeople(tx);
    const ids = await insertClasses(tx, people.instructorId);
    const history = await insertHistory(tx, {
      adminId: people.adminId,
      instructorId: people.instructorId,
      classIds: { devops: ids.devops, cda: ids.cda, cpr: ids.cpr },
      passwordHash: people.extraHash,
      upcoming: ids.sessions,
    });
    await insertEnrolments(tx, people.studentIds, ids);
    const [sam] = people.studentIds;
    const reminder = sam
      ? await insertDemoReminder(tx, {
          studentId: sam,
          studentName: 'Sam Taylor',
          cprClassId: ids.cpr,
          adminId: people.adminId,
        })
      : [];
    return [...history.files, ...reminder];
  });
  if (storage) await storeFiles(storage, files);
}

/** A file already there (an earlier, interrupted start) is kept: uploads never overwrite. */
async function storeFiles(storage: FileStorage, files: DemoFile[]) {
  for (const file of files) {
    await storage
      .put('certificates', file.key, file.data, 'application/pdf')
      .catch((error: unknown) => {
        if (!(error instanceof FileExistsError)) throw error;
      });
  }
}

async function insertSettings(tx: Tx) {
  // A default the configuration decides (SIGNUPS_PER_ADDRESS_PER_HOUR) must stay unwritten, or the
  // stored copy would hide the configured value.
  const rows = Object.entries(DEFAULT_SETTINGS)
    .filter(([key]) => !CONFIGURED_DEFAULT_KEYS.includes(key as SettingKey))
    .map(([key, value]) => ({ key, value }));
  await tx.insert(settings).values(rows).onConflictDoNothing();
}

async function insertPeople(tx: Tx) {
  const [admin, instructor, student] = DEMO_LOGINS;
  const rows = await tx
    .insert(users)
    .values([
      {
        firstName: 'Alex',
        lastName: 'Morgan',
        email: admin.email,
        passwordHash: await hashPassword(admin.password),
        role: 'admin' as const,
        emailVerifiedAt: new Date(),
      },
      {
        firstName: 'Jordan',
        lastName: 'Rivera',
        email: instructor.email,
        passwordHash: await hashPassword(instructor.password),
        role: 'instructor' as const,
        emailVerifiedAt: new Date(),
      },
      {
        firstName: 'Sam',
        lastName: 'Taylor',
        email: student.email,
        passwordHash: await hashPassword(student.password),
        role: 'student' as const,
        emailVerifiedAt: new Date(),
        phoneNumber: '5550101234',
      },
    ])
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  // Further students fill the full CPR session; they share one password nobody needs.
  const extraHash = await hashPassword('Student123!');
  const extra = await tx
    .insert(users)
    .values(
      ['Priya Shah', 'Luis Gomez', 'Hannah Lee', 'Omar Farouk'].map((name, i) => {
        const [firstName, lastName] = name.split(' ') as [string, string];
        return {
          firstName,
          lastName,
          email: `student${i + 2}@careclass.test`,
          passwordHash: extraHash,
          role: 'student' as const,
          emailVerifiedAt: new Date(),
          // Luis (student3) reads Spanish: his e-mails, notices and documents are in Spanish.
          preferredLanguage: name === 'Luis Gomez' ? ('es' as const) : ('en' as const),
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  return {
    adminId: byEmail.get(admin.email) ?? null,
    extraHash,
    instructorId: byEmail.get(instructor.email) ?? null,
    studentIds: [byEmail.get(student.email), ...extra.map((r) => r.id)].filter(
      (id): id is number => id !== undefined,
    ),
  };
}

async function insertClasses(tx: Tx, instructorId: number | null) {
  const [devops, cda, cpr] = await tx
    .insert(classes)
    .values([
      {
        title: 'Development and Operations',
        instructorId,
        description:
          'A four-week course on running a child-care program day to day: licensing, staffing, scheduling, family communication and budgeting.',
        priceCents: 35000,
        status: 'active' as const,
        duration: '4 weeks',
        locationType: 'hybrid' as const,
        locationDetails: 'Weekly classroom meetings plus online modules',
        cdaSubjectAreas: [5],
      },
      {
        title: 'Child Development Associate (CDA)',
        instructorId,
        description:
          'Preparation for the CDA credential: the 120 training hours, the professional portfolio and the verification visit.',
        priceCents: 42500,
        status: 'active' as const,
        duration: '3 months',
        locationType: 'online' as const,
        locationDetails: 'Live online classes',
        trainingHours: '120.0',
        cdaSubjectAreas: [1, 2, 3, 4, 5, 6, 7, 8],
      },
      {
        title: 'CPR and First Aid Certification',
        instructorId,
        description:
          'Pediatric CPR, AED and first aid in one day, with hands-on practice and a two-year certificate on completion.',
        priceCents: 9500,
        status: 'active' as const,
        duration: '1 day',
        locationType: 'in-person' as const,
        locationDetails: '120 Maple Avenue, Springfield',
        trainingHours: '6.0',
        certificateValidityMonths: 24,
        cdaSubjectAreas: [1],
      },
    ])
    .returning({ id: classes.id });
  const session = (
    classId: number,
    start: number,
    end: number,
    capacity: number,
    location: string,
    times = ['09:00', '15:00'],
    language: 'es' | 'bilingual' | null = null,
  ) => ({
    classId,
    startDate: addDays(start),
    endDate: addDays(end),
    startTime: times[0]!,
    endTime: times[1]!,
    capacity,
    locationDetails: location,
    instructorId,
    language,
  });
  const rows = await tx
    .insert(classSessions)
    .values([
      session(devops!.id, 14, 42, 12, 'Room 2, 120 Maple Avenue'),
      session(devops!.id, 60, 88, 12, 'Room 2, 120 Maple Avenue', undefined, 'bilingual'),
      session(cda!.id, 21, 111, 20, 'Online', ['18:00', '20:00']),
      session(cpr!.id, 10, 10, 4, 'Training Room, 120 Maple Avenue'),
      // Taught in Spanish: the catalogue's language filter finds it (docs/decisions/0053).
      session(cpr!.id, 30, 30, 8, 'Training Room, 120 Maple Avenue', undefined, 'es'),
    ])
    .returning({
      id: classSessions.id,
      classId: classSessions.classId,
      capacity: classSessions.capacity,
      startDate: classSessions.startDate,
    });
  return { devops: devops!.id, cda: cda!.id, cpr: cpr!.id, sessions: rows };
}

async function insertEnrolments(
  tx: Tx,
  studentIds: number[],
  ids: Awaited<ReturnType<typeof insertClasses>>,
) {
  const [sam, ...others] = studentIds;
  const fullCpr = ids.sessions.find((s) => s.classId === ids.cpr)!;
  const cda = ids.sessions.find((s) => s.classId === ids.cda)!;
  const devops = ids.sessions.find((s) => s.classId === ids.devops)!;
  const rows: (typeof enrollments.$inferInsert)[] = [];
  // The first CPR session is full: its four seats are held by the four extra students.
  others.slice(0, fullCpr.capacity).forEach((userId, i) =>
    rows.push({
      userId,
      classId: ids.cpr,
      sessionId: fullCpr.id,
      status: i < 2 ? 'approved' : 'pending',
      approvedAt: i < 2 ? new Date() : null,
    }),
  );
  if (sam) {
    rows.push({ userId: sam, classId: ids.devops, sessionId: devops.id, status: 'pending' });
    rows.push({
      userId: sam,
      classId: ids.cda,
      sessionId: cda.id,
      status: 'approved',
      approvedAt: new Date(),
    });
  }
  const inserted = await tx.insert(enrollments).values(rows).returning();
  // Seats held follow the rows (live enrolments and held offers of the history included), so the
  // counts are right by construction.
  await tx.execute(sql`
    update class_sessions s set seats_held = (
      select count(*) from enrollments e
      where e.session_id = s.id and e.status in ('pending', 'approved') and e.enrollment_type = 'active')
      + (select count(*) from waitlist_entries w
         where w.offered_session_id = s.id and w.status = 'offered')`);
  // Approved enrolments owe the class price, due at the session start (at least 3 days away).
  const price = new Map([
    [ids.cpr, 9500],
    [ids.cda, 42500],
    [ids.devops, 35000],
  ]);
  const start = new Map(ids.sessions.map((s) => [s.id, s.startDate]));
  const due = inserted
    .filter((e) => e.status === 'approved')
    .map((e) => ({
      userId: e.userId,
      enrollmentId: e.id,
      classId: e.classId,
      amountCents: price.get(e.classId)!,
      dueDate: start.get(e.sessionId)!,
      status: 'pending' as const,
    }));
  if (due.length) await tx.insert(payments).values(due);
}
