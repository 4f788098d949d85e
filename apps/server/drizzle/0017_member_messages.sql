CREATE TABLE "member_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"question_type" varchar(16) NOT NULL,
	"content" varchar(140) NOT NULL,
	"contact" varchar(100) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"reply" text,
	"replied_by_operator_id" integer,
	"replied_by_name" varchar(64),
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_feedback_status_ck" CHECK ("member_feedback"."status" in ('open', 'replied', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "member_message_states" (
	"message_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "member_message_states_message_id_member_id_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"audience" varchar(16) NOT NULL,
	"target_member_id" bigint,
	"category" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"sent_by_operator_id" integer,
	"sent_by_name" varchar(64),
	"feedback_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_messages_audience_ck" CHECK ("member_messages"."audience" in ('brand', 'team', 'member')),
	CONSTRAINT "member_messages_target_ck" CHECK (("member_messages"."audience" = 'brand') = ("member_messages"."target_member_id" is null)),
	CONSTRAINT "member_messages_category_ck" CHECK ("member_messages"."category" in ('notice', 'promotion', 'account', 'feedback'))
);
--> statement-breakpoint
ALTER TABLE "member_feedback" ADD CONSTRAINT "member_feedback_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_feedback" ADD CONSTRAINT "member_feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_message_states" ADD CONSTRAINT "member_message_states_message_id_member_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."member_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_message_states" ADD CONSTRAINT "member_message_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_target_member_id_members_id_fk" FOREIGN KEY ("target_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_feedback_member_idx" ON "member_feedback" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_feedback_status_idx" ON "member_feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "member_message_states_member_idx" ON "member_message_states" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_messages_merchant_idx" ON "member_messages" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "member_messages_target_idx" ON "member_messages" USING btree ("target_member_id");