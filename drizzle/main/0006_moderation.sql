CREATE TABLE "admin_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text NOT NULL,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"target_file_id" uuid,
	"target_user_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "moderation_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "moderation_cause" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "public_before_hide" boolean;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "file_reports" ADD CONSTRAINT "file_reports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_reports" ADD CONSTRAINT "file_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_reports" ADD CONSTRAINT "file_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "file_reports_one_open_idx" ON "file_reports" USING btree ("file_id","reporter_id") WHERE "file_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "file_reports_open_idx" ON "file_reports" USING btree ("created_at" DESC NULLS LAST) WHERE "file_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "file_reports_reporter_created_idx" ON "file_reports" USING btree ("reporter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "files_moderation_hidden_idx" ON "files" USING btree ("moderation_hidden_at" DESC NULLS LAST) WHERE "files"."moderation_hidden_at" IS NOT NULL;