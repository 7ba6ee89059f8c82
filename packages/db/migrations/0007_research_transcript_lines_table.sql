CREATE TABLE "transcript_lines" (
	"transcript_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"language" text NOT NULL,
	"start" double precision NOT NULL,
	"end" double precision NOT NULL,
	"text" text NOT NULL,
	"search_config" "regconfig" NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector("search_config", coalesce("text", '')) || to_tsvector('english'::regconfig, coalesce("text", ''))) STORED NOT NULL,
	CONSTRAINT "transcript_lines_transcript_id_position_pk" PRIMARY KEY("transcript_id","position")
);
--> statement-breakpoint
ALTER TABLE "transcript_lines" ADD CONSTRAINT "transcript_lines_transcript_id_interview_transcripts_id_fk" FOREIGN KEY ("transcript_id") REFERENCES "public"."interview_transcripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_lines" ADD CONSTRAINT "transcript_lines_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_lines" ADD CONSTRAINT "transcript_lines_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcript_lines_client_id_index" ON "transcript_lines" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "transcript_lines_interview_id_index" ON "transcript_lines" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "transcript_lines_search_vector_idx" ON "transcript_lines" USING gin ("search_vector");