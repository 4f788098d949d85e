CREATE TABLE "provider"."lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" varchar(32) NOT NULL,
	"issue" varchar(16) NOT NULL,
	"province" varchar(16),
	"status" varchar(24) DEFAULT 'selling' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"server_seed" varchar(64),
	"seed_hash" varchar(64),
	"result" jsonb,
	"entered_by" integer,
	"entered_at" timestamp with time zone,
	"confirmed_by" integer,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancel_reason" varchar(200),
	"lease_until" timestamp with time zone,
	"lease_holder" varchar(64),
	CONSTRAINT "lottery_draws_game_issue_key" UNIQUE("game","issue")
);
--> statement-breakpoint
CREATE TABLE "provider"."lottery_liability" (
	"draw_id" integer NOT NULL,
	"product" varchar(32) NOT NULL,
	"number" varchar(16) NOT NULL,
	"exposure_minor" bigint NOT NULL,
	"stake_minor" bigint NOT NULL,
	"tickets" integer NOT NULL,
	CONSTRAINT "lottery_liability_pkey" PRIMARY KEY("draw_id","product","number")
);
--> statement-breakpoint
CREATE TABLE "provider"."lottery_settings" (
	"game" varchar(32) PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"close_seconds" integer,
	"prize_group" integer,
	"rates" jsonb,
	"liability" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "provider"."lottery_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"player" varchar(64) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"product" varchar(32) NOT NULL,
	"selection" jsonb NOT NULL,
	"selection_text" varchar(2000) NOT NULL,
	"bet_count" integer NOT NULL,
	"unit_stake_minor" bigint NOT NULL,
	"multiplier" integer NOT NULL,
	"cost_minor" bigint NOT NULL,
	"rates" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"hits" integer,
	"payout_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "lottery_draws_game_draw_at_idx" ON "provider"."lottery_draws" USING btree ("game","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_unsettled_idx" ON "provider"."lottery_draws" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw_idx" ON "provider"."lottery_tickets" USING btree ("draw_id","id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_round_idx" ON "provider"."lottery_tickets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_player_idx" ON "provider"."lottery_tickets" USING btree ("brand","player","id");