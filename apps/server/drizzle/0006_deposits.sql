CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"method_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reference" varchar(64),
	"receipt_mime" varchar(16),
	"receipt_image" text,
	"expires_at" timestamp with time zone,
	"reject_reason" varchar(200),
	"decided_by" integer,
	"decided_by_name" varchar(64),
	"decided_at" timestamp with time zone,
	"credit_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_status_ck" CHECK ("deposits"."status" in ('pending', 'approved', 'rejected', 'cancelled', 'expired')),
	CONSTRAINT "deposits_kind_ck" CHECK ("deposits"."kind" in ('bank', 'gateway')),
	CONSTRAINT "deposits_amount_ck" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gateway_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" varchar(32) NOT NULL,
	"deposit_id" bigint,
	"signature_valid" boolean NOT NULL,
	"outcome" varchar(24) NOT NULL,
	"payload" text NOT NULL,
	"ip" varchar(64),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"bank_name" varchar(64),
	"account_number" varchar(32),
	"account_name" varchar(128),
	"provider" varchar(32),
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_kind_ck" CHECK ("payment_methods"."kind" in ('bank', 'gateway')),
	CONSTRAINT "payment_methods_range_ck" CHECK ("payment_methods"."min_amount" > 0 and "payment_methods"."max_amount" >= "payment_methods"."min_amount"),
	CONSTRAINT "payment_methods_fields_ck" CHECK (("payment_methods"."kind" = 'bank' and "payment_methods"."bank_name" is not null and "payment_methods"."account_number" is not null and "payment_methods"."account_name" is not null) or ("payment_methods"."kind" = 'gateway' and "payment_methods"."provider" is not null))
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "gateway_callbacks_deposit_idx" ON "gateway_callbacks" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "gateway_callbacks_outcome_idx" ON "gateway_callbacks" USING btree ("outcome","id");--> statement-breakpoint
CREATE INDEX "payment_methods_merchant_idx" ON "payment_methods" USING btree ("merchant_id","sort","id");