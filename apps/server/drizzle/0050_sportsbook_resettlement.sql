CREATE TABLE "provider"."sportsbook_member_limits" (
	"brand" varchar(16) NOT NULL,
	"player" varchar(64) NOT NULL,
	"max_stake_minor" bigint NOT NULL,
	"reason" varchar(200) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sportsbook_member_limits_player" UNIQUE("brand","player")
);
--> statement-breakpoint
DROP INDEX "provider"."provider_rounds_unfinished_idx";--> statement-breakpoint
ALTER TABLE "provider"."sportsbook_tickets" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sportsbook_tickets_corrected_idx" ON "provider"."sportsbook_tickets" USING btree ("corrected_at") WHERE "provider"."sportsbook_tickets"."corrected_at" is not null;--> statement-breakpoint
CREATE INDEX "provider_rounds_unfinished_idx" ON "provider"."rounds" USING btree ("status","updated_at") WHERE "provider"."rounds"."status" in ('pending', 'open', 'settling', 'resettling');