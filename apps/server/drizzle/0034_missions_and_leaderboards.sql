CREATE TABLE "leaderboard_periods" (
	"leaderboard_id" integer NOT NULL,
	"period_key" varchar(10) NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_periods_leaderboard_id_period_key_pk" PRIMARY KEY("leaderboard_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_prizes" (
	"leaderboard_id" integer NOT NULL,
	"period_key" varchar(10) NOT NULL,
	"rank" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"value" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"entry_id" bigint,
	"paid_at" timestamp with time zone,
	CONSTRAINT "leaderboard_prizes_leaderboard_id_period_key_rank_pk" PRIMARY KEY("leaderboard_id","period_key","rank")
);
--> statement-breakpoint
CREATE TABLE "leaderboards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"metric" varchar(16) NOT NULL,
	"period" varchar(8) NOT NULL,
	"prizes" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"period_key" varchar(10) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"entry_id" bigint,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_claims_mission_id_member_id_period_key_unique" UNIQUE("mission_id","member_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"kind" varchar(16) NOT NULL,
	"category" varchar(16),
	"period" varchar(8) NOT NULL,
	"target" bigint NOT NULL,
	"reward_minor" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leaderboard_prizes" ADD CONSTRAINT "leaderboard_prizes_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "public"."leaderboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_prizes" ADD CONSTRAINT "leaderboard_prizes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboards" ADD CONSTRAINT "leaderboards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;