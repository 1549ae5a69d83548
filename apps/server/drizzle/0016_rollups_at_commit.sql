-- The analytics rollups (migration 0008, docs/decisions/0044) are added to at the commit of each
-- write instead of at the end of each statement (docs/decisions/0045, "Rollup locks at the
-- commit"). The statement triggers still turn each statement's rows into signed deltas, but stage
-- them, one row per statement, in `analytics_pending`, which nobody else can see or lock; a
-- deferred constraint trigger on that table folds every delta the transaction staged into the
-- rollups at its commit, in one sorted upsert per rollup. A rollup row is thus locked only from
-- the commit's fold to the commit's end, after every other lock of the transaction.
CREATE UNLOGGED TABLE "analytics_pending" (
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"money" analytics_money_delta[],
	"enrollments" analytics_enrollment_delta[],
	"students" analytics_student_delta[],
	"active" analytics_active_delta[],
	"purge" integer[]
);
--> statement-breakpoint
CREATE INDEX "analytics_pending_xid_idx" ON "analytics_pending" USING btree ("xid");
--> statement-breakpoint
-- The deltas are applied in key order, so two transactions folding rows of the same rollup lock
-- them in the same order and never wait for each other in a circle.
CREATE OR REPLACE FUNCTION analytics_money_apply(d analytics_money_delta[]) RETURNS void LANGUAGE sql AS $$
  insert into analytics_money as m (monthly, period, class_id, gross_cents, refund_cents, payment_count, refund_count)
  select g.monthly,
         case when g.monthly then date_trunc('month', (x.at at time zone z.time_zone))::date
              else (x.at at time zone z.time_zone)::date end,
         x.class_id, sum(x.gross_cents), sum(x.refund_cents), sum(x.payment_count), sum(x.refund_count)
  from unnest(d) x cross join analytics_rollup_zone z cross join (values (false), (true)) g(monthly)
  where x.at is not null
  group by 1, 2, 3
  having sum(x.gross_cents) <> 0 or sum(x.refund_cents) <> 0 or sum(x.payment_count) <> 0 or sum(x.refund_count) <> 0
  order by 1, 2, 3
  on conflict (monthly, period, class_id) do update
    set gross_cents = m.gross_cents + excluded.gross_cents,
        refund_cents = m.refund_cents + excluded.refund_cents,
        payment_count = m.payment_count + excluded.payment_count,
        refund_count = m.refund_count + excluded.refund_count
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_enrollments_apply(d analytics_enrollment_delta[]) RETURNS void LANGUAGE sql AS $$
  insert into analytics_enrollments as r (monthly, period, session_id, class_id, status, enrollment_type, archived, n)
  select g.monthly,
         case when g.monthly then date_trunc('month', (x.at at time zone z.time_zone))::date
              else (x.at at time zone z.time_zone)::date end,
         x.session_id, x.class_id, x.status, x.enrollment_type, x.archived, sum(x.n)
  from unnest(d) x cross join analytics_rollup_zone z cross join (values (false), (true)) g(monthly)
  where x.at is not null
  group by 1, 2, 3, 4, 5, 6, 7
  having sum(x.n) <> 0
  order by 1, 2, 3, 4, 5, 6, 7
  on conflict (monthly, period, session_id, class_id, status, enrollment_type, archived) do update
    set n = r.n + excluded.n
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_students_apply(d analytics_student_delta[]) RETURNS void LANGUAGE sql AS $$
  insert into analytics_students as r (monthly, period, n)
  select g.monthly,
         case when g.monthly then date_trunc('month', (x.at at time zone z.time_zone))::date
              else (x.at at time zone z.time_zone)::date end,
         sum(x.n)
  from unnest(d) x cross join analytics_rollup_zone z cross join (values (false), (true)) g(monthly)
  where x.at is not null
  group by 1, 2
  having sum(x.n) <> 0
  order by 1, 2
  on conflict (monthly, period) do update set n = r.n + excluded.n
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_active_apply(d analytics_active_delta[]) RETURNS void LANGUAGE sql AS $$
  insert into analytics_active as r (monthly, period, user_id, n)
  select g.monthly,
         case when g.monthly then date_trunc('month', (x.at at time zone z.time_zone))::date
              else (x.at at time zone z.time_zone)::date end,
         x.user_id, sum(x.n)
  from unnest(d) x cross join analytics_rollup_zone z cross join (values (false), (true)) g(monthly)
  where x.at is not null
  group by 1, 2, 3
  having sum(x.n) <> 0
  order by 1, 2, 3
  on conflict (monthly, period, user_id) do update set n = r.n + excluded.n
$$;
--> statement-breakpoint
-- What one statement changed, kept until the commit. `purge`: users who left the students (or were
-- deleted) in this statement; at the fold every rollup row of activity of those of them who are
-- not students then is removed (decision 44: a student who becomes an instructor takes all their
-- activity out).
CREATE FUNCTION analytics_stage(
  money analytics_money_delta[] DEFAULT NULL,
  enrollments analytics_enrollment_delta[] DEFAULT NULL,
  students analytics_student_delta[] DEFAULT NULL,
  active analytics_active_delta[] DEFAULT NULL,
  purge integer[] DEFAULT NULL
) RETURNS void LANGUAGE sql AS $$
  insert into analytics_pending (money, enrollments, students, active, purge)
  select nullif(money, '{}'), nullif(enrollments, '{}'), nullif(students, '{}'),
         nullif(active, '{}'), nullif(purge, '{}')
  where cardinality(money) > 0 or cardinality(enrollments) > 0 or cardinality(students) > 0
     or cardinality(active) > 0 or cardinality(purge) > 0
$$;
--> statement-breakpoint
-- At the commit (deferred): the first call takes every delta this transaction staged and applies
-- them, rollup after rollup in a fixed order (the order rollup_rebuild() locks them in), each in
-- key order; the later calls of the same commit find nothing left and return.
CREATE FUNCTION analytics_fold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m analytics_money_delta[];
  e analytics_enrollment_delta[];
  s analytics_student_delta[];
  a analytics_active_delta[];
  p integer[];
BEGIN
  WITH gone AS (
    DELETE FROM analytics_pending WHERE xid = pg_current_xact_id()
    RETURNING money, enrollments, students, active, purge
  )
  SELECT (SELECT array_agg(d) FROM gone g, unnest(g.money) d),
         (SELECT array_agg(d) FROM gone g, unnest(g.enrollments) d),
         (SELECT array_agg(d) FROM gone g, unnest(g.students) d),
         (SELECT array_agg(d) FROM gone g, unnest(g.active) d),
         (SELECT array_agg(DISTINCT d) FROM gone g, unnest(g.purge) d)
  INTO m, e, s, a, p;
  IF m IS NOT NULL THEN PERFORM analytics_money_apply(m); END IF;
  IF e IS NOT NULL THEN PERFORM analytics_enrollments_apply(e); END IF;
  IF s IS NOT NULL THEN PERFORM analytics_students_apply(s); END IF;
  IF a IS NOT NULL THEN PERFORM analytics_active_apply(a); END IF;
  IF p IS NOT NULL THEN
    DELETE FROM analytics_active r
    WHERE r.user_id = ANY (p)
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND u.role IN ('user', 'student'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "analytics_pending_fold" AFTER INSERT ON "analytics_pending" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_fold();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_activity_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The log of a user deleted in the same statement is not counted here: the users trigger
  -- removes all of that user's rows.
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_stage(active => array(
      select analytics_active_of(a.created_at, a.user_id, a.action, u.role in ('user', 'student'), 1)
      from new_rows a join users u on u.id = a.user_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_stage(active => array(
      select analytics_active_of(a.created_at, a.user_id, a.action, u.role in ('user', 'student'), -1)
      from old_rows a join users u on u.id = a.user_id));
  ELSE
    PERFORM analytics_stage(active => array(
      select analytics_active_of(a.created_at, a.user_id, a.action, u.role in ('user', 'student'), -1)
      from old_rows a join users u on u.id = a.user_id
      union all
      select analytics_active_of(a.created_at, a.user_id, a.action, u.role in ('user', 'student'), 1)
      from new_rows a join users u on u.id = a.user_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_transactions_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_stage(money => array(
      select analytics_money_of(t, p.class_id, 1) from new_rows t left join payments p on p.id = t.payment_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_stage(money => array(
      select analytics_money_of(t, p.class_id, -1) from old_rows t left join payments p on p.id = t.payment_id));
  ELSE
    PERFORM analytics_stage(money => array(
      select analytics_money_of(t, p.class_id, -1) from old_rows t left join payments p on p.id = t.payment_id
      union all
      select analytics_money_of(t, p.class_id, 1) from new_rows t left join payments p on p.id = t.payment_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_payments_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_stage(money => array(
    select analytics_money_of(t, o.class_id, -1)
    from old_rows o join new_rows n on n.id = o.id join transactions t on t.payment_id = o.id
    where o.class_id is distinct from n.class_id
    union all
    select analytics_money_of(t, n.class_id, 1)
    from old_rows o join new_rows n on n.id = o.id join transactions t on t.payment_id = o.id
    where o.class_id is distinct from n.class_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_enrollments_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_stage(enrollments => array(select analytics_enrollment_of(e, 1) from new_rows e));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_stage(enrollments => array(select analytics_enrollment_of(e, -1) from old_rows e));
  ELSE
    PERFORM analytics_stage(enrollments => array(
      select analytics_enrollment_of(e, -1) from old_rows e
      union all
      select analytics_enrollment_of(e, 1) from new_rows e));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_users_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_stage(
      students => array(select analytics_student_of(u, 1) from new_rows u),
      active => array(
        select analytics_active_of(u.last_login, u.id, null, u.role in ('user', 'student'), 1) from new_rows u));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_stage(
      students => array(select analytics_student_of(u, -1) from old_rows u),
      purge => array(select id from old_rows));
  ELSE
    PERFORM analytics_stage(
      -- A login updates users too: only a change of role or sign-up time moves a count.
      students => array(
        select analytics_student_of(o, -1) from old_rows o join new_rows n on n.id = o.id
        where o.role is distinct from n.role or o.created_at is distinct from n.created_at
        union all
        select analytics_student_of(n, 1) from old_rows o join new_rows n on n.id = o.id
        where o.role is distinct from n.role or o.created_at is distinct from n.created_at),
      -- A student who stops being one takes all their activity out; one who becomes one brings it
      -- in; otherwise only the last login moves.
      active => array(
        select analytics_active_of(o.last_login, o.id, null, o.role in ('user', 'student'), -1)
        from old_rows o join new_rows n on n.id = o.id
        where o.last_login is distinct from n.last_login
          and (o.role in ('user', 'student')) = (n.role in ('user', 'student'))
        union all
        select analytics_active_of(n.last_login, n.id, null, n.role in ('user', 'student'), 1)
        from old_rows o join new_rows n on n.id = o.id
        where o.last_login is distinct from n.last_login
          and (o.role in ('user', 'student')) = (n.role in ('user', 'student'))
        union all
        select d from old_rows o join new_rows n on n.id = o.id
          cross join lateral analytics_active_of_user(n.id, case when n.role in ('user', 'student') then 1 else -1 end) d
        where (o.role in ('user', 'student')) <> (n.role in ('user', 'student'))),
      purge => array(
        select n.id from old_rows o join new_rows n on n.id = o.id
        where o.role in ('user', 'student') and n.role not in ('user', 'student')));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- As in migration 0008, and the deltas this transaction staged so far are dropped: the recount
-- already counts its own rows.
CREATE OR REPLACE FUNCTION rollup_rebuild(zone text DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE analytics_rollup_zone, analytics_money, analytics_enrollments, analytics_students, analytics_active IN EXCLUSIVE MODE;
  DELETE FROM analytics_pending WHERE xid = pg_current_xact_id();
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
