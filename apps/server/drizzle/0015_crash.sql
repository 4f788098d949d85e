CREATE TABLE "provider"."crash_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"player" varchar(64) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"stake_minor" bigint NOT NULL,
	"auto_cash_out" integer,
	"cash_out_tick" integer,
	"cashed_out_at" integer,
	"cashed_out_tick" integer,
	"payout_minor" bigint,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_bets_round_id_unique" UNIQUE("round_id"),
	CONSTRAINT "crash_bets_game_player_key" UNIQUE("game_id","brand","player")
);
--> statement-breakpoint
CREATE TABLE "provider"."crash_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed" varchar(64) NOT NULL,
	"commitment" varchar(64) NOT NULL,
	"salt" varchar(64) NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_chains_commitment_unique" UNIQUE("commitment")
);
--> statement-breakpoint
CREATE TABLE "provider"."crash_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"chain_game" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"crash_point" integer NOT NULL,
	"crash_tick" integer NOT NULL,
	"betting_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"crashes_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"lease_holder" varchar(64),
	CONSTRAINT "crash_games_number_unique" UNIQUE("number"),
	CONSTRAINT "crash_games_chain_game_key" UNIQUE("chain_id","chain_game")
);
--> statement-breakpoint
CREATE INDEX "crash_bets_game_idx" ON "provider"."crash_bets" USING btree ("game_id");