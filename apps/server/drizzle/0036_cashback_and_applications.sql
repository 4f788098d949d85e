CREATE TABLE "promotion_application_images" (
	"application_id" integer NOT NULL,
	"position" integer NOT NULL,
	"mime" varchar(16) NOT NULL,
	"data" text NOT NULL,
	CONSTRAINT "promotion_application_images_application_id_position_pk" PRIMARY KEY("application_id","position")
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"promotion_id" integer NOT NULL,
	"comment" varchar(140) NOT NULL,
	"image_count" integer DEFAULT 0 NOT NULL,
	"status" varchar(12) DEFAULT 'applying' NOT NULL,
	"amount_minor" bigint,
	"bonus_id" integer,
	"reason" varchar(500),
	"decided_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "cashback_period" varchar(8) DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "min_loss_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_application_id_promotion_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promotion_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_live_uq" ON "promotion_applications" USING btree ("promotion_id","member_id") WHERE status in ('applying', 'issued');--> statement-breakpoint
CREATE INDEX "promotion_applications_queue_idx" ON "promotion_applications" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "promotion_applications_member_idx" ON "promotion_applications" USING btree ("member_id","promotion_id","id");