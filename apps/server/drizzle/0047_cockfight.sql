CREATE TABLE "provider"."cockfight_arenas" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"mode" varchar(8) NOT NULL,
	"odds_mode" varchar(16) NOT NULL,
	"cut_bps" integer,
	"meron_milli" integer,
	"wala_milli" integer,
	"min_stake_minor" bigint NOT NULL,
	"max_stake_minor" bigint NOT NULL,
	"open_ms" integer DEFAULT 0 NOT NULL,
	"last_call_ms" integer DEFAULT 0 NOT NULL,
	"closed_ms" integer DEFAULT 0 NOT NULL,
	"result_ms" integer DEFAULT 0 NOT NULL,
	"stream_url" varchar(300),
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_holder" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cockfight_arenas_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "provider"."cockfight_fights" (
	"id" serial PRIMARY KEY NOT NULL,
	"arena_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" varchar(16) DEFAULT 'OPEN' NOT NULL,
	"result" varchar(8),
	"odds" jsonb NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"last_call_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"result_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"server_seed" varchar(64),
	"seed_hash" varchar(64),
	"client_seed" varchar(64),
	"cancel_reason" varchar(200),
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cockfight_fights_arena_number_key" UNIQUE("arena_id","number")
);
--> statement-breakpoint
CREATE TABLE "provider"."cockfight_slips" (
	"id" serial PRIMARY KEY NOT NULL,
	"fight_id" integer NOT NULL,
	"arena_id" integer NOT NULL,
	"provider_round_id" integer,
	"brand" varchar(16) NOT NULL,
	"player" varchar(64) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"digest" varchar(64) NOT NULL,
	"side" varchar(8) NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "cockfight_slips_provider_round_id_unique" UNIQUE("provider_round_id"),
	CONSTRAINT "cockfight_slips_request_key" UNIQUE("brand","player","request_id")
);
--> statement-breakpoint
CREATE INDEX "cockfight_fights_arena_status_idx" ON "provider"."cockfight_fights" USING btree ("arena_id","status");--> statement-breakpoint
CREATE INDEX "cockfight_slips_fight_idx" ON "provider"."cockfight_slips" USING btree ("fight_id");