CREATE TABLE "sim_vendor_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"round_id" varchar(100) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_vendor_rounds_merchant_id_vendor_round_id_unique" UNIQUE("merchant_id","vendor","round_id")
);
--> statement-breakpoint
CREATE TABLE "sim_vendor_transfers" (
	"merchant_id" integer NOT NULL,
	"reference" varchar(160) NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"member_id" bigint NOT NULL,
	"direction" varchar(8) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"ok" boolean NOT NULL,
	"reason" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_vendor_transfers_merchant_id_reference_pk" PRIMARY KEY("merchant_id","reference")
);
--> statement-breakpoint
CREATE TABLE "sim_vendor_wallets" (
	"merchant_id" integer NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sim_vendor_wallets_merchant_id_vendor_member_id_currency_pk" PRIMARY KEY("merchant_id","vendor","member_id","currency"),
	CONSTRAINT "sim_vendor_wallets_balance_ck" CHECK ("sim_vendor_wallets"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_vendor_cursors" (
	"merchant_id" integer NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"cursor" varchar(100) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_vendor_cursors_merchant_id_vendor_pk" PRIMARY KEY("merchant_id","vendor")
);
--> statement-breakpoint
ALTER TABLE "sim_vendor_rounds" ADD CONSTRAINT "sim_vendor_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_vendor_transfers" ADD CONSTRAINT "sim_vendor_transfers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_vendor_wallets" ADD CONSTRAINT "sim_vendor_wallets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_vendor_cursors" ADD CONSTRAINT "transfer_vendor_cursors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;