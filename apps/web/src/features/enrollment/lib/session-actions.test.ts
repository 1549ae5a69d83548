import { describe, expect, it } from 'vitest';
import type { Eligibility, Enrollment, WaitlistEntry } from '@careclass/shared';
import {
  sessionAction,
  standingOf,
  viewerOf,
  type ClassStanding,
  type SessionFacts,
  type Viewer,
} from './session-actions.ts';

const SESSION_A = 11;
const SESSION_B = 12;

const open = (id = SESSION_A, available_spots = 5): SessionFacts => ({
  id,
  status: 'scheduled',
  available_spots,
});
const full = (id = SESSION_A) => open(id, 0);

function enrollment(over: Partial<Enrollment> = {}): Enrollment {
  return {
    id: 7,
    enrollment_id: 7,
    user_id: 3,
    student_name: 'Stu Dent',
    student_email: 'stu@example.test',
    class_id: 2,
    class_name: 'CPR',
    class_title: 'CPR',
    session_id: SESSION_A,
    session_date: '2027-03-03',
    start_date: '2027-03-03',
    end_date: '2027-03-03',
    start_time: '09:00',
    end_time: '15:00',
    display_date: 'Mar 3, 2027',
    location: 'Room 1',
    location_details: 'Room 1',
    location_type: 'in-person',
    instructor_name: null,
    session_status: 'scheduled',
    session_type: 'active',
    enrollment_status: 'pending',
    status: 'pending',
    enrollment_type: 'active',
    source: 'direct',
    current_students: 1,
    capacity: 10,
    sessions: [],
    enrollment_date: '2026-11-25T10:00:00.000Z',
    enrolled_at: '2026-11-25T10:00:00.000Z',
    approved_at: null,
    completed_at: null,
    archived_at: null,
    completion_reason: null,
    archived_reason: null,
    decline_reason: null,
    admin_notes: null,
    ...over,
  };
}

function entry(over: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: 5,
    class_id: 2,
    class_title: 'CPR',
    class_name: 'CPR',
    user_id: 3,
    user_name: 'Stu Dent',
    user_email: 'stu@example.test',
    session_location: 'Room 1',
    location_details: 'Room 1',
    position: 2,
    status: 'waiting',
    joined_at: '2026-11-20T15:00:00.000Z',
    preferred_session_id: SESSION_A,
    offered_session_id: null,
    offer_expires_at: null,
    next_session_date: '2027-03-03',
    start_date: '2027-03-03',
    end_date: '2027-03-03',
    estimated_wait_time: 3,
    approved_on_accept: true,
    ...over,
  };
}

const offered = (sessionId = SESSION_A) =>
  entry({
    status: 'offered',
    position: null,
    offered_session_id: sessionId,
    offer_expires_at: '2026-11-26T10:00:00.000Z',
  });

const eligibility = (over: Partial<Eligibility> = {}): Eligibility => ({
  eligible: true,
  reason: null,
  enrolled: false,
  enrollment: null,
  waitlist_entry: null,
  ...over,
});

const nothing: ClassStanding = { enrollment: null, entry: null, offer: null };

const act = (
  session: SessionFacts,
  standing: ClassStanding = nothing,
  viewer: Viewer = 'student',
  checking = false,
) => sessionAction({ viewer, session, standing, checking });

describe('viewerOf', () => {
  it('tells anonymous visitors, students and staff apart', () => {
    expect(viewerOf(null)).toBe('anonymous');
    expect(viewerOf(undefined)).toBe('anonymous');
    expect(viewerOf({ role: 'student' })).toBe('student');
    expect(viewerOf({ role: 'admin' })).toBe('staff');
    expect(viewerOf({ role: 'instructor' })).toBe('staff');
  });
});

describe('standingOf', () => {
  it('is nothing before the answer and for a student with no standing', () => {
    expect(standingOf(undefined)).toEqual(nothing);
    expect(standingOf(null)).toEqual(nothing);
    expect(standingOf(eligibility())).toEqual(nothing);
  });

  it('keeps a live enrollment and leaves out a past one', () => {
    const live = enrollment();
    expect(standingOf(eligibility({ enrollment: live })).enrollment).toBe(live);
    const past = enrollment({ enrollment_type: 'historical' });
    expect(standingOf(eligibility({ enrollment: past })).enrollment).toBeNull();
  });

  it('reads an open entry, and an offer only when a seat is offered', () => {
    const waiting = entry();
    expect(standingOf(eligibility({ waitlist_entry: waiting }))).toEqual({
      enrollment: null,
      entry: waiting,
      offer: null,
    });
    const offer = offered();
    expect(standingOf(eligibility({ waitlist_entry: offer }))).toEqual({
      enrollment: null,
      entry: offer,
      offer,
    });
  });
});

describe('sessionAction', () => {
  it('offers nothing in a session that no longer runs, whoever looks', () => {
    for (const status of ['cancelled', 'completed']) {
      for (const viewer of ['anonymous', 'student', 'staff'] as const) {
        expect(act({ ...open(), status }, nothing, viewer)).toEqual({ kind: 'none' });
        expect(act({ ...full(), status }, nothing, viewer)).toEqual({ kind: 'none' });
      }
    }
    const standing = standingOf(eligibility({ enrollment: enrollment() }));
    expect(act({ ...open(), status: 'cancelled' }, standing)).toEqual({ kind: 'none' });
  });

  it('lets an anonymous visitor enroll or join the waitlist (then asks them to log in)', () => {
    expect(act(open(), nothing, 'anonymous')).toEqual({ kind: 'enroll' });
    expect(act(full(), nothing, 'anonymous')).toEqual({ kind: 'join-waitlist' });
    // An anonymous visitor's standing is never loading.
    expect(act(open(), nothing, 'anonymous', true)).toEqual({ kind: 'enroll' });
  });

  it('shows staff the disabled button of the session', () => {
    expect(act(open(), nothing, 'staff')).toEqual({ kind: 'staff', label: 'Enroll Now' });
    expect(act(full(), nothing, 'staff')).toEqual({ kind: 'staff', label: 'Join Waitlist' });
    expect(act(open(SESSION_A, 1), nothing, 'staff', true)).toEqual({
      kind: 'staff',
      label: 'Enroll Now',
    });
  });

  it("waits for a student's standing", () => {
    expect(act(open(), nothing, 'student', true)).toEqual({ kind: 'checking' });
    expect(act(full(), nothing, 'student', true)).toEqual({ kind: 'checking' });
  });

  it('lets a student with no standing enroll in a session with a seat, else wait for one', () => {
    expect(act(open())).toEqual({ kind: 'enroll' });
    expect(act(open(SESSION_A, 1))).toEqual({ kind: 'enroll' });
    expect(act(full())).toEqual({ kind: 'join-waitlist' });
    expect(act({ ...open(), available_spots: -1 })).toEqual({ kind: 'join-waitlist' });
  });

  it('shows a pending or approved enrollment in its session and nothing to do elsewhere', () => {
    for (const status of ['pending', 'approved'] as const) {
      const standing = standingOf(
        eligibility({ enrollment: enrollment({ enrollment_status: status, status }) }),
      );
      expect(act(open(SESSION_A), standing)).toEqual({ kind: 'enrolled', status });
      expect(act(full(SESSION_A), standing)).toEqual({ kind: 'enrolled', status });
      expect(act(open(SESSION_B), standing)).toEqual({ kind: 'enrolled-elsewhere' });
      expect(act(full(SESSION_B), standing)).toEqual({ kind: 'enrolled-elsewhere' });
    }
  });

  it('lets a student whose enrollment ended enroll again', () => {
    const standing = standingOf(
      eligibility({ enrollment: enrollment({ enrollment_type: 'historical' }) }),
    );
    expect(act(open(SESSION_A), standing)).toEqual({ kind: 'enroll' });
    expect(act(full(SESSION_A), standing)).toEqual({ kind: 'join-waitlist' });
  });

  it('shows a waitlisted student their place, in the session they wait for', () => {
    const standing = standingOf(eligibility({ waitlist_entry: entry() }));
    expect(act(full(SESSION_A), standing)).toEqual({ kind: 'waitlisted', position: 2 });
    expect(act(full(SESSION_B), standing)).toEqual({ kind: 'waitlisted-elsewhere' });
    // A session with a seat can still be taken directly.
    expect(act(open(SESSION_B), standing)).toEqual({ kind: 'enroll' });
  });

  it('shows a student waiting for any session their place in every full one', () => {
    const standing = standingOf(
      eligibility({ waitlist_entry: entry({ preferred_session_id: null, position: null }) }),
    );
    expect(act(full(SESSION_A), standing)).toEqual({ kind: 'waitlisted', position: null });
    expect(act(full(SESSION_B), standing)).toEqual({ kind: 'waitlisted', position: null });
  });

  it('points a student with an offer to the offer, in the offered session only', () => {
    const standing = standingOf(eligibility({ waitlist_entry: offered(SESSION_A) }));
    // The offered seat is held, so the session may read full or not.
    expect(act(full(SESSION_A), standing)).toEqual({ kind: 'offer-held' });
    expect(act(open(SESSION_A), standing)).toEqual({ kind: 'offer-held' });
    expect(act(full(SESSION_B), standing)).toEqual({ kind: 'full' });
    expect(act(open(SESSION_B), standing)).toEqual({ kind: 'enroll' });
  });

  it('puts a live enrollment before an open entry', () => {
    const standing = standingOf(
      eligibility({ enrollment: enrollment(), waitlist_entry: offered(SESSION_B) }),
    );
    expect(act(full(SESSION_B), standing)).toEqual({ kind: 'enrolled-elsewhere' });
  });
});
