ALTER TABLE "practice"."sentences" ADD COLUMN "conversation" text;--> statement-breakpoint
ALTER TABLE "practice"."sentences" ADD COLUMN "turn" integer;--> statement-breakpoint
ALTER TABLE "practice"."sentences" ADD COLUMN "speaker" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sentences_conversation_turn_idx" ON "practice"."sentences" USING btree ("part","conversation","turn") WHERE "practice"."sentences"."conversation" IS NOT NULL;