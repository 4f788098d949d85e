ALTER TABLE "promotions" ADD COLUMN "min_vip_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "new_member_days" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "one_per_address" boolean DEFAULT false NOT NULL;