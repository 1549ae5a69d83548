CREATE TABLE "class_materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"bucket" text,
	"file_path" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_materials_kind_fields" CHECK (("class_materials"."kind" = 'link' and "class_materials"."url" is not null and "class_materials"."file_path" is null)
        or ("class_materials"."kind" = 'file' and "class_materials"."url" is null and "class_materials"."file_path" is not null
            and "class_materials"."file_name" is not null and "class_materials"."file_type" is not null and "class_materials"."file_size" is not null)),
	CONSTRAINT "class_materials_size_range" CHECK ("class_materials"."file_size" is null or ("class_materials"."file_size" > 0 and "class_materials"."file_size" <= 5242880))
);
--> statement-breakpoint
ALTER TABLE "class_materials" ADD CONSTRAINT "class_materials_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_materials" ADD CONSTRAINT "class_materials_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_materials_class_idx" ON "class_materials" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "class_materials_file_idx" ON "class_materials" USING btree ("bucket","file_path");