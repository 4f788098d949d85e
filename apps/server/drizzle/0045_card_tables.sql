CREATE TABLE "provider"."card_hands" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" varchar(16) DEFAULT 'waiting' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"server_seed" varchar(64) NOT NULL,
	"seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"state" jsonb,
	"settlement" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_hands_table_number_key" UNIQUE("table_id","number")
);
--> statement-breakpoint
CREATE TABLE "provider"."card_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"hand_id" integer NOT NULL,
	"seat" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" varchar(64) NOT NULL,
	"brand" varchar(16),
	"player" varchar(64),
	"request_id" varchar(64),
	"session_id" integer,
	"provider_round_id" integer,
	"escrow_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_seats_hand_seat_key" UNIQUE("hand_id","seat"),
	CONSTRAINT "card_seats_hand_player_key" UNIQUE("hand_id","brand","player")
);
--> statement-breakpoint
CREATE TABLE "provider"."card_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"game" varchar(16) NOT NULL,
	"seats" integer NOT NULL,
	"base_minor" bigint NOT NULL,
	"escrow_units" integer NOT NULL,
	"rake_bps" integer NOT NULL,
	"rake_cap_minor" bigint NOT NULL,
	"turn_ms" integer NOT NULL,
	"bot_ms" integer NOT NULL,
	"wait_ms" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_tables_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "card_hands_due_idx" ON "provider"."card_hands" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "card_seats_player_idx" ON "provider"."card_seats" USING btree ("brand","player","hand_id");