ALTER TABLE "members" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "nationality" varchar(64);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address" varchar(255);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "occupation" varchar(128);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "income_source" varchar(128);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "zalo" varchar(64);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "telegram" varchar(64);--> statement-breakpoint
ALTER TABLE "register_field_rules" ADD COLUMN "on_profile" boolean DEFAULT false NOT NULL;