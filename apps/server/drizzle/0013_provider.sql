CREATE SCHEMA "provider";
--> statement-breakpoint
CREATE TABLE "provider"."sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"operator_token" varchar(128) NOT NULL,
	"brand" varchar(16) NOT NULL,
	"player" varchar(64) NOT NULL,
	"vendor" varchar(16) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"engine" varchar(32) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider"."round_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"action" jsonb,
	"record" jsonb,
	"multiplier" integer NOT NULL,
	"finished" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_steps_round_id_seq_unique" UNIQUE("round_id","seq")
);
--> statement-breakpoint
CREATE TABLE "provider"."rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"session_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"player" varchar(64) NOT NULL,
	"vendor" varchar(16) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"engine" varchar(32) NOT NULL,
	"config" jsonb,
	"currency" varchar(8) NOT NULL,
	"stake_minor" bigint NOT NULL,
	"multiplier" integer DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"balance_before_minor" bigint,
	"balance_after_minor" bigint,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"seed_pair_id" integer,
	"nonce" integer,
	"client_seed" varchar(64),
	"position" integer DEFAULT 0 NOT NULL,
	"state" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	CONSTRAINT "rounds_round_id_unique" UNIQUE("round_id")
);
--> statement-breakpoint
CREATE TABLE "provider"."seed_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" varchar(16) NOT NULL,
	"player" varchar(64) NOT NULL,
	"server_seed" varchar(64) NOT NULL,
	"server_seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "provider_sessions_player_idx" ON "provider"."sessions" USING btree ("brand","player");--> statement-breakpoint
CREATE INDEX "provider_rounds_history_idx" ON "provider"."rounds" USING btree ("brand","player","game_code","id");--> statement-breakpoint
CREATE INDEX "provider_rounds_unfinished_idx" ON "provider"."rounds" USING btree ("status","updated_at") WHERE "provider"."rounds"."status" in ('pending', 'open', 'settling');--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_active_idx" ON "provider"."seed_pairs" USING btree ("brand","player") WHERE "provider"."seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "seed_pairs_player_idx" ON "provider"."seed_pairs" USING btree ("brand","player");