CREATE TABLE "mall_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" varchar(500),
	"points_minor" bigint NOT NULL,
	"value_minor" bigint DEFAULT 0 NOT NULL,
	"stock" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points_minor" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'in_process' NOT NULL,
	"receiver_name" varchar(64) NOT NULL,
	"receiver_phone" varchar(20) NOT NULL,
	"receiving_address" varchar(300) NOT NULL,
	"entry_id" bigint,
	"transaction_reference" varchar(100),
	"paid_account" varchar(100),
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "points_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"points_minor" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_days_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
CREATE TABLE "points_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"valid_bet_per_point_minor" bigint NOT NULL,
	"cash_per_point_minor" bigint,
	"min_exchange_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mall_items" ADD CONSTRAINT "mall_items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_settings" ADD CONSTRAINT "points_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_items_merchant_idx" ON "mall_items" USING btree ("merchant_id","sort");--> statement-breakpoint
CREATE INDEX "mall_orders_member_idx" ON "mall_orders" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "mall_orders_status_idx" ON "mall_orders" USING btree ("merchant_id","status","id");