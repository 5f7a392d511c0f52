CREATE TABLE "practice"."activity_groups" (
	"user_id" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_group" text NOT NULL,
	"items" integer NOT NULL,
	"first_try" integer NOT NULL,
	"words" bigint NOT NULL,
	"typing_ms" bigint NOT NULL,
	CONSTRAINT "activity_groups_user_id_item_kind_item_group_pk" PRIMARY KEY("user_id","item_kind","item_group")
);
--> statement-breakpoint
CREATE TABLE "practice"."activity_slots" (
	"user_id" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"items" integer NOT NULL,
	"first_try" integer NOT NULL,
	"words" bigint NOT NULL,
	"typing_ms" bigint NOT NULL,
	CONSTRAINT "activity_slots_user_id_slot_pk" PRIMARY KEY("user_id","slot")
);
--> statement-breakpoint
ALTER TABLE "practice"."learner_settings" ALTER COLUMN "desired_retention" DROP NOT NULL;--> statement-breakpoint
INSERT INTO "practice"."activity_slots" ("user_id", "slot", "items", "first_try", "words", "typing_ms")
SELECT "user_id", date_bin('15 minutes', "answered_at", timestamptz '1970-01-01 00:00:00+00'), count(*),
       count(*) FILTER (WHERE "result" = 'first-try'),
       coalesce(sum("words") FILTER (WHERE "result" IN ('first-try', 'after-mistakes')), 0),
       coalesce(sum("duration_ms") FILTER (WHERE "result" IN ('first-try', 'after-mistakes')), 0)
FROM "practice"."attempts" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "practice"."activity_groups" ("user_id", "item_kind", "item_group", "items", "first_try", "words", "typing_ms")
SELECT "user_id", "item_kind", "item_group", count(*),
       count(*) FILTER (WHERE "result" = 'first-try'),
       coalesce(sum("words") FILTER (WHERE "result" IN ('first-try', 'after-mistakes')), 0),
       coalesce(sum("duration_ms") FILTER (WHERE "result" IN ('first-try', 'after-mistakes')), 0)
FROM "practice"."attempts" GROUP BY 1, 2, 3;
