CREATE TABLE "external_training" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_training_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"completed_on" date NOT NULL,
	"hours" numeric(5, 1) NOT NULL,
	"cda_subject_areas" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_training_hours_positive" CHECK ("external_training"."hours" > 0),
	CONSTRAINT "external_training_cda_areas_range" CHECK ("external_training"."cda_subject_areas" <@ '{1,2,3,4,5,6,7,8}'::smallint[])
);
--> statement-breakpoint
ALTER TABLE "external_training" ADD CONSTRAINT "external_training_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_training" ADD CONSTRAINT "external_training_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_training_user_idx" ON "external_training" USING btree ("user_id","completed_on");