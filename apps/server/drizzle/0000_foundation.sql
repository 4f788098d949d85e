CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"type" varchar(4) NOT NULL,
	"text" jsonb NOT NULL,
	"promotion_type" varchar(32),
	"execution" varchar(1) NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "announcements_merchant_id_key_unique" UNIQUE("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"group_name" varchar(16) NOT NULL,
	"url" text NOT NULL,
	"title" jsonb NOT NULL,
	"linkage_type" varchar(16) DEFAULT 'NONE' NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banners_merchant_id_key_unique" UNIQUE("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"text" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_articles_merchant_id_key_unique" UNIQUE("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"name" jsonb NOT NULL,
	"icon" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_categories_merchant_id_key_unique" UNIQUE("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"merchant_id" integer NOT NULL,
	"game_type" varchar(16) NOT NULL,
	"icon_url" text NOT NULL,
	"sort" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "game_categories_merchant_id_game_type_pk" PRIMARY KEY("merchant_id","game_type")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vassalage" varchar(32) NOT NULL,
	"game_type" varchar(16) NOT NULL,
	"display_name" text NOT NULL,
	"logo_url" text NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "vendors_merchant_id_vassalage_game_type_unique" UNIQUE("merchant_id","vassalage","game_type")
);
--> statement-breakpoint
CREATE TABLE "merchant_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"host" varchar(253) NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	CONSTRAINT "merchant_domains_host_unique" UNIQUE("host")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"platform" varchar(8) DEFAULT 'WEB' NOT NULL,
	"lottery_type" varchar(8) DEFAULT 'SEA' NOT NULL,
	"currency_code" varchar(8) NOT NULL,
	"currency_symbol" varchar(8) NOT NULL,
	"logo_url" text NOT NULL,
	"languages" text[] NOT NULL,
	"default_language" varchar(8) NOT NULL,
	"theme" jsonb NOT NULL,
	"customer_service_url" text NOT NULL,
	"support_hours" text NOT NULL,
	"gtag_id" text,
	"image_cdns" text[] DEFAULT '{}' NOT NULL,
	"launch_game_cdns" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "register_field_rules" (
	"merchant_id" integer NOT NULL,
	"field" varchar(32) NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"pattern_id" integer NOT NULL,
	"accepted_pattern" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "register_field_rules_merchant_id_field_pk" PRIMARY KEY("merchant_id","field")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"resource_type" varchar(16) NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"label_name_en" text NOT NULL,
	"new_tab" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resources_merchant_id_resource_type_unique" UNIQUE("merchant_id","resource_type")
);
--> statement-breakpoint
CREATE TABLE "system_switches" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_message" text,
	"maintenance_until" timestamp with time zone,
	"blocked_countries" text[] DEFAULT '{}' NOT NULL,
	"blocked_ips" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabel_flags" (
	"merchant_id" integer NOT NULL,
	"flag" varchar(32) NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "whitelabel_flags_merchant_id_flag_pk" PRIMARY KEY("merchant_id","flag")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_categories" ADD CONSTRAINT "help_categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_categories" ADD CONSTRAINT "game_categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_field_rules" ADD CONSTRAINT "register_field_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_switches" ADD CONSTRAINT "system_switches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_flags" ADD CONSTRAINT "whitelabel_flags_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;