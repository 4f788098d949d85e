CREATE TABLE "red_envelope_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"envelope_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"member_id" bigint,
	"grabbed_at" timestamp with time zone,
	"entry_id" bigint,
	CONSTRAINT "red_envelope_shares_envelope_id_seq_unique" UNIQUE("envelope_id","seq")
);
--> statement-breakpoint
CREATE TABLE "red_envelopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"total_minor" bigint NOT NULL,
	"shares" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"kind" varchar(12) NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer,
	"sort" integer NOT NULL,
	"retired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"deposit_for_ticket_minor" bigint,
	"valid_bet_for_ticket_minor" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"ticket_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_spins_ticket_id_unique" UNIQUE("ticket_id")
);
--> statement-breakpoint
CREATE TABLE "wheel_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"source" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "wheel_tickets_merchant_id_member_id_source_unique" UNIQUE("merchant_id","member_id","source")
);
--> statement-breakpoint
ALTER TABLE "red_envelope_shares" ADD CONSTRAINT "red_envelope_shares_envelope_id_red_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."red_envelopes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_shares" ADD CONSTRAINT "red_envelope_shares_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_prizes" ADD CONSTRAINT "wheel_prizes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_settings" ADD CONSTRAINT "wheel_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_ticket_id_wheel_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."wheel_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_prize_id_wheel_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."wheel_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_tickets" ADD CONSTRAINT "wheel_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_shares_member_uq" ON "red_envelope_shares" USING btree ("envelope_id","member_id") WHERE member_id is not null;--> statement-breakpoint
CREATE INDEX "red_envelope_shares_free_idx" ON "red_envelope_shares" USING btree ("envelope_id","seq") WHERE member_id is null;--> statement-breakpoint
CREATE INDEX "red_envelopes_merchant_idx" ON "red_envelopes" USING btree ("merchant_id","ends_at");--> statement-breakpoint
CREATE INDEX "wheel_prizes_merchant_idx" ON "wheel_prizes" USING btree ("merchant_id","sort");--> statement-breakpoint
CREATE INDEX "wheel_spins_member_idx" ON "wheel_spins" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "wheel_tickets_free_idx" ON "wheel_tickets" USING btree ("merchant_id","member_id","id") WHERE used_at is null;