DROP INDEX "file_downloads_user_shown_idx";--> statement-breakpoint
DROP INDEX "file_saves_user_shown_idx";--> statement-breakpoint
DROP INDEX "file_views_user_shown_idx";--> statement-breakpoint
CREATE INDEX "file_downloads_user_shown_created_idx" ON "file_downloads" USING btree ("user_id","created_at" DESC NULLS FIRST,"file_id" DESC NULLS FIRST) WHERE NOT "file_downloads"."hidden";--> statement-breakpoint
CREATE INDEX "file_saves_user_shown_created_idx" ON "file_saves" USING btree ("user_id","created_at" DESC NULLS FIRST,"file_id" DESC NULLS FIRST) WHERE NOT "file_saves"."hidden";--> statement-breakpoint
CREATE INDEX "file_views_user_shown_created_idx" ON "file_views" USING btree ("user_id","created_at" DESC NULLS FIRST,"file_id" DESC NULLS FIRST) WHERE NOT "file_views"."hidden";