CREATE TABLE "member_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"sender_id" bigint NOT NULL,
	"recipient_id" bigint NOT NULL,
	"direction" varchar(16) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"request_key" varchar(64) NOT NULL,
	"entry_id" bigint,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_transfers_direction_ck" CHECK ("member_transfers"."direction" in ('upline', 'downline')),
	CONSTRAINT "member_transfers_amount_ck" CHECK ("member_transfers"."amount" > 0),
	CONSTRAINT "member_transfers_parties_ck" CHECK ("member_transfers"."sender_id" <> "member_transfers"."recipient_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_daily_totals" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "transfer_daily_totals_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "transfer_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"daily_limit" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_transfers" ADD CONSTRAINT "member_transfers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfers" ADD CONSTRAINT "member_transfers_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfers" ADD CONSTRAINT "member_transfers_recipient_id_members_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_daily_totals" ADD CONSTRAINT "transfer_daily_totals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_daily_totals" ADD CONSTRAINT "transfer_daily_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_settings" ADD CONSTRAINT "transfer_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_transfers_request_uq" ON "member_transfers" USING btree ("merchant_id","sender_id","request_key");--> statement-breakpoint
CREATE INDEX "member_transfers_sender_idx" ON "member_transfers" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "member_transfers_recipient_idx" ON "member_transfers" USING btree ("recipient_id","id");