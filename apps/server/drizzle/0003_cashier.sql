CREATE TABLE "wallet_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"wallet" varchar(24) DEFAULT 'member_cash' NOT NULL,
	"direction" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"reason" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"decided_by" integer,
	"decision_note" text,
	"entry_id" bigint,
	"balance_before" bigint,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "wallet_adjustments_entry_uq" UNIQUE("entry_id"),
	CONSTRAINT "wallet_adjustments_amount_ck" CHECK ("wallet_adjustments"."amount" > 0),
	CONSTRAINT "wallet_adjustments_direction_ck" CHECK ("wallet_adjustments"."direction" in ('credit', 'debit')),
	CONSTRAINT "wallet_adjustments_status_ck" CHECK ("wallet_adjustments"."status" in ('pending', 'posted', 'rejected') and ("wallet_adjustments"."status" = 'posted') = ("wallet_adjustments"."entry_id" is not null)),
	CONSTRAINT "wallet_adjustments_four_eyes_ck" CHECK ("wallet_adjustments"."decided_by" is null or "wallet_adjustments"."decided_by" <> "wallet_adjustments"."requested_by")
);
--> statement-breakpoint
CREATE TABLE "finance_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"adjustment_approval_threshold" bigint DEFAULT 500000000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_bank_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_name" varchar(64) NOT NULL,
	"account_number" varchar(32) NOT NULL,
	"account_name" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawal_cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"claim" varchar(16) NOT NULL,
	"received_amount" bigint NOT NULL,
	"missing_amount" bigint NOT NULL,
	"proof_mime" varchar(16),
	"proof_image" text,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"resolution_note" varchar(500),
	"resolved_by_name" varchar(64),
	"resolved_at" timestamp with time zone,
	"credited_amount" bigint,
	"credit_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_cases_claim_ck" CHECK ("withdrawal_cases"."claim" in ('partial', 'not_received')),
	CONSTRAINT "withdrawal_cases_status_ck" CHECK ("withdrawal_cases"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"confirm_minutes" integer NOT NULL,
	"max_bank_accounts" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"hold_id" bigint,
	"payment_reference" varchar(64),
	"reject_reason" varchar(200),
	"decided_by" integer,
	"decided_by_name" varchar(64),
	"paid_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"confirm_deadline" timestamp with time zone,
	"confirmation" varchar(16),
	"confirmed_at" timestamp with time zone,
	"received_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_status_ck" CHECK ("withdrawals"."status" in ('pending', 'paid', 'rejected')),
	CONSTRAINT "withdrawals_confirmation_ck" CHECK ("withdrawals"."confirmation" is null or "withdrawals"."confirmation" in ('received', 'partial', 'not_received', 'auto_received')),
	CONSTRAINT "withdrawals_amount_ck" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_settings" ADD CONSTRAINT "finance_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_cases" ADD CONSTRAINT "withdrawal_cases_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_cases" ADD CONSTRAINT "withdrawal_cases_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_settings" ADD CONSTRAINT "withdrawal_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_member_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."member_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_adjustments_status_idx" ON "wallet_adjustments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "wallet_adjustments_member_idx" ON "wallet_adjustments" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_bank_accounts_member_idx" ON "member_bank_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bank_accounts_live_uq" ON "member_bank_accounts" USING btree ("member_id",lower("bank_name"),"account_number") WHERE "member_bank_accounts"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_cases_withdrawal_uq" ON "withdrawal_cases" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "withdrawal_cases_status_idx" ON "withdrawal_cases" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "withdrawals_unconfirmed_idx" ON "withdrawals" USING btree ("confirm_deadline") WHERE "withdrawals"."status" = 'paid' and "withdrawals"."confirmation" is null;