CREATE TABLE "bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"promotion_id" integer NOT NULL,
	"claim_key" varchar(80) NOT NULL,
	"status" varchar(12) NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_id" integer,
	"wagering_required_minor" bigint DEFAULT 0 NOT NULL,
	"wagering_done_minor" bigint DEFAULT 0 NOT NULL,
	"final_minor" bigint,
	"max_bet_minor" bigint,
	"contributions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"deposit_rule" varchar(8) DEFAULT 'any' NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"banner_url" varchar(500),
	"bonus_bp" integer,
	"max_bonus_minor" bigint NOT NULL,
	"min_deposit_minor" bigint DEFAULT 0 NOT NULL,
	"wagering_multiplier" integer NOT NULL,
	"wagering_base" varchar(16) NOT NULL,
	"max_bet_minor" bigint,
	"expiry_days" integer NOT NULL,
	"contributions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_records" ADD COLUMN "bonus_stake_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_claim_uq" ON "bonuses" USING btree ("merchant_id","claim_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_one_open_uq" ON "bonuses" USING btree ("merchant_id","member_id") WHERE status in ('joined', 'wagering');--> statement-breakpoint
CREATE INDEX "bonuses_member_idx" ON "bonuses" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "bonuses_promotion_idx" ON "bonuses" USING btree ("promotion_id","id");--> statement-breakpoint
CREATE INDEX "bonuses_expiry_idx" ON "bonuses" USING btree ("expires_at") WHERE status = 'wagering';--> statement-breakpoint
CREATE INDEX "promotions_merchant_idx" ON "promotions" USING btree ("merchant_id","sort_order");