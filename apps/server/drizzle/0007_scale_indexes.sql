-- Indexes for the back office at scale (docs/decisions/0043).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- User search matches a term anywhere in one expression (admin-users.repository.ts, `searchable`).
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name" || chr(31) || "email") gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "enrollments_enrolled_idx" ON "enrollments" USING btree ("enrolled_at","id");--> statement-breakpoint
CREATE INDEX "enrollments_class_enrolled_idx" ON "enrollments" USING btree ("class_id","enrolled_at","id");--> statement-breakpoint
CREATE INDEX "enrollments_live_idx" ON "enrollments" USING btree ("status","user_id") WHERE "enrollment_type" = 'active';--> statement-breakpoint
CREATE INDEX "certificates_upload_idx" ON "certificates" USING btree ("upload_date","id");--> statement-breakpoint
CREATE INDEX "certificates_expiry_idx" ON "certificates" USING btree ("expiration_date");--> statement-breakpoint
CREATE INDEX "transactions_ledger_idx" ON "transactions" USING btree ("created_at","id") WHERE "type" <> 'reminder';
