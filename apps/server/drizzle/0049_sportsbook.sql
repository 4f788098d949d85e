CREATE TABLE "provider"."sportsbook_fixtures" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"sport" varchar(16) NOT NULL,
	"league" varchar(96) NOT NULL,
	"home" varchar(96) NOT NULL,
	"away" varchar(96) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" varchar(16) NOT NULL,
	"score_home" integer DEFAULT 0 NOT NULL,
	"score_away" integer DEFAULT 0 NOT NULL,
	"minute" integer,
	"maps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" varchar(16) DEFAULT 'feed' NOT NULL,
	"result_source" varchar(16),
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider"."sportsbook_markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"fixture_id" varchar(64) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"line" integer,
	"key" varchar(40) NOT NULL,
	"status" varchar(16) NOT NULL,
	"selections" jsonb NOT NULL,
	"max_stake_minor" bigint NOT NULL,
	"liability_minor" bigint NOT NULL,
	"traded" boolean DEFAULT false NOT NULL,
	"result" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sportsbook_markets_key" UNIQUE("fixture_id","key")
);
--> statement-breakpoint
CREATE TABLE "provider"."sportsbook_legs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"fixture_id" varchar(64) NOT NULL,
	"market_id" integer NOT NULL,
	"selection" varchar(8) NOT NULL,
	"odds_milli" integer NOT NULL,
	"outcome" varchar(12),
	CONSTRAINT "sportsbook_legs_seq" UNIQUE("ticket_id","seq")
);
--> statement-breakpoint
CREATE TABLE "provider"."sportsbook_preferences" (
	"brand" varchar(16) NOT NULL,
	"player" varchar(64) NOT NULL,
	"odds_format" varchar(8) NOT NULL,
	"acceptance" varchar(8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sportsbook_preferences_player" UNIQUE("brand","player")
);
--> statement-breakpoint
CREATE TABLE "provider"."sportsbook_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" varchar(16) NOT NULL,
	"player" varchar(64) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"digest" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"stake_minor" bigint NOT NULL,
	"acceptance" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'claimed' NOT NULL,
	"potential_minor" bigint NOT NULL,
	"payout_minor" bigint,
	"refusal" varchar(64),
	"provider_round_id" integer,
	"strike_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"answer" jsonb,
	CONSTRAINT "sportsbook_tickets_provider_round_id_unique" UNIQUE("provider_round_id"),
	CONSTRAINT "sportsbook_tickets_request_key" UNIQUE("brand","player","request_id")
);
--> statement-breakpoint
CREATE INDEX "sportsbook_fixtures_starts_idx" ON "provider"."sportsbook_fixtures" USING btree ("sport","starts_at");--> statement-breakpoint
CREATE INDEX "sportsbook_fixtures_unsettled_idx" ON "provider"."sportsbook_fixtures" USING btree ("status","settled_at");--> statement-breakpoint
CREATE INDEX "sportsbook_markets_fixture_idx" ON "provider"."sportsbook_markets" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "sportsbook_legs_market_idx" ON "provider"."sportsbook_legs" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "sportsbook_tickets_player_idx" ON "provider"."sportsbook_tickets" USING btree ("brand","player","id");--> statement-breakpoint
CREATE INDEX "sportsbook_tickets_status_idx" ON "provider"."sportsbook_tickets" USING btree ("status");