import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIMITS } from '@careclass/shared';
import {
  activityLog,
  certificates,
  classSessions,
  enrollments,
  notificationTemplates,
  notifications,
  payments,
  transactions,
  users,
  waitlistEntries,
} from '../schema/index.ts';
import type { Tx } from '../client.ts';
import { demoCertificatePdf } from './demo-pdf.ts';
import { issueForCompletions } from '../../modules/certificates/issued.service.ts';

/**
 * A year of the provider's life around the demo accounts (docs/decisions/0036): about 55 more
 * students, past sessions with completed, withdrawn, cancelled and rejected enrolments, payments
 * spread over the months (paid, refunded, overdue, due), certificates (some expiring soon), a
 * waitlist with an open offer, notifications, templates and log-in activity. Every date is relative
 * to now, so the demo looks current whenever it is loaded. The demo accounts' own rows are left as
 * the earlier seed made them: browser tests rely on them.
 */

const DAY = 86_400_000;
type EnrollmentRow = typeof enrollments.$inferInsert;
type PaymentRow = typeof payments.$inferInsert;

export interface DemoClassIds {
  devops: number;
  cda: number;
  cpr: number;
}

export interface HistoryInput {
  adminId: number | null;
  instructorId: number | null;
  classIds: DemoClassIds;
  /** Password hash the extra demo students share. */
  passwordHash: string;
  /** Upcoming sessions of the base seed, by class, to add a few more students to. */
  upcoming: { id: number; classId: number; startDate: string; capacity: number }[];
}

/** A certificate file the caller stores once the rows are committed. */
export interface DemoFile {
  key: string;
  data: Buffer;
}

/** A seeded pseudo-random sequence: the same demo on every start, but not a regular pattern. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const shuffle = <T>(items: readonly T[]) => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return { next, int, pick, shuffle };
}

const FIRST_NAMES = [
  'Amara',
  'Benjamin',
  'Chloe',
  'Diego',
  'Elena',
  'Farah',
  'Gabriel',
  'Hana',
  'Isaac',
  'Jasmine',
  'Kwame',
  'Leila',
  'Mateo',
  'Nadia',
  'Oliver',
  'Paloma',
  'Quinn',
  'Rosa',
  'Samuel',
  'Tamika',
  'Umar',
  'Valentina',
  'William',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Aisha',
  'Brandon',
  'Carmen',
  'Darnell',
  'Esther',
  'Felipe',
  'Grace',
  'Hiroshi',
  'Imani',
  'Jamal',
  'Keiko',
  'Lucia',
  'Marcus',
  'Nia',
  'Owen',
  'Priscilla',
  'Rahul',
  'Sofia',
  'Thanh',
  'Ursula',
  'Victor',
  'Wendy',
  'Yara',
  'Zachary',
  'Adele',
  'Bashir',
  'Camila',
  'Dmitri',
  'Eun-ji',
  'Fiona',
] as const;
const LAST_NAMES = [
  'Okafor',
  'Nguyen',
  'Martinez',
  'Johnson',
  'Kowalski',
  'Haddad',
  'Brown',
  'Tanaka',
  'Williams',
  'Patel',
  'Mensah',
  'Ahmadi',
  'Garcia',
  'Ivanova',
  "O'Brien",
  'Reyes',
  'Sullivan',
  'Alvarez',
  'Thompson',
  'Washington',
  'Siddiqui',
  'Romero',
  'Clarke',
  'Hernandez',
  'Demir',
  'Fischer',
  'Bello',
  'Carter',
  'Lopez',
  'Jackson',
  'Cohen',
  'Moreno',
  'Kim',
  'Sato',
  'Adeyemi',
  'Bennett',
  'Mori',
  'Rossi',
  'Green',
  'Diallo',
  'Hughes',
  'Lindqvist',
  'Mehta',
  'Castillo',
  'Tran',
  'Schmidt',
  'Dubois',
  'Wright',
  'Nasser',
  'Murphy',
  'Park',
  'Rahman',
  'Silva',
  'Volkov',
  'Lee',
  'MacLeod',
] as const;

interface Student {
  id: number;
  name: string;
  /** Days before now the student signed up. */
  joinedDaysAgo: number;
}

/** One dated session of the history, offsets in days from today. */
interface PastSession {
  classId: number;
  start: number;
  end: number;
  capacity: number;
  times: [string, string];
  location: string;
}

/** The example classes' titles, as the base seed names them. */
const CLASS_TITLES: Record<keyof DemoClassIds, string> = {
  cpr: 'CPR and First Aid Certification',
  cda: 'Child Development Associate (CDA)',
  devops: 'Development and Operations',
};

const titleOf = (ids: DemoClassIds, classId: number) =>
  classId === ids.cpr
    ? CLASS_TITLES.cpr
    : classId === ids.cda
      ? CLASS_TITLES.cda
      : CLASS_TITLES.devops;

const PRICE_OF = (ids: DemoClassIds) =>
  new Map([
    [ids.cpr, 9500],
    [ids.cda, 42500],
    [ids.devops, 35000],
  ]);

const dayOf = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** An instant `offset` days from now at the given hour of the day (UTC). */
const at = (offset: number, hour = 12) => {
  const d = new Date(Date.now() + offset * DAY);
  d.setUTCHours(hour, (offset * 37) & 59, 0, 0);
  return d;
};
/** Never later than now: a past event must not be dated in the future. */
const notAfterNow = (d: Date) => (d.getTime() > Date.now() ? new Date(Date.now() - 60_000) : d);

export async function insertHistory(tx: Tx, input: HistoryInput): Promise<{ files: DemoFile[] }> {
  const rnd = randomFrom(20_260_101);
  const students = await insertStudents(tx, input.passwordHash, rnd);
  const sessions = await insertSessions(tx, input);
  const ledger = new Ledger(input.classIds);
  planPastEnrolments(sessions.past, students, ledger, rnd);
  const live = planLiveEnrolments(
    sessions.live,
    students,
    ledger,
    input.classIds,
    sessions.full.id,
    rnd,
  );
  const inserted = await insertEnrolmentsAndMoney(tx, ledger);
  const offer = await insertWaitlist(tx, sessions.full, live.cdaHolders, students, input, rnd);
  const files = await insertCertificates(tx, inserted, students, input, rnd);
  await insertTemplates(tx, input.adminId);
  await insertNotifications(tx, inserted, offer, students, input.classIds, rnd);
  await insertActivity(tx, students, inserted, rnd);
  return { files };
}

async function insertStudents(
  tx: Tx,
  passwordHash: string,
  rnd: ReturnType<typeof randomFrom>,
): Promise<Student[]> {
  const values = FIRST_NAMES.map((first, i) => {
    const last = LAST_NAMES[(i * 5 + 3) % LAST_NAMES.length]!;
    // A first group of students from before the history starts, then sign-ups every month.
    const joinedDaysAgo = i < 14 ? rnd.int(370, 420) : rnd.int(5, 370);
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.-]/g, '');
    return {
      firstName: first,
      lastName: last,
      email: `${local}@example.com`,
      passwordHash,
      role: 'student' as const,
      status: i % 23 === 7 ? ('inactive' as const) : ('active' as const),
      phoneNumber: `555${String(2_000_000 + i * 7919).slice(0, 7)}`,
      emailVerifiedAt: at(-joinedDaysAgo, 9),
      createdAt: at(-joinedDaysAgo, 9),
      updatedAt: at(-joinedDaysAgo, 9),
    };
  });
  const rows = await tx
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: users.id, first: users.firstName, last: users.lastName, at: users.createdAt });
  return rows.map((r) => ({
    id: r.id,
    name: `${r.first} ${r.last}`,
    joinedDaysAgo: Math.round((Date.now() - r.at.getTime()) / DAY),
  }));
}

async function insertSessions(tx: Tx, input: HistoryInput) {
  const { cpr, cda, devops } = input.classIds;
  const room = 'Training Room, 120 Maple Avenue';
  const past: PastSession[] = [
    ...[-340, -305, -272, -244, -213, -181, -152, -121, -92, -63, -36, -16].map((start) => ({
      classId: cpr,
      start,
      end: start,
      capacity: 8,
      times: ['09:00', '15:00'] as [string, string],
      location: room,
    })),
    ...[-352, -291, -230, -169, -108, -49].map((start) => ({
      classId: devops,
      start,
      end: start + 28,
      capacity: 12,
      times: ['09:00', '15:00'] as [string, string],
      location: 'Room 2, 120 Maple Avenue',
    })),
    ...[-362, -271, -180].map((start) => ({
      classId: cda,
      start,
      end: start + 90,
      capacity: 20,
      times: ['18:00', '20:00'] as [string, string],
      location: 'Online',
    })),
  ];
  // A CDA cohort under way now, two later CPR days, and a CDA cohort that is full with a waitlist.
  const current = {
    classId: cda,
    start: -80,
    end: 10,
    capacity: 20,
    times: ['18:00', '20:00'] as [string, string],
    location: 'Online',
  };
  const later = [
    {
      classId: cpr,
      start: 55,
      end: 55,
      capacity: 8,
      times: ['09:00', '15:00'] as [string, string],
      location: room,
    },
    {
      classId: cpr,
      start: 85,
      end: 85,
      capacity: 8,
      times: ['09:00', '15:00'] as [string, string],
      location: room,
    },
  ];
  const full = {
    classId: cda,
    start: 45,
    end: 135,
    capacity: 10,
    times: ['18:00', '20:00'] as [string, string],
    location: 'Online',
  };
  const all = [...past, current, ...later, full];
  const rows = await tx
    .insert(classSessions)
    .values(
      all.map((s) => ({
        classId: s.classId,
        startDate: dayOf(s.start),
        endDate: dayOf(s.end),
        startTime: s.times[0],
        endTime: s.times[1],
        capacity: s.capacity,
        locationDetails: s.location,
        instructorId: input.instructorId,
        status: s.end < 0 ? ('completed' as const) : ('scheduled' as const),
        createdAt: at(Math.min(s.start - 60, -1), 10),
      })),
    )
    .returning({ id: classSessions.id });
  const withId = all.map((s, i) => ({ ...s, id: rows[i]!.id }));
  return {
    past: withId.slice(0, past.length),
    live: [
      ...withId.slice(past.length),
      ...input.upcoming.map((s) => ({
        classId: s.classId,
        id: s.id,
        start: Math.round((Date.parse(`${s.startDate}T12:00:00Z`) - Date.now()) / DAY),
        end: 0,
        capacity: s.capacity,
        times: ['09:00', '15:00'] as [string, string],
        location: '',
      })),
    ],
    full: withId[withId.length - 1]!,
  };
}

/** What the history plans before writing: each enrolment with what it paid and when. */
interface Planned {
  row: EnrollmentRow;
  payment?: PaymentRow & { refundedAt?: Date };
  sessionEnd: number;
  studentName: string;
}

class Ledger {
  readonly items: Planned[] = [];
  readonly price: Map<number, number>;
  constructor(readonly ids: DemoClassIds) {
    this.price = PRICE_OF(ids);
  }
  add(item: Planned) {
    this.items.push(item);
  }
}

/** Past sessions: most students completed, some withdrew, a few were rejected or refunded. */
function planPastEnrolments(
  past: (PastSession & { id: number })[],
  students: Student[],
  ledger: Ledger,
  rnd: ReturnType<typeof randomFrom>,
) {
  for (const s of past) {
    const eligible = students.filter((st) => -st.joinedDaysAgo < s.start - 20);
    const count = Math.min(eligible.length, Math.round(s.capacity * (0.5 + rnd.next() * 0.45)));
    for (const st of rnd.shuffle(eligible).slice(0, count)) {
      const enrolled = Math.max(-st.joinedDaysAgo + 1, s.start - rnd.int(8, 40));
      const approved = enrolled + rnd.int(1, 3);
      const roll = rnd.next();
      const price = ledger.price.get(s.classId)!;
      const base = {
        userId: st.id,
        classId: s.classId,
        sessionId: s.id,
        source: 'direct',
        enrolledAt: at(enrolled, 10),
        updatedAt: at(Math.min(s.end, -1), 17),
      };
      const paid = at(Math.min(approved + rnd.int(0, 12), s.start), 14);
      if (roll < 0.07) {
        ledger.add({
          row: {
            ...base,
            status: 'rejected',
            declineReason: 'The prerequisite training was not completed',
          },
          sessionEnd: s.end,
          studentName: st.name,
        });
      } else if (roll < 0.16) {
        // Withdrew before paying: the payment due was cancelled.
        ledger.add({
          row: {
            ...base,
            status: 'approved',
            enrollmentType: 'historical',
            approvedAt: at(approved, 11),
            archivedAt: at(approved + 2, 15),
            archivedReason: 'Withdrawn by the student',
          },
          payment: {
            userId: st.id,
            classId: s.classId,
            amountCents: price,
            dueDate: dayOf(s.start),
            status: 'cancelled',
          },
          sessionEnd: s.end,
          studentName: st.name,
        });
      } else if (roll < 0.21) {
        // Paid, then the office cancelled the place and refunded it.
        const refunded = at(Math.min(approved + rnd.int(14, 20), s.start - 1), 16);
        ledger.add({
          row: {
            ...base,
            status: 'approved',
            enrollmentType: 'historical',
            approvedAt: at(approved, 11),
            archivedAt: refunded,
            archivedReason: 'Cancelled by the office',
            adminNotes: 'Moved away; refunded in full',
          },
          payment: {
            userId: st.id,
            classId: s.classId,
            amountCents: price,
            dueDate: dayOf(s.start),
            status: 'cancelled',
            paidAt: paid,
            refundedAt: refunded > paid ? refunded : new Date(paid.getTime() + DAY),
          },
          sessionEnd: s.end,
          studentName: st.name,
        });
      } else {
        ledger.add({
          row: {
            ...base,
            status: 'approved',
            enrollmentType: 'historical',
            approvedAt: at(approved, 11),
            completedAt: at(s.end, 17),
            completionReason: 'Session completed',
          },
          payment: {
            userId: st.id,
            classId: s.classId,
            amountCents: price,
            dueDate: dayOf(s.start),
            status: 'paid',
            paidAt: paid,
          },
          sessionEnd: s.end,
          studentName: st.name,
        });
      }
    }
  }
}

/**
 * The cohort under way and the upcoming sessions: live enrolments (one per student and class),
 * paid, owed or overdue. Seats are left free on the base seed's sessions for the browser tests,
 * except the CPR session that is already full.
 */
function planLiveEnrolments(
  live: (PastSession & { id: number })[],
  students: Student[],
  ledger: Ledger,
  ids: DemoClassIds,
  fullId: number,
  rnd: ReturnType<typeof randomFrom>,
) {
  const taken = new Map<number, Set<number>>();
  const cdaHolders: number[] = [];
  const want = (s: PastSession & { id: number }) => {
    if (s.id === fullId) return s.capacity - 1; // the last seat is held for the open offer
    if (s.start < 0) return 14; // the CDA cohort under way
    if (s.classId === ids.cpr) return s.start <= 12 ? 0 : s.start < 60 ? 3 : 2;
    if (s.classId === ids.devops) return s.start < 30 ? 4 : 2;
    return Math.min(6, s.capacity - 1);
  };
  for (const s of live) {
    const used = taken.get(s.classId) ?? new Set<number>();
    taken.set(s.classId, used);
    const free = rnd.shuffle(students.filter((st) => !used.has(st.id) && st.joinedDaysAgo > 10));
    const price = ledger.price.get(s.classId)!;
    for (const st of free.slice(0, want(s))) {
      used.add(st.id);
      if (s.classId === ids.cda) cdaHolders.push(st.id);
      const enrolled = s.start < 0 ? s.start - rnd.int(10, 30) : -rnd.int(2, 30);
      const isApproved = s.start < 0 || rnd.next() < 0.65;
      const approved = enrolled + rnd.int(1, 2);
      const row: EnrollmentRow = {
        userId: st.id,
        classId: s.classId,
        sessionId: s.id,
        status: isApproved ? 'approved' : 'pending',
        enrolledAt: at(enrolled, 10),
        approvedAt: isApproved ? at(approved, 11) : null,
        updatedAt: at(isApproved ? approved : enrolled, 11),
      };
      let payment: Planned['payment'];
      if (isApproved) {
        const roll = rnd.next();
        const overdue = s.start < 0 && roll < 0.3;
        const paidEarly = !overdue && (s.start < 0 || roll < 0.5);
        payment = {
          userId: st.id,
          classId: s.classId,
          amountCents: price,
          dueDate: dayOf(s.start),
          status: overdue ? 'overdue' : paidEarly ? 'paid' : 'pending',
          paidAt: paidEarly ? notAfterNow(at(approved + rnd.int(0, 6), 14)) : null,
        };
      }
      ledger.add({ row, payment, sessionEnd: s.end, studentName: st.name });
    }
  }
  return { cdaHolders };
}

interface InsertedEnrolment {
  id: number;
  userId: number;
  classId: number;
  sessionId: number;
  status: string;
  enrollmentType: string;
  enrolledAt: Date;
  completedAt: Date | null;
  paymentId?: number;
  paidAt?: Date | null;
  studentName: string;
}

async function insertEnrolmentsAndMoney(tx: Tx, ledger: Ledger): Promise<InsertedEnrolment[]> {
  const rows = await tx
    .insert(enrollments)
    .values(ledger.items.map((p) => p.row))
    .returning({
      id: enrollments.id,
      userId: enrollments.userId,
      classId: enrollments.classId,
      sessionId: enrollments.sessionId,
      status: enrollments.status,
      enrollmentType: enrollments.enrollmentType,
      enrolledAt: enrollments.enrolledAt,
      completedAt: enrollments.completedAt,
    });
  const withPayment = ledger.items
    .map((p, i) => ({ plan: p, enrolment: rows[i]! }))
    .filter((x) => x.plan.payment);
  const paymentRows = await tx
    .insert(payments)
    .values(
      withPayment.map(({ plan, enrolment }) => {
        const { refundedAt: _refunded, ...payment } = plan.payment!;
        return {
          ...payment,
          enrollmentId: enrolment.id,
          createdAt: plan.row.approvedAt ?? plan.row.enrolledAt,
          remindedStatus: payment.status === 'overdue' ? ('overdue' as const) : null,
        };
      }),
    )
    .returning({ id: payments.id });
  const money: (typeof transactions.$inferInsert)[] = [];
  withPayment.forEach(({ plan, enrolment }, i) => {
    const payment = plan.payment!;
    const paymentId = paymentRows[i]!.id;
    if (!payment.paidAt) return;
    const ref = `OFC-DEMO${String(paymentId).padStart(5, '0')}`;
    money.push({
      paymentId,
      userId: enrolment.userId,
      type: 'payment',
      status: payment.refundedAt ? 'refunded' : 'completed',
      amountCents: payment.amountCents,
      provider: 'office',
      providerRef: ref,
      lastFour: String(1000 + ((paymentId * 7351) % 9000)),
      description: `Payment for ${titleOf(ledger.ids, enrolment.classId)}`,
      createdAt: payment.paidAt,
      updatedAt: payment.refundedAt ?? payment.paidAt,
    });
    if (payment.refundedAt) {
      money.push({
        paymentId,
        userId: enrolment.userId,
        type: 'refund',
        status: 'completed',
        amountCents: payment.amountCents,
        provider: 'office',
        description: 'Refund of a cancelled place',
        createdAt: payment.refundedAt,
        updatedAt: payment.refundedAt,
      });
    }
  });
  // Overdue payments were reminded once, the day after they fell due, as the sweep does.
  withPayment.forEach(({ plan, enrolment }, i) => {
    const payment = plan.payment!;
    if (payment.status !== 'overdue') return;
    const due = Date.parse(`${payment.dueDate}T12:00:00Z`);
    money.push({
      paymentId: paymentRows[i]!.id,
      userId: enrolment.userId,
      type: 'reminder',
      status: 'completed',
      amountCents: 0,
      description: 'Overdue payment reminder',
      createdAt: notAfterNow(new Date(due + DAY)),
    });
  });
  await insertChunked(tx, transactions, money);
  const paymentOf = new Map(withPayment.map((x, i) => [x.enrolment.id, i]));
  return rows.map((r, i) => {
    const index = paymentOf.get(r.id);
    return {
      ...r,
      studentName: ledger.items[i]!.studentName,
      paymentId: index === undefined ? undefined : paymentRows[index]!.id,
      paidAt: index === undefined ? undefined : withPayment[index]!.plan.payment!.paidAt,
    };
  });
}

/** Inserts in slices, so no statement goes past the driver's parameter limit. */
async function insertChunked<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.insert(table).values(rows.slice(i, i + 1000));
  }
}

/**
 * The full CDA cohort's waitlist: one student holds an offered seat (counted in seats_held), four
 * wait, and older entries show how offers ended (expired, left).
 */
async function insertWaitlist(
  tx: Tx,
  full: PastSession & { id: number },
  cdaHolders: number[],
  students: Student[],
  input: HistoryInput,
  rnd: ReturnType<typeof randomFrom>,
) {
  const free = rnd.shuffle(
    students.filter((s) => !cdaHolders.includes(s.id) && s.joinedDaysAgo > 20),
  );
  const [offered, ...rest] = free;
  if (!offered) return undefined;
  const { cda, cpr, devops } = input.classIds;
  // The default hold: the demo offer runs out as a fresh one would.
  const holdHours = LIMITS.offerHoldHours;
  const rows: (typeof waitlistEntries.$inferInsert)[] = [
    {
      userId: offered.id,
      classId: cda,
      preferredSessionId: full.id,
      status: 'offered',
      joinedAt: at(-12, 19),
      offeredSessionId: full.id,
      offeredAt: new Date(Date.now() - 5 * 3_600_000),
      offerExpiresAt: new Date(Date.now() + (holdHours - 5) * 3_600_000),
    },
    ...rest.slice(0, 4).map((s, i) => ({
      userId: s.id,
      classId: cda,
      preferredSessionId: full.id,
      status: 'waiting' as const,
      joinedAt: at(-10 + i * 2, 20),
    })),
    ...rest.slice(4, 6).map((s, i) => ({
      userId: s.id,
      classId: cpr,
      status: 'expired' as const,
      joinedAt: at(-200 - i * 10, 20),
      offeredAt: at(-190 - i * 10, 9),
      offerExpiresAt: at(-189 - i * 10, 9),
      respondedAt: at(-189 - i * 10, 9),
      reason: 'The offer was not accepted in time',
    })),
    ...rest.slice(6, 8).map((s, i) => ({
      userId: s.id,
      classId: devops,
      status: 'left' as const,
      joinedAt: at(-150 - i * 10, 20),
      respondedAt: at(-140 - i * 10, 9),
      reason: 'Left the waitlist',
    })),
  ];
  await tx.insert(waitlistEntries).values(rows);
  return { userId: offered.id, name: offered.name };
}

/**
 * Certificates of completed CPR and CDA enrolments, plus first-aid cards brought from another
 * provider, some of which expire within weeks and two of which have expired.
 */
async function insertCertificates(
  tx: Tx,
  inserted: InsertedEnrolment[],
  students: Student[],
  input: HistoryInput,
  rnd: ReturnType<typeof randomFrom>,
): Promise<DemoFile[]> {
  const { cpr, cda } = input.classIds;
  const rows: (typeof certificates.$inferInsert)[] = [];
  const files: DemoFile[] = [];
  const add = (
    userId: number,
    name: string,
    classId: number,
    sessionId: number | null,
    uploaded: Date,
    expires: string | null,
  ) => {
    const n = rows.length + 1;
    const key = `${userId}/certificate_${userId}_${n}.pdf`;
    const data = demoCertificatePdf(
      `${name} - ${students.find((s) => s.id === userId)?.name ?? ''}`,
    );
    files.push({ key, data });
    rows.push({
      userId,
      classId,
      sessionId,
      certificateName: name,
      filePath: key,
      fileType: 'application/pdf',
      fileSize: data.length,
      expirationDate: expires,
      uploadedBy: input.adminId,
      uploadDate: uploaded,
      createdAt: uploaded,
    });
  };
  // Completed CPR and CDA enrolments hold the certificates CareClass issued at completion (their
  // PDFs are drawn on first download, as for any certificate whose drawing was missed).
  const completed = inserted.filter(
    (e) => e.completedAt && (e.classId === cpr || e.classId === cda),
  );
  const older = rnd.shuffle(students.filter((s) => s.joinedDaysAgo > 30)).slice(0, 8);
  older.forEach((s, i) => {
    const expiresIn = i < 2 ? -rnd.int(5, 40) : rnd.int(4, 55);
    add(
      s.id,
      'Pediatric First Aid (previous provider)',
      cpr,
      null,
      at(-rnd.int(10, Math.max(11, s.joinedDaysAgo - 1)), 10),
      dayOf(expiresIn),
    );
  });
  await insertChunked(tx, certificates, rows);
  const issued = await issueForCompletions(tx, {
    enrollmentIds: completed.map((e) => e.id),
    now: new Date(),
    issuedBy: input.adminId,
  });
  // Issued when the session was completed, a day after its enrolments were, not at seeding time.
  if (issued.length > 0) {
    await tx.execute(sql`update certificates c
        set issued_at = least(now(), e.completed_at + interval '1 day'),
            upload_date = least(now(), e.completed_at + interval '1 day'),
            created_at = least(now(), e.completed_at + interval '1 day')
        from enrollments e
        where e.id = c.enrollment_id and c.id in (${sql.join(issued, sql`, `)})`);
  }
  return files;
}

async function insertTemplates(tx: Tx, adminId: number | null) {
  await tx
    .insert(notificationTemplates)
    .values([
      {
        name: 'Class reminder - one week',
        type: 'class_reminder',
        titleTemplate: 'Reminder: {class_name} starts on {start_date}',
        messageTemplate:
          'Hi {student_name}, {class_name} starts on {start_date}. Please bring a photo ID and arrive ten minutes early.',
        createdBy: adminId,
      },
      {
        name: 'Payment reminder',
        type: 'payment',
        titleTemplate: 'Payment due for {class_name}',
        messageTemplate:
          'Hi {student_name}, a payment for {class_name} is due. You can pay from the Payments section of your profile.',
        createdBy: adminId,
      },
      {
        name: 'Certificate ready',
        type: 'certificate',
        titleTemplate: 'Your certificate is ready',
        messageTemplate:
          'Congratulations {student_name}! Your certificate for {class_name} is in your profile.',
        createdBy: adminId,
      },
      {
        name: 'Room change',
        type: 'class_notification',
        titleTemplate: 'Room change for {class_name}',
        messageTemplate: 'Hi {student_name}, {class_name} meets in {room} from now on.',
        createdBy: adminId,
      },
    ])
    .onConflictDoNothing();
}

/** What students were told: approvals, payment receipts and reminders, certificates, the offer. */
async function insertNotifications(
  tx: Tx,
  inserted: InsertedEnrolment[],
  offer: { userId: number; name: string } | undefined,
  students: Student[],
  ids: DemoClassIds,
  rnd: ReturnType<typeof randomFrom>,
) {
  const rows: (typeof notifications.$inferInsert)[] = [];
  const push = (
    userId: number,
    when: Date,
    n: Omit<typeof notifications.$inferInsert, 'userId'>,
  ) => {
    const ageDays = (Date.now() - when.getTime()) / DAY;
    const read = ageDays > 10 || rnd.next() < 0.3;
    rows.push({
      ...n,
      userId,
      createdAt: when,
      isRead: read,
      readAt: read ? new Date(Math.min(Date.now(), when.getTime() + 6 * 3_600_000)) : null,
    });
  };
  for (const e of inserted) {
    const cls = titleOf(ids, e.classId);
    if (e.status === 'approved' && e.enrolledAt) {
      push(e.userId, new Date(e.enrolledAt.getTime() + DAY), {
        title: `Enrollment approved: ${cls}`,
        message: `Your enrollment in ${cls} has been approved.`,
        type: 'enrollment',
        actionUrl: '/profile?section=enrollments',
      });
    }
    if (e.paidAt) {
      push(e.userId, e.paidAt, {
        title: 'Payment received',
        message: `Thank you: your payment for ${cls} has been received.`,
        type: 'payment',
        actionUrl: '/profile?section=payments',
      });
    }
  }
  for (const s of students.slice(0, 40)) {
    push(s.id, at(-rnd.int(1, 25), 15), {
      title: 'Holiday closure',
      message: 'The training center is closed on public holidays; online classes run as scheduled.',
      type: 'broadcast',
      metadata: { batch_id: 'demo-holiday-closure' },
    });
  }
  if (offer) {
    push(offer.userId, new Date(Date.now() - 5 * 3_600_000), {
      title: `A seat is available: ${CLASS_TITLES.cda}`,
      message: `A seat has opened in ${CLASS_TITLES.cda}. Accept it from your waitlist before the hold ends, or it goes to the next person.`,
      type: 'waitlist',
      actionUrl: '/profile?section=waitlist',
    });
  }
  await insertChunked(tx, notifications, rows);
}

/**
 * Log-ins and the students' own actions, month by month, so "active users" has a shape; each
 * student's last log-in is the latest one written.
 */
async function insertActivity(
  tx: Tx,
  students: Student[],
  inserted: InsertedEnrolment[],
  rnd: ReturnType<typeof randomFrom>,
) {
  const rows: (typeof activityLog.$inferInsert)[] = [];
  const lastLogin = new Map<number, Date>();
  for (const s of students) {
    // Some students are regulars, others look in now and then.
    const keen = 0.25 + rnd.next() * 0.6;
    for (let day = -s.joinedDaysAgo; day <= 0; day += rnd.int(5, 16)) {
      if (rnd.next() > keen) continue;
      const when = notAfterNow(at(day, rnd.int(7, 21)));
      rows.push({
        userId: s.id,
        action: 'login',
        description: 'Signed in',
        details: {},
        createdAt: when,
      });
      if (!lastLogin.has(s.id) || lastLogin.get(s.id)! < when) lastLogin.set(s.id, when);
    }
  }
  for (const e of inserted) {
    rows.push({
      userId: e.userId,
      action: 'enrollment_requested',
      description: 'Requested an enrollment',
      details: { enrollment_id: e.id },
      createdAt: e.enrolledAt,
    });
    if (e.paidAt) {
      rows.push({
        userId: e.userId,
        action: 'payment_made',
        description: 'Paid for a class',
        details: { payment_id: e.paymentId },
        createdAt: e.paidAt,
      });
    }
  }
  await insertChunked(tx, activityLog, rows);
  if (lastLogin.size === 0) return;
  const values = sql.join(
    [...lastLogin].map(([id, when]) => sql`(${id}::int, ${when.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await tx.execute(
    sql`update users u set last_login = v.at from (values ${values}) v(id, at) where u.id = v.id`,
  );
}
