ALTER TABLE "classes" ADD COLUMN "training_hours" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "certificate_validity_months" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "cda_subject_areas" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "renewal_class_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "enrollment_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "certificate_number" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "verification_code" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "training_hours" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "session_start" date;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "session_end" date;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "instructor_name" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "rendered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_renewal_class_id_classes_id_fk" FOREIGN KEY ("renewal_class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_uq" ON "certificates" USING btree ("certificate_number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_verification_uq" ON "certificates" USING btree ("verification_code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_issued_enrollment_uq" ON "certificates" USING btree ("enrollment_id") WHERE enrollment_id is not null and superseded_at is null;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_training_hours_range" CHECK ("classes"."training_hours" is null or ("classes"."training_hours" >= 0 and "classes"."training_hours" <= 9999));--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_validity_range" CHECK ("classes"."certificate_validity_months" is null or ("classes"."certificate_validity_months" between 1 and 240));--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_cda_areas_range" CHECK ("classes"."cda_subject_areas" <@ '{1,2,3,4,5,6,7,8}'::smallint[]);--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_fields" CHECK ("certificates"."enrollment_id" is null or ("certificates"."certificate_number" is not null and "certificates"."verification_code" is not null and "certificates"."issued_at" is not null));--> statement-breakpoint
UPDATE "classes" SET "certificate_validity_months" = 24 WHERE "title" ILIKE '%cpr%' OR "title" ILIKE '%first aid%';
