CREATE TABLE "ledger_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"source_account_id" bigint NOT NULL,
	"held_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"hold_entry_id" bigint NOT NULL,
	"resolve_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_hold_entry_uq" UNIQUE("hold_entry_id"),
	CONSTRAINT "ledger_holds_resolve_entry_uq" UNIQUE("resolve_entry_id"),
	CONSTRAINT "ledger_holds_amount_ck" CHECK ("ledger_holds"."amount" > 0),
	CONSTRAINT "ledger_holds_status_ck" CHECK (("ledger_holds"."status" = 'open') = ("ledger_holds"."resolve_entry_id" is null) and "ledger_holds"."status" in ('open', 'released', 'settled'))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "reverses_entry_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_source_account_id_ledger_accounts_id_fk" FOREIGN KEY ("source_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_held_account_id_ledger_accounts_id_fk" FOREIGN KEY ("held_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_hold_entry_id_journal_entries_id_fk" FOREIGN KEY ("hold_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_resolve_entry_id_journal_entries_id_fk" FOREIGN KEY ("resolve_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_holds_held_account_idx" ON "ledger_holds" USING btree ("held_account_id","status");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_entry_id_journal_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_uq" UNIQUE("reverses_entry_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_protected_ck" CHECK (not ("ledger_accounts"."allow_negative" and "ledger_accounts"."kind" like 'member_%'));