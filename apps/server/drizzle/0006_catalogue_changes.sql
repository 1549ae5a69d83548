-- The catalogue's version (decision 0042): every statement that writes a table the public
-- catalogue is built from adds one to a counter, in the writer's transaction, so the sum of the
-- counters changes exactly when such a write commits. The counters are striped over 64 rows so
-- that concurrent writers do not queue on one row lock until they commit.
CREATE TABLE "catalogue_changes" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_changes" ("slot") SELECT g FROM generate_series(0, 63) g;
--> statement-breakpoint
-- A writer takes the first counter no other transaction holds, starting from its own transaction
-- id's slot (its own counter is never skipped), so it never waits on another writer and two
-- writers can never deadlock over the counters; only when all 64 are held does it wait for its own.
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	home smallint := (pg_current_xact_id()::text::bigint % 64)::smallint;
BEGIN
	UPDATE "catalogue_changes" SET "n" = "n" + 1
	WHERE "slot" = (SELECT "slot" FROM "catalogue_changes"
	                ORDER BY ("slot" + 64 - home) % 64
	                LIMIT 1 FOR UPDATE SKIP LOCKED);
	IF NOT FOUND THEN
		UPDATE "catalogue_changes" SET "n" = "n" + 1 WHERE "slot" = home;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "classes_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "classes"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "class_sessions_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "class_sessions"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "enrollments_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "enrollments"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "settings_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
-- Instructors' names are shown in the catalogue; a user row is otherwise not part of it (a deleted
-- instructor reaches classes and sessions through their foreign keys, which fire those triggers).
CREATE TRIGGER "users_catalogue_changed" AFTER UPDATE OF "first_name", "last_name" ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
