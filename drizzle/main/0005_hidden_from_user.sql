ALTER TABLE "file_downloads" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "file_saves" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "file_views" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "file_downloads_user_shown_idx" ON "file_downloads" USING btree ("user_id") WHERE NOT "file_downloads"."hidden";--> statement-breakpoint
CREATE INDEX "file_saves_user_shown_idx" ON "file_saves" USING btree ("user_id") WHERE NOT "file_saves"."hidden";--> statement-breakpoint
CREATE INDEX "file_views_user_shown_idx" ON "file_views" USING btree ("user_id") WHERE NOT "file_views"."hidden";--> statement-breakpoint
-- Rows written before this migration: a private file that is not the row's user's own is hidden (issue 20).
UPDATE "file_downloads" SET "hidden" = true FROM "files" WHERE "files"."id" = "file_downloads"."file_id" AND NOT "files"."is_public" AND "files"."user_id" <> "file_downloads"."user_id";--> statement-breakpoint
UPDATE "file_saves" SET "hidden" = true FROM "files" WHERE "files"."id" = "file_saves"."file_id" AND NOT "files"."is_public" AND "files"."user_id" <> "file_saves"."user_id";--> statement-breakpoint
UPDATE "file_views" SET "hidden" = true FROM "files" WHERE "files"."id" = "file_views"."file_id" AND NOT "files"."is_public" AND "files"."user_id" <> "file_views"."user_id";
