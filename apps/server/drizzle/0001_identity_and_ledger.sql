CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"operator_name" varchar(64),
	"merchant_id" integer,
	"action" varchar(64) NOT NULL,
	"target_type" varchar(32),
	"target_id" varchar(64),
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(32) NOT NULL,
	"display_name" varchar(64) NOT NULL,
	"role" varchar(16) NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" varchar(64),
	"totp_pending_secret" varchar(64),
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"totp_last_step" varchar(16),
	"disabled" boolean DEFAULT false NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_username_unique" UNIQUE("username"),
	CONSTRAINT "operators_role_ck" CHECK ("operators"."role" in ('owner', 'finance', 'support', 'content', 'risk'))
);
--> statement-breakpoint
CREATE TABLE "auth_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"allow_plaintext" boolean DEFAULT false NOT NULL,
	"human_check" boolean DEFAULT true NOT NULL,
	"ip_verification" varchar(8) DEFAULT 'off' NOT NULL,
	"captcha_after_failures" integer DEFAULT 3 NOT NULL,
	"lock_after_failures" integer DEFAULT 10 NOT NULL,
	"lock_minutes" integer DEFAULT 15 NOT NULL,
	"session_hours" integer DEFAULT 12 NOT NULL,
	"password_max_age_days" integer DEFAULT 90 NOT NULL,
	"default_password" text DEFAULT 'a123456' NOT NULL,
	"sms_code_minutes" integer DEFAULT 5 NOT NULL,
	"trial_balance_minor" integer DEFAULT 20000000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "human_check_uses" (
	"nonce" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "member_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sealing_keys" (
	"kid" varchar(32) PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"public_key" text NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"destination" varchar(255) NOT NULL,
	"member_id" bigint,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_known_ips" (
	"member_id" bigint NOT NULL,
	"ip" varchar(64) NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_known_ips_member_id_ip_pk" PRIMARY KEY("member_id","ip")
);
--> statement-breakpoint
CREATE TABLE "member_logins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"ip" varchar(64) NOT NULL,
	"user_agent" text,
	"success" boolean NOT NULL,
	"reason" varchar(32),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account" varchar(64) NOT NULL,
	"nickname" varchar(64) NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"payment_password_hash" text,
	"payee_name" varchar(128),
	"email" varchar(255),
	"country_dialing_code" varchar(6),
	"mobile_num" varchar(32),
	"qq_num" varchar(64),
	"line" varchar(128),
	"whatsapp" varchar(64),
	"facebook" varchar(128),
	"wechat" varchar(128),
	"id_number" varchar(64),
	"recommender_id" varchar(64),
	"icon_url" text,
	"upline_id" bigint,
	"affiliate_code" varchar(32),
	"referral_code" varchar(32) NOT NULL,
	"register_ip" varchar(64),
	"register_url" text,
	"register_method" varchar(16),
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"first_login_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_status_ck" CHECK ("members"."status" in ('active', 'locked', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"to" varchar(255) NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"provider" varchar(32) NOT NULL,
	"provider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"idempotency_key" varchar(160) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"memo" text,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_idempotency_uq" UNIQUE("merchant_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"member_id" bigint,
	"currency" varchar(8) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_uq" UNIQUE NULLS NOT DISTINCT("merchant_id","kind","member_id","currency"),
	CONSTRAINT "ledger_accounts_balance_ck" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_member_ck" CHECK (("ledger_accounts"."kind" like 'member_%') = ("ledger_accounts"."member_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_settings" ADD CONSTRAINT "auth_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD CONSTRAINT "captcha_challenges_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealing_keys" ADD CONSTRAINT "sealing_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_known_ips" ADD CONSTRAINT "member_known_ips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_logins" ADD CONSTRAINT "member_logins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "verification_codes_lookup_idx" ON "verification_codes" USING btree ("merchant_id","purpose","destination","created_at");--> statement-breakpoint
CREATE INDEX "member_logins_member_at_idx" ON "member_logins" USING btree ("member_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_account_uq" ON "members" USING btree ("merchant_id",lower("account"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_referral_uq" ON "members" USING btree ("merchant_id","referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_affiliate_uq" ON "members" USING btree ("merchant_id","affiliate_code") WHERE "members"."affiliate_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_mobile_uq" ON "members" USING btree ("merchant_id","country_dialing_code","mobile_num") WHERE "members"."mobile_num" is not null;--> statement-breakpoint
CREATE INDEX "members_upline_idx" ON "members" USING btree ("upline_id");--> statement-breakpoint
CREATE INDEX "postings_account_idx" ON "postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_rewrite" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
