CREATE SCHEMA "practice";
--> statement-breakpoint
CREATE TABLE "practice"."example_sentences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"word" text NOT NULL,
	"english_sentence" text NOT NULL,
	"vietnamese_translation" text NOT NULL,
	"context_info" text DEFAULT '' NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice"."sentences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"part" text NOT NULL,
	"english_sentence" text NOT NULL,
	"vietnamese_translation" text NOT NULL,
	"audio" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice"."topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "practice"."vocabulary" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"word" text NOT NULL,
	"word_type" text DEFAULT '' NOT NULL,
	"phonetic" text DEFAULT '' NOT NULL,
	"meaning" text NOT NULL,
	"audio" text DEFAULT '' NOT NULL,
	"topic_id" uuid,
	"difficulty" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice"."vocabulary" ADD CONSTRAINT "vocabulary_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "practice"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "example_sentences_word_idx" ON "practice"."example_sentences" USING btree (lower("word"),"created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sentences_part_text_idx" ON "practice"."sentences" USING btree ("part","english_sentence");--> statement-breakpoint
CREATE INDEX "sentences_part_created_idx" ON "practice"."sentences" USING btree ("part","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vocabulary_word_lower_idx" ON "practice"."vocabulary" USING btree (lower("word"));--> statement-breakpoint
CREATE INDEX "vocabulary_topic_position_idx" ON "practice"."vocabulary" USING btree ("topic_id","position");