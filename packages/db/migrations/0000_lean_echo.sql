CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"can_invite_team_members" boolean DEFAULT true NOT NULL,
	"invite_new_users_by_permission" boolean DEFAULT false NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"seats" integer DEFAULT 25 NOT NULL,
	"socrat_client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"project_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_clients" (
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_clients_user_id_client_id_pk" PRIMARY KEY("user_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"name" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"job_title" text,
	"company_department" text,
	"image" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"auto_grant_new_projects" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('Active', 'Pending'))
);
--> statement-breakpoint
CREATE TABLE "project_users" (
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_users_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"image_key" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"study_type_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"min_stimuli_count" integer DEFAULT 0 NOT NULL,
	"max_stimuli_count" integer DEFAULT 5 NOT NULL,
	"language_code" text DEFAULT 'en' NOT NULL,
	"image_key" text,
	"objectives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tasks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "business_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"segment_id" uuid,
	"method" text NOT NULL,
	"age_min" integer,
	"age_max" integer,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"gender" text[] DEFAULT '{}'::text[] NOT NULL,
	"devices" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text,
	"required_interviews" integer DEFAULT 0 NOT NULL,
	"custom_criteria" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruitment_items_method_check" CHECK ("recruitment_items"."method" in ('SHAREABLE_LINK', 'SPECIALIST'))
);
--> statement-breakpoint
CREATE TABLE "segment_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"segment_group_id" uuid,
	"title" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"project_id" uuid,
	"study_type_id" uuid,
	"template_id" uuid,
	"created_by" uuid,
	"title" text NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"display_status_code" text DEFAULT 'IN_PREPARATION' NOT NULL,
	"data_source" text,
	"brief" text,
	"recruit_method" text,
	"client_created" boolean DEFAULT false NOT NULL,
	"usertribe_producers" text[] DEFAULT '{}'::text[] NOT NULL,
	"quality_assurance" boolean DEFAULT false NOT NULL,
	"audience" text,
	"cover_image_key" text,
	"key_takeaways" jsonb,
	"is_cross_segments_enabled" boolean DEFAULT false NOT NULL,
	"socrat_study_id" text,
	"socrat_project_id" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studies_status_check" CHECK ("studies"."status" in ('IMPORTED', 'IN_PROGRESS', 'DRAFT')),
	CONSTRAINT "studies_display_status_code_check" CHECK ("studies"."display_status_code" in ('IN_PREPARATION', 'COMPLETED')),
	CONSTRAINT "studies_data_source_check" CHECK ("studies"."data_source" in ('UPLOAD', 'CAPTURE', 'MODERATED')),
	CONSTRAINT "studies_audience_check" CHECK ("studies"."audience" in ('BUSINESS_PROFESSIONALS', 'PRIVATE_CUSTOMERS'))
);
--> statement-breakpoint
CREATE TABLE "study_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"link" text,
	"file_key" text,
	"file_name" text,
	"file_mime_type" text,
	"android_link" text,
	"ios_link" text,
	"thumbnail_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_materials_kind_check" CHECK ("study_materials"."kind" in ('FILE', 'LINK', 'FILE_LINK'))
);
--> statement-breakpoint
CREATE TABLE "study_tags" (
	"study_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "study_tags_study_id_tag_id_pk" PRIMARY KEY("study_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"segment_id" uuid,
	"business_question_id" uuid,
	"parent_task_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"position_name" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"options_type" text,
	"text" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scale_points" integer,
	"study_material_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_type_check" CHECK ("tasks"."type" in ('TEXT_ONLY', 'FREE_TEXT', 'CHECKBOX', 'RADIO', 'OBSERVATION', 'SUBTASKS', 'SCORING', 'NUMBER', 'OPEN_LIST', 'NUMBER_RANGE', 'MOBILE_APP_SETUP')),
	CONSTRAINT "tasks_options_type_check" CHECK ("tasks"."options_type" in ('TEXT_ONLY', 'SUBTASKS'))
);
--> statement-breakpoint
CREATE TABLE "interview_transcripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"language" text NOT NULL,
	"is_original" boolean NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"segment_id" uuid NOT NULL,
	"language" text NOT NULL,
	"duration" double precision DEFAULT 0 NOT NULL,
	"participant_name" text DEFAULT '' NOT NULL,
	"participant_age" integer,
	"participant_country" text,
	"video_key" text,
	"face_video_key" text,
	"thumbnail_key" text,
	"subtitles_original_key" text,
	"subtitles_en_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"segment_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"task_id" uuid,
	"business_question_id" uuid,
	"language" text NOT NULL,
	"start" double precision NOT NULL,
	"end" double precision NOT NULL,
	"content_original" text NOT NULL,
	"content_en" text,
	"thumbnail_key" text,
	"participant_name" text DEFAULT '' NOT NULL,
	"search_config" "regconfig" NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector("search_config", coalesce("content_original", '')) || to_tsvector('english'::regconfig, coalesce("content_en", ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showreel_quotes" (
	"showreel_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"start" double precision NOT NULL,
	"end" double precision NOT NULL,
	CONSTRAINT "showreel_quotes_showreel_id_quote_id_pk" PRIMARY KEY("showreel_id","quote_id")
);
--> statement-breakpoint
CREATE TABLE "showreels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"segment_id" uuid,
	"project_id" uuid,
	"created_by" uuid,
	"type" text DEFAULT 'CUSTOM' NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"error" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"thumbnail_key" text,
	"video_key" text,
	"subtitles_original_key" text,
	"subtitles_en_key" text,
	"duration" double precision,
	"ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showreels_type_check" CHECK ("showreels"."type" in ('CURATED', 'CUSTOM')),
	CONSTRAINT "showreels_status_check" CHECK ("showreels"."status" in ('CREATED', 'PROCESSING', 'READY', 'ERROR'))
);
--> statement-breakpoint
CREATE TABLE "analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"showreel_id" uuid,
	"title" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"key_takeaways" jsonb,
	"cover_image_key" text,
	"cover_video" jsonb,
	"intro_video" jsonb,
	"podcast" jsonb,
	"presentation" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_categories" (
	"analysis_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "analysis_categories_analysis_id_category_id_pk" PRIMARY KEY("analysis_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "insight_quotes" (
	"insight_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_quotes_insight_id_quote_id_pk" PRIMARY KEY("insight_id","quote_id")
);
--> statement-breakpoint
CREATE TABLE "insights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"study_id" uuid NOT NULL,
	"business_question_id" uuid,
	"showreel_id" uuid,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"label" text,
	"key_takeaways" jsonb,
	"charts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_image_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_categories" (
	"board_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "board_categories_board_id_category_id_pk" PRIMARY KEY("board_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"label" text,
	"description" text DEFAULT '' NOT NULL,
	"cover_image_key" text,
	"cover_video" jsonb,
	"always_on" boolean DEFAULT false NOT NULL,
	"highlighted_interview_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"board_id" uuid,
	"segment_group_id" uuid,
	"state" text DEFAULT 'POPULATED' NOT NULL,
	"title" text NOT NULL,
	"story_content" jsonb,
	"slides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_video" jsonb,
	"participant_cover_video" jsonb,
	"counts" jsonb DEFAULT '{"interviews":0,"markets":0}'::jsonb NOT NULL,
	"highlighted_interview_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_state_check" CHECK ("stories"."state" in ('DRAFT', 'POPULATED'))
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_replaced_by_refresh_tokens_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."refresh_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_clients" ADD CONSTRAINT "user_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_clients" ADD CONSTRAINT "user_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_users" ADD CONSTRAINT "project_users_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_users" ADD CONSTRAINT "project_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_templates" ADD CONSTRAINT "study_templates_study_type_id_study_types_id_fk" FOREIGN KEY ("study_type_id") REFERENCES "public"."study_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_questions" ADD CONSTRAINT "business_questions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_questions" ADD CONSTRAINT "business_questions_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_items" ADD CONSTRAINT "recruitment_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_items" ADD CONSTRAINT "recruitment_items_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_items" ADD CONSTRAINT "recruitment_items_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_groups" ADD CONSTRAINT "segment_groups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_groups" ADD CONSTRAINT "segment_groups_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_segment_group_id_segment_groups_id_fk" FOREIGN KEY ("segment_group_id") REFERENCES "public"."segment_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_study_type_id_study_types_id_fk" FOREIGN KEY ("study_type_id") REFERENCES "public"."study_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_template_id_study_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."study_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_materials" ADD CONSTRAINT "study_materials_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_materials" ADD CONSTRAINT "study_materials_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_tags" ADD CONSTRAINT "study_tags_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_tags" ADD CONSTRAINT "study_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_business_question_id_business_questions_id_fk" FOREIGN KEY ("business_question_id") REFERENCES "public"."business_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_parent_task_id_tasks_id_fk" FOREIGN KEY ("parent_task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_transcripts" ADD CONSTRAINT "interview_transcripts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_transcripts" ADD CONSTRAINT "interview_transcripts_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_business_question_id_business_questions_id_fk" FOREIGN KEY ("business_question_id") REFERENCES "public"."business_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreel_quotes" ADD CONSTRAINT "showreel_quotes_showreel_id_showreels_id_fk" FOREIGN KEY ("showreel_id") REFERENCES "public"."showreels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreel_quotes" ADD CONSTRAINT "showreel_quotes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreels" ADD CONSTRAINT "showreels_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreels" ADD CONSTRAINT "showreels_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreels" ADD CONSTRAINT "showreels_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreels" ADD CONSTRAINT "showreels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showreels" ADD CONSTRAINT "showreels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_showreel_id_showreels_id_fk" FOREIGN KEY ("showreel_id") REFERENCES "public"."showreels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_categories" ADD CONSTRAINT "analysis_categories_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_categories" ADD CONSTRAINT "analysis_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_quotes" ADD CONSTRAINT "insight_quotes_insight_id_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."insights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_quotes" ADD CONSTRAINT "insight_quotes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_business_question_id_business_questions_id_fk" FOREIGN KEY ("business_question_id") REFERENCES "public"."business_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_showreel_id_showreels_id_fk" FOREIGN KEY ("showreel_id") REFERENCES "public"."showreels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_categories" ADD CONSTRAINT "board_categories_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_categories" ADD CONSTRAINT "board_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_segment_group_id_segment_groups_id_fk" FOREIGN KEY ("segment_group_id") REFERENCES "public"."segment_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_client_id_index" ON "invitations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invitations_email_index" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "invitations_user_id_index" ON "invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invitations_invited_by_index" ON "invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_index" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_index" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_index" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_index" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_index" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "user_clients_client_id_index" ON "user_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "users_client_id_index" ON "users" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "users_role_id_index" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "project_users_user_id_index" ON "project_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "projects_client_id_index" ON "projects" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "articles_published_at_index" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "study_templates_study_type_id_index" ON "study_templates" USING btree ("study_type_id");--> statement-breakpoint
CREATE INDEX "business_questions_client_id_index" ON "business_questions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "business_questions_study_id_position_index" ON "business_questions" USING btree ("study_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_client_id_title_index" ON "categories" USING btree ("client_id","title");--> statement-breakpoint
CREATE INDEX "recruitment_items_client_id_index" ON "recruitment_items" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "recruitment_items_study_id_index" ON "recruitment_items" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "recruitment_items_segment_id_index" ON "recruitment_items" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "segment_groups_client_id_index" ON "segment_groups" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "segment_groups_study_id_index" ON "segment_groups" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "segments_client_id_index" ON "segments" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "segments_study_id_position_index" ON "segments" USING btree ("study_id","position");--> statement-breakpoint
CREATE INDEX "segments_segment_group_id_index" ON "segments" USING btree ("segment_group_id");--> statement-breakpoint
CREATE INDEX "studies_client_id_created_at_index" ON "studies" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "studies_project_id_index" ON "studies" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "studies_study_type_id_index" ON "studies" USING btree ("study_type_id");--> statement-breakpoint
CREATE INDEX "studies_template_id_index" ON "studies" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "studies_created_by_index" ON "studies" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "study_materials_client_id_index" ON "study_materials" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "study_materials_study_id_position_index" ON "study_materials" USING btree ("study_id","position");--> statement-breakpoint
CREATE INDEX "study_tags_tag_id_index" ON "study_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_client_id_title_index" ON "tags" USING btree ("client_id","title");--> statement-breakpoint
CREATE INDEX "tasks_client_id_index" ON "tasks" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "tasks_study_id_position_index" ON "tasks" USING btree ("study_id","position");--> statement-breakpoint
CREATE INDEX "tasks_segment_id_index" ON "tasks" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "tasks_business_question_id_index" ON "tasks" USING btree ("business_question_id");--> statement-breakpoint
CREATE INDEX "tasks_parent_task_id_index" ON "tasks" USING btree ("parent_task_id");--> statement-breakpoint
CREATE INDEX "interview_transcripts_client_id_index" ON "interview_transcripts" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_transcripts_interview_id_language_index" ON "interview_transcripts" USING btree ("interview_id","language");--> statement-breakpoint
CREATE INDEX "interviews_client_id_index" ON "interviews" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "interviews_study_id_index" ON "interviews" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "interviews_segment_id_index" ON "interviews" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "quotes_client_id_study_id_index" ON "quotes" USING btree ("client_id","study_id");--> statement-breakpoint
CREATE INDEX "quotes_study_id_index" ON "quotes" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "quotes_segment_id_index" ON "quotes" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "quotes_interview_id_start_index" ON "quotes" USING btree ("interview_id","start");--> statement-breakpoint
CREATE INDEX "quotes_task_id_index" ON "quotes" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "quotes_business_question_id_index" ON "quotes" USING btree ("business_question_id");--> statement-breakpoint
CREATE INDEX "quotes_search_vector_idx" ON "quotes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "showreel_quotes_quote_id_index" ON "showreel_quotes" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "showreels_client_id_index" ON "showreels" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "showreels_study_id_index" ON "showreels" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "showreels_segment_id_index" ON "showreels" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "showreels_project_id_index" ON "showreels" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "showreels_created_by_index" ON "showreels" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "analyses_client_id_index" ON "analyses" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "analyses_study_id_index" ON "analyses" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "analyses_showreel_id_index" ON "analyses" USING btree ("showreel_id");--> statement-breakpoint
CREATE INDEX "analysis_categories_category_id_index" ON "analysis_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "insight_quotes_quote_id_index" ON "insight_quotes" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "insights_client_id_index" ON "insights" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "insights_study_id_position_index" ON "insights" USING btree ("study_id","position");--> statement-breakpoint
CREATE INDEX "insights_business_question_id_index" ON "insights" USING btree ("business_question_id");--> statement-breakpoint
CREATE INDEX "insights_showreel_id_index" ON "insights" USING btree ("showreel_id");--> statement-breakpoint
CREATE INDEX "board_categories_category_id_index" ON "board_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "boards_client_id_index" ON "boards" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "stories_client_id_created_at_index" ON "stories" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "stories_board_id_index" ON "stories" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "stories_segment_group_id_index" ON "stories" USING btree ("segment_group_id");