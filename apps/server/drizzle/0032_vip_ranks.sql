CREATE TABLE "member_vip" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"highest" integer NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_month" varchar(7)
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name" jsonb NOT NULL,
	"min_valid_bet_minor" bigint NOT NULL,
	"min_deposit_minor" bigint NOT NULL,
	"level_up_bonus_minor" bigint NOT NULL,
	"monthly_bonus_minor" bigint NOT NULL,
	"birthday_bonus_minor" bigint NOT NULL,
	"rebate_extra_bp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_levels_merchant_id_level_pk" PRIMARY KEY("merchant_id","level")
);
--> statement-breakpoint
CREATE TABLE "vip_reviews" (
	"merchant_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"day" date NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_reviews_merchant_id_month_pk" PRIMARY KEY("merchant_id","month")
);
--> statement-breakpoint
CREATE TABLE "vip_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"period" varchar(8) NOT NULL,
	"level" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "vip_rewards_member_id_kind_period_unique" UNIQUE("member_id","kind","period")
);
--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_vip_merchant_level_idx" ON "member_vip" USING btree ("merchant_id","level");--> statement-breakpoint
CREATE INDEX "vip_rewards_merchant_idx" ON "vip_rewards" USING btree ("merchant_id","id");