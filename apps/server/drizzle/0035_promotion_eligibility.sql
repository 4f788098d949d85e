ALTER TABLE "promotions" ADD COLUMN "min_vip_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "new_member_days" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "one_per_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "team_agent_id" bigint;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_team_agent_id_members_id_fk" FOREIGN KEY ("team_agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;