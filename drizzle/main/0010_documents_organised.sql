-- Documents people can organise, judge and reuse: a title, subject, level and tags on every file (in its
-- search words), archives' entries, collections, ratings and comments. array_to_string is only stable, so
-- the generated search column joins the tags through an immutable wrapper, as f_unaccent wraps unaccent.
CREATE OR REPLACE FUNCTION f_join_words(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT array_to_string($1, ' ') $$;--> statement-breakpoint
CREATE TABLE "collection_items" (
	"collection_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_items_collection_id_file_id_pk" PRIMARY KEY("collection_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text
);
--> statement-breakpoint
CREATE TABLE "file_archive_entries" (
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"path" text NOT NULL,
	"size" bigint NOT NULL,
	"compressed_size" bigint NOT NULL,
	CONSTRAINT "file_archive_entries_file_id_position_pk" PRIMARY KEY("file_id","position")
);
--> statement-breakpoint
CREATE TABLE "file_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"parent_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp (3) with time zone,
	"pinned_at" timestamp (3) with time zone,
	"hidden_at" timestamp (3) with time zone,
	"moderation_hidden_at" timestamp (3) with time zone,
	"moderation_reason" text
);
--> statement-breakpoint
CREATE TABLE "file_ratings" (
	"file_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"stars" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_ratings_file_id_user_id_pk" PRIMARY KEY("file_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "allow_visitor_download" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "helpful_score" integer GENERATED ALWAYS AS (((rating_sum + 15) * 1000) / (rating_count + 5)) STORED;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "archive_entry_count" integer;--> statement-breakpoint
ALTER TABLE "files" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', regexp_replace(f_unaccent(lower(coalesce(title, '') || ' ' || f_join_words(tags))), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(f_unaccent(lower(filename)), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(f_unaccent(lower(coalesce(user_name, ''))), '[^[:alnum:]]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple', regexp_replace(f_unaccent(lower(coalesce(description, ''))), '[^[:alnum:]]+', ' ', 'g')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "files_search_idx" ON "files" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_file_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."file_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_archive_entries" ADD CONSTRAINT "file_archive_entries_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_comments" ADD CONSTRAINT "file_comments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_comments" ADD CONSTRAINT "file_comments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_comments" ADD CONSTRAINT "file_comments_parent_id_file_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."file_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_ratings" ADD CONSTRAINT "file_ratings_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_ratings" ADD CONSTRAINT "file_ratings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_items_order_idx" ON "collection_items" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "collection_items_file_idx" ON "collection_items" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "collections_user_updated_idx" ON "collections" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "comment_reports_one_open_idx" ON "comment_reports" USING btree ("comment_id","reporter_id") WHERE "comment_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "comment_reports_open_idx" ON "comment_reports" USING btree ("created_at" DESC NULLS LAST) WHERE "comment_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "comment_reports_reporter_created_idx" ON "comment_reports" USING btree ("reporter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "file_comments_file_created_idx" ON "file_comments" USING btree ("file_id","created_at","id");--> statement-breakpoint
CREATE INDEX "file_comments_parent_idx" ON "file_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "file_comments_user_created_idx" ON "file_comments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "file_ratings_user_idx" ON "file_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "files_public_helpful_idx" ON "files" USING btree ("helpful_score" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "files"."is_public";--> statement-breakpoint
CREATE INDEX "files_tags_idx" ON "files" USING gin ("tags");