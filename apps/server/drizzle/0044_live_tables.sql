CREATE TABLE "provider"."live_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"slip_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"provider_round_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"player" varchar(64) NOT NULL,
	"spot" varchar(48) NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint,
	"status" varchar(16) DEFAULT 'placed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider"."live_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" varchar(16) DEFAULT 'betting' NOT NULL,
	"betting_at" timestamp with time zone NOT NULL,
	"deals_at" timestamp with time zone NOT NULL,
	"result_at" timestamp with time zone NOT NULL,
	"dealt_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"shoe_id" integer,
	"shoe_number" integer,
	"position" integer,
	"outcome" jsonb,
	"seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"server_seed" varchar(64),
	"revealed_at" timestamp with time zone,
	"cancel_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_rounds_table_number_key" UNIQUE("table_id","number")
);
--> statement-breakpoint
CREATE TABLE "provider"."live_shoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"number" integer NOT NULL,
	"server_seed" varchar(64) NOT NULL,
	"seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "live_shoes_table_number_key" UNIQUE("table_id","number")
);
--> statement-breakpoint
CREATE TABLE "provider"."live_slips" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"provider_round_id" integer,
	"brand" varchar(16) NOT NULL,
	"player" varchar(64) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"digest" varchar(64) NOT NULL,
	"total_minor" bigint NOT NULL,
	"payout_minor" bigint,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "live_slips_provider_round_id_unique" UNIQUE("provider_round_id"),
	CONSTRAINT "live_slips_request_key" UNIQUE("brand","player","request_id")
);
--> statement-breakpoint
CREATE TABLE "provider"."live_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"mode" varchar(16),
	"decks" integer DEFAULT 8 NOT NULL,
	"betting_ms" integer NOT NULL,
	"dealing_ms" integer NOT NULL,
	"min_stake_minor" bigint NOT NULL,
	"max_stake_minor" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_holder" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_tables_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "live_bets_round_player_idx" ON "provider"."live_bets" USING btree ("round_id","brand","player");--> statement-breakpoint
CREATE INDEX "live_bets_slip_idx" ON "provider"."live_bets" USING btree ("slip_id");--> statement-breakpoint
CREATE INDEX "live_rounds_table_status_idx" ON "provider"."live_rounds" USING btree ("table_id","status");--> statement-breakpoint
CREATE INDEX "live_rounds_shoe_idx" ON "provider"."live_rounds" USING btree ("shoe_id");--> statement-breakpoint
CREATE INDEX "live_slips_round_idx" ON "provider"."live_slips" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "live_slips_player_idx" ON "provider"."live_slips" USING btree ("brand","player","id");