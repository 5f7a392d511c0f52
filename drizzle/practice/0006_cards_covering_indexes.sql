DROP INDEX "practice"."cards_user_due_idx";--> statement-breakpoint
DROP INDEX "practice"."cards_user_missed_idx";--> statement-breakpoint
CREATE INDEX "cards_user_due_idx" ON "practice"."cards" USING btree ("user_id","item_kind","due","item_id","miss_count","dismissed_at","last_missed_at");--> statement-breakpoint
CREATE INDEX "cards_user_missed_idx" ON "practice"."cards" USING btree ("user_id","last_missed_at" DESC NULLS FIRST,"item_id","item_kind","miss_count","dismissed_at","state","stability") WHERE "practice"."cards"."miss_count" > 0;