import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MSG } from '@careclass/shared';
import { paths, type LoginRedirectState } from '../../../lib/paths.ts';
import { useSpoken } from '../../profile/lib/use-spoken.ts';
import { useAuth } from '../../auth/auth-context.ts';
import {
  useAcceptOffer,
  useDeclineOffer,
  useEligibility,
  useEnroll,
  useJoinWaitlist,
  useLeaveWaitlist,
  useWithdrawEnrollment,
} from '../api/enrollment.ts';
import { sessionAction, standingOf, viewerOf, type SessionFacts } from './session-actions.ts';

/**
 * The class page's enrollment state and actions: the viewer, their standing in the class, what
 * they can do with each session, and the calls with their toasts. One call runs at a time.
 */
export function useClassEnrollment(classId: string, numericClassId: number) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useSpoken();

  const viewer = viewerOf(user);
  const eligibility = useEligibility(classId, viewer === 'student' ? user!.id : undefined);
  const standing = standingOf(eligibility.data);
  const { enrollment, offer } = standing;

  const enroll = useEnroll();
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const withdraw = useWithdrawEnrollment();
  const [confirm, setConfirm] = useState<'decline' | 'withdraw' | null>(null);
  // Which session's button is busy (one action at a time on the page).
  const [busySession, setBusySession] = useState<number | null>(null);
  const anyBusy =
    enroll.isPending ||
    join.isPending ||
    leave.isPending ||
    accept.isPending ||
    decline.isPending ||
    withdraw.isPending;

  const sendToLogin = () => {
    toast.info(MSG.pleaseLogInToEnroll);
    const from: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    void navigate(paths.login, { state: from });
  };

  const onEnroll = (sessionId: number) => {
    if (viewer === 'anonymous') return sendToLogin();
    setBusySession(sessionId);
    enroll.mutate(
      { classId: numericClassId, sessionId },
      {
        onSuccess: (r) => toast.success(r.message),
        onError: (err) => toast.error(err),
        onSettled: () => setBusySession(null),
      },
    );
  };
  const onJoin = (sessionId: number) => {
    if (viewer === 'anonymous') return sendToLogin();
    setBusySession(sessionId);
    join.mutate(
      { classId: numericClassId, sessionId },
      {
        onSuccess: (r) => toast.success(r.message),
        onError: (err) => toast.error(err),
        onSettled: () => setBusySession(null),
      },
    );
  };
  const onLeave = (sessionId: number) => {
    setBusySession(sessionId);
    leave.mutate(numericClassId, {
      onSuccess: (r) => toast.success(r.message),
      onError: (err) => toast.error(err, MSG.waitlistLeaveFailed),
      onSettled: () => setBusySession(null),
    });
  };
  const onAccept = () => {
    if (!offer) return;
    accept.mutate(offer.id, {
      onSuccess: (r) => toast.success(r.message),
      onError: (err) => toast.error(err),
    });
  };
  // The confirmation dialog closes once the answer is in, either way.
  const settled = {
    onSuccess: (r: { message: string }) => {
      setConfirm(null);
      toast.success(r.message);
    },
    onError: (err: Error) => {
      setConfirm(null);
      toast.error(err);
    },
  };
  const onDecline = () => {
    if (offer) decline.mutate(offer.id, settled);
  };
  const onWithdraw = () => {
    if (enrollment) withdraw.mutate(enrollment.enrollment_id ?? enrollment.id, settled);
  };

  /** What the viewer can do with a session, and which of its calls is running. */
  const actionsFor = (session: SessionFacts) => {
    const busy = busySession === session.id;
    return {
      action: sessionAction({
        viewer,
        session,
        standing,
        checking: eligibility.isPending,
      }),
      running: !busy
        ? null
        : enroll.isPending
          ? ('enroll' as const)
          : join.isPending
            ? ('join' as const)
            : leave.isPending
              ? ('leave' as const)
              : null,
      blocked: anyBusy && !busy,
    };
  };

  return {
    viewer,
    eligibility,
    standing,
    actionsFor,
    onEnroll,
    onJoin,
    onLeave,
    onAccept,
    onDecline,
    onWithdraw,
    confirm,
    setConfirm,
    accepting: accept.isPending,
    declining: decline.isPending,
    withdrawing: withdraw.isPending,
  };
}
