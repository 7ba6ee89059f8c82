CREATE TABLE "analysis_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_imports_status_check" CHECK ("analysis_imports"."status" in ('QUEUED', 'RUNNING', 'DONE', 'ERROR'))
);
--> statement-breakpoint
CREATE TABLE "insight_tasks" (
	"insight_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_tasks_insight_id_task_id_pk" PRIMARY KEY("insight_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "participant_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"segment_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"language" text NOT NULL,
	"option_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"number_value" double precision,
	"number_value_max" double precision,
	"texts" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_imports" ADD CONSTRAINT "analysis_imports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_imports" ADD CONSTRAINT "analysis_imports_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_tasks" ADD CONSTRAINT "insight_tasks_insight_id_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."insights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_tasks" ADD CONSTRAINT "insight_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_answers" ADD CONSTRAINT "participant_answers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_answers" ADD CONSTRAINT "participant_answers_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_answers" ADD CONSTRAINT "participant_answers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_answers" ADD CONSTRAINT "participant_answers_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_answers" ADD CONSTRAINT "participant_answers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_imports_study_id_index" ON "analysis_imports" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "analysis_imports_client_id_index" ON "analysis_imports" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "insight_tasks_task_id_index" ON "insight_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participant_answers_interview_id_task_id_index" ON "participant_answers" USING btree ("interview_id","task_id");--> statement-breakpoint
CREATE INDEX "participant_answers_task_id_interview_id_index" ON "participant_answers" USING btree ("task_id","interview_id");--> statement-breakpoint
CREATE INDEX "participant_answers_study_id_index" ON "participant_answers" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "participant_answers_client_id_index" ON "participant_answers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "participant_answers_segment_id_index" ON "participant_answers" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "participant_answers_option_ids_idx" ON "participant_answers" USING gin ("option_ids");