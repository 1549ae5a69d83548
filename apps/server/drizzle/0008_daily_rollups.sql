-- Analytics rollups kept by triggers in the transaction of each write (docs/decisions/0044).
-- Each rollup has two grains in one table: a day (monthly = false) and a calendar month (monthly =
-- true, period = its first day), both in the provider's time zone; a range reads whole months from
-- the month rows and only its partial first and last months from the day rows.
CREATE TABLE "analytics_rollup_zone" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "analytics_rollup_zone_one_row" CHECK ("analytics_rollup_zone"."id")
);
--> statement-breakpoint
CREATE TABLE "analytics_money" (
	"monthly" boolean NOT NULL,
	"period" date NOT NULL,
	"class_id" integer NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"refund_cents" bigint DEFAULT 0 NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_money_pk" PRIMARY KEY("monthly","period","class_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_enrollments" (
	"monthly" boolean NOT NULL,
	"period" date NOT NULL,
	"session_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"status" "enrollment_status" NOT NULL,
	"enrollment_type" "enrollment_type" NOT NULL,
	"archived" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_enrollments_pk" PRIMARY KEY("monthly","period","session_id","class_id","status","enrollment_type","archived")
);
--> statement-breakpoint
CREATE TABLE "analytics_students" (
	"monthly" boolean NOT NULL,
	"period" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_students_pk" PRIMARY KEY("monthly","period")
);
--> statement-breakpoint
CREATE TABLE "analytics_active" (
	"monthly" boolean NOT NULL,
	"period" date NOT NULL,
	"user_id" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_active_pk" PRIMARY KEY("monthly","period","user_id")
);
--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at","action","user_id");
--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login");
--> statement-breakpoint
CREATE TYPE "public"."analytics_money_delta" AS ("at" timestamp with time zone, "class_id" integer, "gross_cents" bigint, "refund_cents" bigint, "payment_count" integer, "refund_count" integer);
--> statement-breakpoint
CREATE TYPE "public"."analytics_enrollment_delta" AS ("at" timestamp with time zone, "session_id" integer, "class_id" integer, "status" "enrollment_status", "enrollment_type" "enrollment_type", "archived" boolean, "n" integer);
--> statement-breakpoint
CREATE TYPE "public"."analytics_student_delta" AS ("at" timestamp with time zone, "n" integer);
--> statement-breakpoint
CREATE TYPE "public"."analytics_active_delta" AS ("at" timestamp with time zone, "user_id" integer, "n" integer);
--> statement-breakpoint
CREATE FUNCTION analytics_zone() RETURNS text LANGUAGE sql STABLE AS $$
  select time_zone from analytics_rollup_zone where id
$$;
--> statement-breakpoint
-- Adds signed deltas to the day and month rows of the instants they fall on.
CREATE FUNCTION analytics_money_apply(d analytics_money_delta[]) RETURNS void LANGUAGE sql AS $$
  insert into analytics_money as m (monthly, period, class_id, gross_cents, refund_cents, payment_count, refund_count)
  select g.monthly,
         case when g.monthly then date_trunc('month', (x.at at time zone z.time_zone))::date
              else (x.at at time zone z.time_zone)::date end,
         x.class_id, sum(x.gross_cents), sum(x.refund_cents), sum(x.payment_count), sum(x.refund_count)
  from unnest(d) x cross join analytics_rollup_zone z cross join (values (false), (true)) g(monthly)
  where x.at is not null
  group by 1, 2, 3
  having sum(x.gross_cents) <> 0 or sum(x.refund_cents) <> 0 or sum(x.payment_count) <> 0 or sum(x.refund_count) <> 0
  on conflict (monthly, period, class_id) do update
    set gross_cents = m.gross_cents + excluded.gross_cents,
        refund_cents = m.refund_cents + excluded.refund_cents,
        payment_count = m.payment_count + excluded.payment_count,
        refund_count = m.refund_count + excluded.refund_count
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_enrollments_apply(d analytics_enrollment_delta[]) RETURNS void LANGUAGE sql AS $$
  insert into analytics_enrollments as r (monthly, period, session_id, class_id, status, enrollment_type, archived, n)
  select g.monthly,
         case when g.monthly then date_trunc('month', (x.at at time zone z.time_zone))::date
              else (x.at at time zone z.time_zone)::date end,
         x.session_id, x.class_id, x.status, x.enrollment_type, x.archived, sum(x.n)
  from unnest(d) x cross join analytics_rollup_zone z cross join (values (false), (true)) g(monthly)
  where x.at is not null
  group by 1, 2, 3, 4, 5, 6, 7
  having sum(x.n) <> 0
  on conflict (monthly, period, session_id, class_id, status, enrollment_type, archived) do update
    set n = r.n + excluded.n
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_students_apply(d analytics_student_delta[]) RETURNS void LANGUAGE sql AS $$
  insert into analytics_students as r (monthly, period, n)
  select g.monthly,
         case when g.monthly then date_trunc('month', (x.at at time zone z.time_zone))::date
              else (x.at at time zone z.time_zone)::date end,
         sum(x.n)
  from unnest(d) x cross join analytics_rollup_zone z cross join (values (false), (true)) g(monthly)
  where x.at is not null
  group by 1, 2
  having sum(x.n) <> 0
  on conflict (monthly, period) do update set n = r.n + excluded.n
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_active_apply(d analytics_active_delta[]) RETURNS void LANGUAGE sql AS $$
  insert into analytics_active as r (monthly, period, user_id, n)
  select g.monthly,
         case when g.monthly then date_trunc('month', (x.at at time zone z.time_zone))::date
              else (x.at at time zone z.time_zone)::date end,
         x.user_id, sum(x.n)
  from unnest(d) x cross join analytics_rollup_zone z cross join (values (false), (true)) g(monthly)
  where x.at is not null
  group by 1, 2, 3
  having sum(x.n) <> 0
  on conflict (monthly, period, user_id) do update set n = r.n + excluded.n
$$;
--> statement-breakpoint
-- What makes a student active (docs/decisions/0011): an activity entry of their own making, or
-- their last login; `is_student` is their role's answer at the time of the write.
CREATE FUNCTION analytics_active_of(at timestamp with time zone, user_id integer, action text, is_student boolean, sign integer) RETURNS analytics_active_delta LANGUAGE sql IMMUTABLE AS $$
  select case when is_student and at is not null
                and (action is null or action in ('login', 'profile_update', 'enrollment_requested', 'waitlist_joined', 'payment_made'))
         then row(at, user_id, sign)::analytics_active_delta end
$$;
--> statement-breakpoint
-- Everything a student is counted active for: each self entry of the log and the last login.
CREATE FUNCTION analytics_active_of_user(uid integer, sign integer) RETURNS SETOF analytics_active_delta LANGUAGE sql STABLE AS $$
  select analytics_active_of(a.created_at, a.user_id, a.action, true, sign) from activity_log a where a.user_id = uid
  union all
  select analytics_active_of(u.last_login, u.id, null, true, sign) from users u where u.id = uid
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_activity_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The log of a user deleted in the same statement is not counted here: the users trigger
  -- removes all of that user's rows.
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_active_apply(array(
      select analytics_active_of(a.created_at, a.user_id, a.action, u.role in ('user', 'student'), 1)
      from new_rows a join users u on u.id = a.user_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_active_apply(array(
      select analytics_active_of(a.created_at, a.user_id, a.action, u.role in ('user', 'student'), -1)
      from old_rows a join users u on u.id = a.user_id));
  ELSE
    PERFORM analytics_active_apply(array(
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
-- The money rows (docs/decisions/0011): payments received (completed, or refunded later) and
-- completed refunds, by the class of the payment they belong to (0: none).
CREATE FUNCTION analytics_money_of(t transactions, class_id integer, sign integer) RETURNS analytics_money_delta LANGUAGE sql IMMUTABLE AS $$
  select case when (t.type = 'payment' and t.status in ('completed', 'refunded'))
                or (t.type = 'refund' and t.status = 'completed')
         then row(t.created_at, coalesce(class_id, 0),
                  sign * case when t.type = 'payment' then t.amount_cents else 0 end,
                  sign * case when t.type = 'refund' then abs(t.amount_cents) else 0 end,
                  sign * (t.type = 'payment')::int, sign * (t.type = 'refund')::int)::analytics_money_delta
         end
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_enrollment_of(e enrollments, sign integer) RETURNS analytics_enrollment_delta LANGUAGE sql IMMUTABLE AS $$
  select row(e.enrolled_at, e.session_id, e.class_id, e.status, e.enrollment_type,
             e.archived_at is not null, sign)::analytics_enrollment_delta
$$;
--> statement-breakpoint
-- The students are the roles user and student (docs/decisions/0011).
CREATE FUNCTION analytics_student_of(u users, sign integer) RETURNS analytics_student_delta LANGUAGE sql IMMUTABLE AS $$
  select case when u.role in ('user', 'student') then row(u.created_at, sign)::analytics_student_delta end
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_transactions_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_money_apply(array(
      select analytics_money_of(t, p.class_id, 1) from new_rows t left join payments p on p.id = t.payment_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_money_apply(array(
      select analytics_money_of(t, p.class_id, -1) from old_rows t left join payments p on p.id = t.payment_id));
  ELSE
    PERFORM analytics_money_apply(array(
      select analytics_money_of(t, p.class_id, -1) from old_rows t left join payments p on p.id = t.payment_id
      union all
      select analytics_money_of(t, p.class_id, 1) from new_rows t left join payments p on p.id = t.payment_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A payment moved to another class (or its class deleted) moves its transactions' money.
CREATE FUNCTION analytics_payments_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_money_apply(array(
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
CREATE FUNCTION analytics_enrollments_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_enrollments_apply(array(select analytics_enrollment_of(e, 1) from new_rows e));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_enrollments_apply(array(select analytics_enrollment_of(e, -1) from old_rows e));
  ELSE
    PERFORM analytics_enrollments_apply(array(
      select analytics_enrollment_of(e, -1) from old_rows e
      union all
      select analytics_enrollment_of(e, 1) from new_rows e));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_users_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_students_apply(array(select analytics_student_of(u, 1) from new_rows u));
    PERFORM analytics_active_apply(array(
      select analytics_active_of(u.last_login, u.id, null, u.role in ('user', 'student'), 1) from new_rows u));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_students_apply(array(select analytics_student_of(u, -1) from old_rows u));
    DELETE FROM analytics_active WHERE user_id IN (select id from old_rows);
  ELSE
    -- A login updates users too: only a change of role or sign-up time moves a count.
    PERFORM analytics_students_apply(array(
      select analytics_student_of(o, -1) from old_rows o join new_rows n on n.id = o.id
      where o.role is distinct from n.role or o.created_at is distinct from n.created_at
      union all
      select analytics_student_of(n, 1) from old_rows o join new_rows n on n.id = o.id
      where o.role is distinct from n.role or o.created_at is distinct from n.created_at));
    -- A student who stops being one takes all their activity out; one who becomes one brings it
    -- in; otherwise only the last login moves.
    PERFORM analytics_active_apply(array(
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
      where (o.role in ('user', 'student')) <> (n.role in ('user', 'student'))));
    DELETE FROM analytics_active a USING new_rows n
    WHERE a.user_id = n.id AND n.role not in ('user', 'student');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every rollup recounted from the rows, in `zone` when given (the provider's time zone changed).
-- The exclusive locks make writes that started before wait for the recount to see them, and
-- writes that start during it wait to add their own deltas after it.
CREATE FUNCTION rollup_rebuild(zone text DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE analytics_rollup_zone, analytics_money, analytics_enrollments, analytics_students, analytics_active IN EXCLUSIVE MODE;
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
--> statement-breakpoint
-- The provider's time zone changed: the days and months of every rollup move with it.
CREATE FUNCTION analytics_settings_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.value #>> '{}') IS DISTINCT FROM analytics_zone() THEN
    PERFORM rollup_rebuild(NEW.value #>> '{}');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "analytics_transactions_insert" AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_transactions_rollup();
--> statement-breakpoint
CREATE TRIGGER "analytics_transactions_update" AFTER UPDATE ON "transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_transactions_rollup();
--> statement-breakpoint
CREATE TRIGGER "analytics_transactions_delete" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_transactions_rollup();
--> statement-breakpoint
CREATE TRIGGER "analytics_payments_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_payments_rollup();
--> statement-breakpoint
CREATE TRIGGER "analytics_enrollments_insert" AFTER INSERT ON "enrollments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_enrollments_rollup();
--> statement-breakpoint
CREATE TRIGGER "analytics_enrollments_update" AFTER UPDATE ON "enrollments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_enrollments_rollup();
--> statement-breakpoint
CREATE TRIGGER "analytics_enrollments_delete" AFTER DELETE ON "enrollments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_enrollments_rollup();
--> statement-breakpoint
CREATE TRIGGER "analytics_users_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_users_rollup();
--> statement-breakpoint
CREATE TRIGGER "analytics_users_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_users_rollup();
--> statement-breakpoint
CREATE TRIGGER "analytics_users_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_users_rollup();
--> statement-breakpoint
CREATE TRIGGER "analytics_activity_insert" AFTER INSERT ON "activity_log" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_activity_rollup();
--> statement-breakpoint
CREATE TRIGGER "analytics_activity_update" AFTER UPDATE ON "activity_log" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_activity_rollup();
--> statement-breakpoint
CREATE TRIGGER "analytics_activity_delete" AFTER DELETE ON "activity_log" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_activity_rollup();
--> statement-breakpoint
CREATE TRIGGER "analytics_settings_zone" AFTER INSERT OR UPDATE ON "settings" FOR EACH ROW WHEN (NEW.key = 'time_zone') EXECUTE FUNCTION analytics_settings_rollup();
--> statement-breakpoint
INSERT INTO "analytics_rollup_zone" ("id", "time_zone")
SELECT true, coalesce((SELECT value #>> '{}' FROM settings WHERE key = 'time_zone'), 'America/New_York');
--> statement-breakpoint
SELECT rollup_rebuild();
