CREATE TABLE "practice"."audio_build_lease" (
	"id" integer PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice"."audio_clips" (
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"accent" text NOT NULL,
	"key" text NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_clips_item_kind_item_id_accent_pk" PRIMARY KEY("item_kind","item_id","accent")
);
--> statement-breakpoint
CREATE TABLE "practice"."listening_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"speed" double precision NOT NULL,
	"repeat" integer NOT NULL,
	"accent" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
