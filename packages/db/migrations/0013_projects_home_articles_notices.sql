CREATE TABLE "notice_dismissals" (
	"notice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_dismissals_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "published_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "created_by" uuid;--> statement-breakpoint
-- Home articles become per client (issue 16): every earlier (global) article is copied to every client, in newest-first order, then the global rows go.
ALTER TABLE "articles" ADD COLUMN "client_id" uuid;--> statement-breakpoint
INSERT INTO "articles" ("client_id", "title", "summary", "url", "image_key", "published_at", "position", "created_at", "updated_at")
  SELECT c."id", a."title", a."summary", a."url", a."image_key", a."published_at",
         (row_number() OVER (PARTITION BY c."id" ORDER BY a."published_at" DESC, a."id") - 1)::integer, a."created_at", a."updated_at"
  FROM "articles" a CROSS JOIN "clients" c WHERE a."client_id" IS NULL;--> statement-breakpoint
DELETE FROM "articles" WHERE "client_id" IS NULL;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_dismissals" ADD CONSTRAINT "notice_dismissals_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_dismissals" ADD CONSTRAINT "notice_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_dismissals_user_id_index" ON "notice_dismissals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notices_client_id_index" ON "notices" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_client_id_position_index" ON "articles" USING btree ("client_id","position");