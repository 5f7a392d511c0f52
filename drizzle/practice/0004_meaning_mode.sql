ALTER TABLE "practice"."attempts" ADD COLUMN "mode" text DEFAULT 'listen' NOT NULL;--> statement-breakpoint
ALTER TABLE "practice"."completions" ADD COLUMN "mode" text DEFAULT 'listen' NOT NULL;--> statement-breakpoint
ALTER TABLE "practice"."completions" DROP CONSTRAINT "completions_user_id_kind_set_group_set_index_pk";--> statement-breakpoint
ALTER TABLE "practice"."completions" ADD CONSTRAINT "completions_user_id_kind_set_group_set_index_mode_pk" PRIMARY KEY("user_id","kind","set_group","set_index","mode");
