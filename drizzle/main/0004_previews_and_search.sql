-- Issue 12: accent-insensitive search. unaccent and pg_trgm are trusted extensions (PostgreSQL 13+: the
-- database owner may create them); PGlite loads both (db/connect.ts). f_unaccent fixes the dictionary,
-- which makes it immutable, so generated columns and indexes may use it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE TABLE "file_jobs" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_pages" (
	"file_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(f_unaccent(lower(text)), '[^[:alnum:]]+', ' ', 'g'))) STORED,
	CONSTRAINT "file_pages_file_id_page_pk" PRIMARY KEY("file_id","page")
);
--> statement-breakpoint
CREATE TABLE "reading_positions" (
	"user_id" text NOT NULL,
	"file_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_positions_user_id_file_id_pk" PRIMARY KEY("user_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "preview_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "extension" text GENERATED ALWAYS AS (lower(substring(filename from '\.([^.]*)$'))) STORED;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', regexp_replace(f_unaccent(lower(filename)), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(f_unaccent(lower(coalesce(user_name, ''))), '[^[:alnum:]]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple', regexp_replace(f_unaccent(lower(coalesce(description, ''))), '[^[:alnum:]]+', ' ', 'g')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "file_jobs" ADD CONSTRAINT "file_jobs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_pages" ADD CONSTRAINT "file_pages_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_positions" ADD CONSTRAINT "reading_positions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_positions" ADD CONSTRAINT "reading_positions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_jobs_run_after_idx" ON "file_jobs" USING btree ("run_after");--> statement-breakpoint
CREATE INDEX "file_pages_search_idx" ON "file_pages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "files_public_downloads_idx" ON "files" USING btree ("download_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "files"."is_public";--> statement-breakpoint
CREATE INDEX "files_public_views_idx" ON "files" USING btree ("view_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "files"."is_public";--> statement-breakpoint
CREATE INDEX "files_public_newest_idx" ON "files" USING btree ("uploaded_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "files"."is_public";--> statement-breakpoint
CREATE INDEX "files_search_idx" ON "files" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "files_name_trgm_idx" ON "files" USING gin (f_unaccent(lower("filename")) gin_trgm_ops);--> statement-breakpoint
-- Files uploaded before this migration get their preview job too.
INSERT INTO "file_jobs" ("file_id") SELECT "id" FROM "files" ON CONFLICT DO NOTHING;
