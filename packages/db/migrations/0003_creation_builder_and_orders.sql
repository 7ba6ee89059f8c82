CREATE TABLE "study_builder_states" (
	"study_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"step_name" text DEFAULT 'SELECT_TEMPLATE' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"recruitment" jsonb DEFAULT '{"method":null,"quality_review":false,"segments":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_builder_states_step_name_check" CHECK ("study_builder_states"."step_name" in ('SELECT_TEMPLATE', 'STIMULI', 'AI_BRIEF', 'OUTLINE', 'AI_OUTLINE', 'STUDY_DESIGN', 'AI_STUDY_DESIGN', 'RECRUIT', 'CONFIRM'))
);
--> statement-breakpoint
CREATE TABLE "study_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"ordered_by" uuid,
	"method" text NOT NULL,
	"quality_review" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"participant_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_orders_studyId_unique" UNIQUE("study_id"),
	CONSTRAINT "study_orders_participantToken_unique" UNIQUE("participant_token"),
	CONSTRAINT "study_orders_method_check" CHECK ("study_orders"."method" in ('SHAREABLE_LINK', 'SPECIALIST'))
);
--> statement-breakpoint
ALTER TABLE "study_templates" ADD COLUMN "purpose" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "study_templates" ADD COLUMN "audience" text;--> statement-breakpoint
ALTER TABLE "study_templates" ADD COLUMN "introduction" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "study_templates" ADD COLUMN "language_codes" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "study_builder_states" ADD CONSTRAINT "study_builder_states_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_builder_states" ADD CONSTRAINT "study_builder_states_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_orders" ADD CONSTRAINT "study_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_orders" ADD CONSTRAINT "study_orders_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_orders" ADD CONSTRAINT "study_orders_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_builder_states_client_id_index" ON "study_builder_states" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "study_orders_client_id_index" ON "study_orders" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "study_templates" ADD CONSTRAINT "study_templates_audience_check" CHECK ("study_templates"."audience" in ('BUSINESS_PROFESSIONALS', 'PRIVATE_CUSTOMERS'));