import {
  isStudentRole,
  type Eligibility,
  type Enrollment,
  type WaitlistEntry,
} from '@careclass/shared';

/**
 * What a person can do with one session of a class, decided without React: the class page draws
 * the answer (features/enrollment/components/SessionActions.tsx).
 */

/** Who looks: nobody signed in, a student, or staff (admins and instructors cannot enroll). */
export type Viewer = 'anonymous' | 'staff' | 'student';

export function viewerOf(user: { role: string } | null | undefined): Viewer {
  if (!user) return 'anonymous';
  return isStudentRole(user.role) ? 'student' : 'staff';
}

/** The caller's standing in a class, read from the eligibility answer. */
export interface ClassStanding {
  /** The live enrollment (type active); a past one is no standing. */
  enrollment: Enrollment | null;
  /** The open waitlist entry (waiting, pending or offered). */
  entry: WaitlistEntry | null;
  /** The entry when it holds a seat offer. */
  offer: WaitlistEntry | null;
}

export function standingOf(eligibility: Eligibility | null | undefined): ClassStanding {
  const entry = eligibility?.waitlist_entry ?? null;
  const enrollment =
    eligibility?.enrollment && eligibility.enrollment.enrollment_type === 'active'
      ? eligibility.enrollment
      : null;
  return { enrollment, entry, offer: entry?.status === 'offered' ? entry : null };
}

/** The session's facts the decision needs. */
export interface SessionFacts {
  id: number;
  status: string;
  available_spots: number;
}

export type SessionAction =
  /** A session that no longer runs (cancelled, completed): nothing to do. */
  | { kind: 'none' }
  /** Staff see the button, disabled, with the reason. */
  | { kind: 'staff'; label: 'Enroll Now' | 'Join Waitlist' }
  /** The student's standing is still loading. */
  | { kind: 'checking' }
  | { kind: 'enrolled-elsewhere' }
  | { kind: 'enrolled'; status: Enrollment['enrollment_status'] }
  /** The seat offered to the student is in this session (answered in the offer panel). */
  | { kind: 'offer-held' }
  /** Enroll Now (an anonymous visitor is sent to log in). */
  | { kind: 'enroll' }
  | { kind: 'waitlisted-elsewhere' }
  | { kind: 'waitlisted'; position: number | null }
  /** Full, and the student holds an offer in another session. */
  | { kind: 'full' }
  /** Join Waitlist (an anonymous visitor is sent to log in). */
  | { kind: 'join-waitlist' };

export interface SessionActionInput {
  viewer: Viewer;
  session: SessionFacts;
  standing: ClassStanding;
  /** The student's standing is being loaded for the first time. */
  checking: boolean;
}

export function sessionAction({
  viewer,
  session,
  standing,
  checking,
}: SessionActionInput): SessionAction {
  if (session.status !== 'scheduled') return { kind: 'none' };
  const full = session.available_spots <= 0;
  if (viewer === 'staff') return { kind: 'staff', label: full ? 'Join Waitlist' : 'Enroll Now' };
  if (viewer === 'student' && checking) return { kind: 'checking' };
  const { enrollment, entry, offer } = standing;
  if (enrollment) {
    return enrollment.session_id === session.id
      ? { kind: 'enrolled', status: enrollment.enrollment_status }
      : { kind: 'enrolled-elsewhere' };
  }
  if (offer && offer.offered_session_id === session.id) return { kind: 'offer-held' };
  if (!full) return { kind: 'enroll' };
  if (entry && !offer) {
    if (entry.preferred_session_id !== null && entry.preferred_session_id !== session.id) {
      return { kind: 'waitlisted-elsewhere' };
    }
    return { kind: 'waitlisted', position: entry.position };
  }
  if (offer) return { kind: 'full' };
  return { kind: 'join-waitlist' };
}
