CREATE TABLE "segment_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"source_segment_id" uuid NOT NULL,
	"target_study_id" uuid NOT NULL,
	"target_segment_id" uuid,
	"requested_by" uuid,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"interviews" integer DEFAULT 0 NOT NULL,
	"error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segment_imports_status_check" CHECK ("segment_imports"."status" in ('QUEUED', 'RUNNING', 'DONE', 'ERROR'))
);
--> statement-breakpoint
ALTER TABLE "segment_imports" ADD CONSTRAINT "segment_imports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_imports" ADD CONSTRAINT "segment_imports_source_segment_id_segments_id_fk" FOREIGN KEY ("source_segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_imports" ADD CONSTRAINT "segment_imports_target_study_id_studies_id_fk" FOREIGN KEY ("target_study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_imports" ADD CONSTRAINT "segment_imports_target_segment_id_segments_id_fk" FOREIGN KEY ("target_segment_id") REFERENCES "public"."segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_imports" ADD CONSTRAINT "segment_imports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "segment_imports_source_segment_id_target_study_id_index" ON "segment_imports" USING btree ("source_segment_id","target_study_id");--> statement-breakpoint
CREATE INDEX "segment_imports_client_id_index" ON "segment_imports" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "segment_imports_target_study_id_index" ON "segment_imports" USING btree ("target_study_id");--> statement-breakpoint
CREATE INDEX "segment_imports_target_segment_id_index" ON "segment_imports" USING btree ("target_segment_id");