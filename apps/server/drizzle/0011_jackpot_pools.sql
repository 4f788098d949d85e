CREATE TABLE "jackpot_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"transaction_id" varchar(100) NOT NULL,
	"stake_minor" bigint NOT NULL,
	"server_seed" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"amount_minor" bigint,
	"entry_id" bigint,
	"hit_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "jackpot_hits_cycle_uq" UNIQUE("pool_id","cycle")
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"contribution_ppm" integer NOT NULL,
	"seed_minor" bigint NOT NULL,
	"hit_every_minor" bigint NOT NULL,
	"cycle" integer DEFAULT 1 NOT NULL,
	"server_seed" varchar(64) NOT NULL,
	"seed_hash" varchar(64) NOT NULL,
	"cycle_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_pools_brand_currency_uq" UNIQUE("merchant_id","currency")
);
--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_pool_id_jackpot_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."jackpot_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_hits_pending_idx" ON "jackpot_hits" USING btree ("status","id");