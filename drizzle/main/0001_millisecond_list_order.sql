DROP INDEX "file_downloads_user_created_idx";--> statement-breakpoint
DROP INDEX "file_likes_user_created_idx";--> statement-breakpoint
DROP INDEX "file_saves_user_created_idx";--> statement-breakpoint
DROP INDEX "file_views_user_created_idx";--> statement-breakpoint
DROP INDEX "files_user_uploaded_idx";--> statement-breakpoint
ALTER TABLE "file_downloads" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "file_downloads" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "file_likes" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "file_likes" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "file_saves" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "file_saves" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "file_views" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "file_views" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "uploaded_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "uploaded_at" SET DEFAULT now();--> statement-breakpoint
CREATE INDEX "file_downloads_user_created_idx" ON "file_downloads" USING btree ("user_id","created_at" DESC NULLS FIRST,"file_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "file_likes_user_created_idx" ON "file_likes" USING btree ("user_id","created_at" DESC NULLS FIRST,"file_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "file_saves_user_created_idx" ON "file_saves" USING btree ("user_id","created_at" DESC NULLS FIRST,"file_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "file_views_user_created_idx" ON "file_views" USING btree ("user_id","created_at" DESC NULLS FIRST,"file_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "files_user_uploaded_idx" ON "files" USING btree ("user_id","uploaded_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);