CREATE TABLE "provider"."fishing_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" varchar(200) NOT NULL,
	"room_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"player" varchar(64) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"sequence" integer NOT NULL,
	"shots" integer DEFAULT 0 NOT NULL,
	"first_nonce" integer NOT NULL,
	"last_nonce" integer NOT NULL,
	"total_stake_minor" bigint DEFAULT 0 NOT NULL,
	"total_refund_minor" bigint DEFAULT 0 NOT NULL,
	"total_win_minor" bigint DEFAULT 0 NOT NULL,
	"detail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider_round_id" integer,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "fishing_batches_settlement_id_unique" UNIQUE("settlement_id"),
	CONSTRAINT "fishing_batches_provider_round_id_unique" UNIQUE("provider_round_id")
);
--> statement-breakpoint
CREATE TABLE "provider"."fishing_wallets" (
	"brand" varchar(16) NOT NULL,
	"player" varchar(64) NOT NULL,
	"balance_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fishing_wallets_pkey" PRIMARY KEY("brand","player")
);
--> statement-breakpoint
CREATE TABLE "provider"."fishing_captures" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"fish_id" varchar(24) NOT NULL,
	"species_id" varchar(32) NOT NULL,
	"brand" varchar(16) NOT NULL,
	"player" varchar(64) NOT NULL,
	"nonce" integer NOT NULL,
	"hit_index" integer NOT NULL,
	"settlement_id" varchar(200) NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fishing_captures_fish_key" UNIQUE("room_id","fish_id")
);
--> statement-breakpoint
CREATE TABLE "provider"."fishing_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"room_seed" varchar(64) NOT NULL,
	"seed_hash" varchar(64) NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"seats" integer DEFAULT 6 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fishing_rooms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "fishing_batches_player_idx" ON "provider"."fishing_batches" USING btree ("room_id","brand","player","sequence");--> statement-breakpoint
CREATE INDEX "fishing_batches_unfinished_idx" ON "provider"."fishing_batches" USING btree ("status","updated_at") WHERE "provider"."fishing_batches"."status" in ('open', 'pending', 'debiting', 'debited');