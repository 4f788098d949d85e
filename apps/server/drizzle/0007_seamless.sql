CREATE TABLE "bet_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"round_id" varchar(100) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"win_loss_minor" bigint DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bet_records_merchant_id_vendor_round_id_unique" UNIQUE("merchant_id","vendor","round_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"launch_token_hash" varchar(64) NOT NULL,
	"launch_expires_at" timestamp with time zone NOT NULL,
	"launched_at" timestamp with time zone,
	"session_token_hash" varchar(64),
	"session_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_sessions_launch_token_hash_unique" UNIQUE("launch_token_hash"),
	CONSTRAINT "game_sessions_session_token_hash_unique" UNIQUE("session_token_hash")
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"transaction_id" varchar(100) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" varchar(100) NOT NULL,
	"reference_transaction_id" varchar(100),
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(8) NOT NULL,
	"request_digest" varchar(64) NOT NULL,
	"response" jsonb,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_transactions_merchant_id_vendor_transaction_id_unique" UNIQUE("merchant_id","vendor","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "seamless_vendor_secrets" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_until" timestamp with time zone,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_vendor_secrets_merchant_id_vendor_unique" UNIQUE("merchant_id","vendor")
);
--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_vendor_secrets" ADD CONSTRAINT "seamless_vendor_secrets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_records_member_settled_idx" ON "bet_records" USING btree ("merchant_id","member_id","settled_at");--> statement-breakpoint
CREATE INDEX "bet_records_settled_idx" ON "bet_records" USING btree ("merchant_id","settled_at");--> statement-breakpoint
CREATE INDEX "game_sessions_member_idx" ON "game_sessions" USING btree ("merchant_id","member_id");