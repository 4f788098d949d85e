CREATE TABLE "rebate_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_days_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"merchant_id" integer NOT NULL,
	"category" varchar(16) NOT NULL,
	"rate_bp" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_rates_merchant_id_category_pk" PRIMARY KEY("merchant_id","category")
);
--> statement-breakpoint
CREATE TABLE "rebates" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "rebates_merchant_id_member_id_day_pk" PRIMARY KEY("merchant_id","member_id","day")
);
--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD CONSTRAINT "rebate_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;