CREATE TABLE "practice"."attempts" (
	"id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"set_group" text,
	"set_index" integer,
	"item_group" text NOT NULL,
	"result" text NOT NULL,
	"wrong_tries" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"words" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempts_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "practice"."cards" (
	"user_id" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"state" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"last_review" timestamp with time zone,
	"miss_count" integer NOT NULL,
	"last_missed_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "cards_user_id_item_kind_item_id_pk" PRIMARY KEY("user_id","item_kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "practice"."completions" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"set_group" text NOT NULL,
	"set_index" integer NOT NULL,
	"run_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "completions_user_id_kind_set_group_set_index_pk" PRIMARY KEY("user_id","kind","set_group","set_index")
);
--> statement-breakpoint
CREATE TABLE "practice"."learner_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"desired_retention" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempts_user_item_idx" ON "practice"."attempts" USING btree ("user_id","item_kind","item_id");--> statement-breakpoint
CREATE INDEX "attempts_user_answered_idx" ON "practice"."attempts" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "attempts_user_run_idx" ON "practice"."attempts" USING btree ("user_id","run_id");--> statement-breakpoint
CREATE INDEX "cards_user_due_idx" ON "practice"."cards" USING btree ("user_id","item_kind","due");--> statement-breakpoint
CREATE INDEX "cards_user_missed_idx" ON "practice"."cards" USING btree ("user_id","last_missed_at" DESC NULLS LAST) WHERE "practice"."cards"."miss_count" > 0;