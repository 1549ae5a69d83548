CREATE TYPE "public"."language" AS ENUM('en', 'es');--> statement-breakpoint
CREATE TYPE "public"."teaching_language" AS ENUM('en', 'es', 'bilingual');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "language" "teaching_language";--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "language" "teaching_language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD COLUMN "title_template_es" text;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD COLUMN "message_template_es" text;