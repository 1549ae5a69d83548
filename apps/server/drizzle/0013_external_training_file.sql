ALTER TABLE "external_training" ADD COLUMN "file_path" text;--> statement-breakpoint
ALTER TABLE "external_training" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "external_training" ADD COLUMN "file_type" text;--> statement-breakpoint
ALTER TABLE "external_training" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "external_training" ADD CONSTRAINT "external_training_file_complete" CHECK (("external_training"."file_path" is null) = ("external_training"."file_name" is null) and ("external_training"."file_path" is null) = ("external_training"."file_type" is null) and ("external_training"."file_path" is null) = ("external_training"."file_size" is null));