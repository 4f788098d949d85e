CREATE TABLE "member_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"until" timestamp with time zone,
	"set_by_operator_id" integer,
	CONSTRAINT "member_exclusions_kind_ck" CHECK ("member_exclusions"."kind" in ('timeout', 'selfExclusion'))
);
--> statement-breakpoint
CREATE TABLE "member_limits" (
	"member_id" bigint NOT NULL,
	"kind" varchar(24) NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_limits_member_id_kind_pk" PRIMARY KEY("member_id","kind"),
	CONSTRAINT "member_limits_kind_ck" CHECK ("member_limits"."kind" in ('depositDay', 'depositWeek', 'depositMonth', 'lossDay', 'lossWeek', 'lossMonth', 'sessionMinutes', 'realityCheckMinutes')),
	CONSTRAINT "member_limits_positive_ck" CHECK (("member_limits"."value" is null or "member_limits"."value" > 0) and ("member_limits"."pending_value" is null or "member_limits"."pending_value" > 0))
);
--> statement-breakpoint
ALTER TABLE "member_exclusions" ADD CONSTRAINT "member_exclusions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_exclusions" ADD CONSTRAINT "member_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_limits" ADD CONSTRAINT "member_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_exclusions_member_idx" ON "member_exclusions" USING btree ("member_id","since");