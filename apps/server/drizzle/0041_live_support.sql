CREATE TABLE "support_canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"body" text NOT NULL,
	"language" varchar(8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer,
	"visitor_name" varchar(40),
	"visitor_contact" varchar(80),
	"visitor_token_hash" varchar(64),
	"language" varchar(8) NOT NULL,
	"status" varchar(12) DEFAULT 'waiting' NOT NULL,
	"out_of_hours" boolean DEFAULT false NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" varchar(300),
	"last_message_at" timestamp with time zone,
	"customer_read_up_to" integer,
	"desk_read_up_to" integer,
	CONSTRAINT "support_conversations_visitor_token_hash_unique" UNIQUE("visitor_token_hash"),
	CONSTRAINT "support_conversations_status_ck" CHECK ("support_conversations"."status" in ('waiting', 'open', 'closed')),
	CONSTRAINT "support_conversations_who_ck" CHECK (("support_conversations"."member_id" is not null) <> ("support_conversations"."visitor_token_hash" is not null))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender" varchar(10) NOT NULL,
	"operator_id" integer,
	"body" text NOT NULL,
	"image_key" varchar(32),
	"image_width" integer,
	"image_height" integer,
	"event" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_sender_ck" CHECK ("support_messages"."sender" in ('customer', 'operator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "support_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"hours" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_canned_replies" ADD CONSTRAINT "support_canned_replies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_settings" ADD CONSTRAINT "support_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_canned_replies_merchant_ix" ON "support_canned_replies" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "support_conversations_queue_ix" ON "support_conversations" USING btree ("status","merchant_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_member_open_ux" ON "support_conversations" USING btree ("member_id") WHERE "support_conversations"."status" <> 'closed' and "support_conversations"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "support_messages_conversation_ix" ON "support_messages" USING btree ("conversation_id","id");