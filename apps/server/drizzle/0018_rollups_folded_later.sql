-- The analytics rollups (decision 44) are no longer folded at each writer's commit but shortly
-- after it, in batches (docs/decisions/0045, "Rollups folded after the commit"). The statement
-- triggers still stage their deltas in `analytics_pending`, one row per statement; the rows now
-- outlive the transaction and are folded by `analytics_fold_pending()`, which the analytics calls
-- run before they read and a sweep runs every few seconds. Folding 200 enrolments' deltas took a
-- fifth of the database's time for each of them, and as the last thing before the commit it ran
-- while the enrolment held its session's seat lock; in a batch the deltas of one session and day
-- become one upsert.
--
-- The staged rows now hold counts that are committed but not yet folded, so the table is logged:
-- an unlogged table is emptied after a crash.
DROP TRIGGER "analytics_pending_fold" ON "analytics_pending";
--> statement-breakpoint
DROP FUNCTION analytics_fold();
--> statement-breakpoint
ALTER TABLE "analytics_pending" SET LOGGED;
--> statement-breakpoint
DROP INDEX "analytics_pending_xid_idx";
--> statement-breakpoint
ALTER TABLE "analytics_pending" ADD COLUMN "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY;
--> statement-breakpoint
-- Folds at most `batch` staged rows of committed transactions, oldest first, and answers how many
-- it folded. Rows of transactions still open are not visible to it and wait for a later fold. Two
-- folds at once take distinct rows: the second waits for the rows the first deleted and finds them
-- gone. Every fold applies the rollups in one order and each in key order (as rollup_rebuild()
-- locks them), so folds never wait for each other in a circle. `purge` is judged at the fold: the
-- activity rows of users who are not students then are removed.
CREATE FUNCTION analytics_fold_pending(batch integer DEFAULT 5000) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  m analytics_money_delta[];
  e analytics_enrollment_delta[];
  s analytics_student_delta[];
  a analytics_active_delta[];
  p integer[];
  n integer;
BEGIN
  WITH gone AS (
    DELETE FROM analytics_pending
    WHERE id IN (SELECT id FROM analytics_pending ORDER BY id LIMIT batch FOR UPDATE)
    RETURNING money, enrollments, students, active, purge
  )
  SELECT (SELECT array_agg(d) FROM gone g, unnest(g.money) d),
         (SELECT array_agg(d) FROM gone g, unnest(g.enrollments) d),
         (SELECT array_agg(d) FROM gone g, unnest(g.students) d),
         (SELECT array_agg(d) FROM gone g, unnest(g.active) d),
         (SELECT array_agg(DISTINCT d) FROM gone g, unnest(g.purge) d),
         (SELECT count(*)::int FROM gone)
  INTO m, e, s, a, p, n;
  IF m IS NOT NULL THEN PERFORM analytics_money_apply(m); END IF;
  IF e IS NOT NULL THEN PERFORM analytics_enrollments_apply(e); END IF;
  IF s IS NOT NULL THEN PERFORM analytics_students_apply(s); END IF;
  IF a IS NOT NULL THEN PERFORM analytics_active_apply(a); END IF;
  IF p IS NOT NULL THEN
    DELETE FROM analytics_active r
    WHERE r.user_id = ANY (p)
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND u.role IN ('user', 'student'));
  END IF;
  RETURN n;
END
$$;
--> statement-breakpoint
-- As in migration 0016, but every staged row is dropped, not only this transaction's: the recount
-- counts every committed row. The staging table is locked first: a writer that has staged deltas
-- holds it until it ends, so the rebuild starts once no open transaction has staged any, and a
-- writer that stages later waits for the rebuild's end (its rows are then folded after the
-- recount, which did not see them). A fold holds it too, so a fold and a rebuild never overlap.
CREATE OR REPLACE FUNCTION rollup_rebuild(zone text DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE analytics_pending IN EXCLUSIVE MODE;
  LOCK TABLE analytics_rollup_zone, analytics_money, analytics_enrollments, analytics_students, analytics_active IN EXCLUSIVE MODE;
  DELETE FROM analytics_pending;
  IF zone IS NOT NULL THEN
    UPDATE analytics_rollup_zone SET time_zone = zone WHERE id;
  END IF;
  DELETE FROM analytics_money;
  DELETE FROM analytics_enrollments;
  DELETE FROM analytics_students;
  DELETE FROM analytics_active;
  PERFORM analytics_money_apply(array(
    select analytics_money_of(t, p.class_id, 1) from transactions t left join payments p on p.id = t.payment_id
    where t.type in ('payment', 'refund')));
  PERFORM analytics_enrollments_apply(array(select analytics_enrollment_of(e, 1) from enrollments e));
  PERFORM analytics_students_apply(array(
    select analytics_student_of(u, 1) from users u where u.role in ('user', 'student')));
  PERFORM analytics_active_apply(array(
    select analytics_active_of(a.created_at, a.user_id, a.action, true, 1)
    from activity_log a join users u on u.id = a.user_id and u.role in ('user', 'student')
    union all
    select analytics_active_of(u.last_login, u.id, null, true, 1)
    from users u where u.role in ('user', 'student') and u.last_login is not null));
END
$$;
