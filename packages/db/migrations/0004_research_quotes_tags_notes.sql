CREATE TABLE "quote_tags" (
	"quote_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "quote_tags_quote_id_tag_id_pk" PRIMARY KEY("quote_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "interview_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"quote_id" uuid,
	"author_id" uuid NOT NULL,
	"visibility" text NOT NULL,
	"start" double precision NOT NULL,
	"end" double precision NOT NULL,
	"body" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("body", ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_notes_visibility_check" CHECK ("interview_notes"."visibility" in ('PRIVATE', 'TEAM'))
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_tags" ADD CONSTRAINT "quote_tags_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_tags" ADD CONSTRAINT "quote_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_notes" ADD CONSTRAINT "interview_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_notes" ADD CONSTRAINT "interview_notes_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_notes" ADD CONSTRAINT "interview_notes_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_notes" ADD CONSTRAINT "interview_notes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_notes" ADD CONSTRAINT "interview_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_tags_tag_id_index" ON "quote_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "interview_notes_interview_id_start_index" ON "interview_notes" USING btree ("interview_id","start");--> statement-breakpoint
CREATE INDEX "interview_notes_client_id_study_id_index" ON "interview_notes" USING btree ("client_id","study_id");--> statement-breakpoint
CREATE INDEX "interview_notes_quote_id_index" ON "interview_notes" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "interview_notes_author_id_index" ON "interview_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "interview_notes_search_vector_idx" ON "interview_notes" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;