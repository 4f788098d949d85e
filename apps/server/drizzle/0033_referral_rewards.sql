CREATE TABLE "referral_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"inviter_id" bigint NOT NULL,
	"invitee_id" bigint NOT NULL,
	"milestone_key" varchar(48) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"threshold_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"held_for" varchar(120),
	"entry_id" bigint,
	"decided_by_name" varchar(64),
	"decision_reason" varchar(500),
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_invitee_id_milestone_key_unique" UNIQUE("invitee_id","milestone_key")
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"milestones" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_logins" ADD COLUMN "device_id" varchar(64);--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_settings" ADD CONSTRAINT "referral_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_rewards_inviter_idx" ON "referral_rewards" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_merchant_status_idx" ON "referral_rewards" USING btree ("merchant_id","status","id");