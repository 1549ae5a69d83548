-- The catalogue's version (decision 0042) needs one counter bump per transaction that writes its
-- tables: the sum of the counters then changes when that transaction commits. Enroll Now's one
-- statement wrote two such tables (the session's seat counter and the enrolment) and so bumped
-- twice, each time choosing a free counter, inside the section where it holds the session's row
-- lock (decision 45). The first bump now records the transaction in a transaction-local setting
-- and later bumps of the same transaction return at once. The setting is undone with the
-- transaction or the savepoint that made it, like the bump itself, so a rolled-back bump is never
-- taken for one that stands.
CREATE OR REPLACE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	xact text := pg_current_xact_id()::text;
	home smallint := (xact::bigint % 64)::smallint;
BEGIN
	IF current_setting('careclass.catalogue_changed_in', true) = xact THEN
		RETURN NULL;
	END IF;
	UPDATE "catalogue_changes" SET "n" = "n" + 1
	WHERE "slot" = (SELECT "slot" FROM "catalogue_changes"
	                ORDER BY ("slot" + 64 - home) % 64
	                LIMIT 1 FOR UPDATE SKIP LOCKED);
	IF NOT FOUND THEN
		UPDATE "catalogue_changes" SET "n" = "n" + 1 WHERE "slot" = home;
	END IF;
	PERFORM set_config('careclass.catalogue_changed_in', xact, true);
	RETURN NULL;
END;
$$;
