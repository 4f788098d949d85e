CREATE TABLE "raffle_draws" (
	"promotion_id" integer PRIMARY KEY NOT NULL,
	"seed" varchar(64) NOT NULL,
	"entrants" integer NOT NULL,
	"total_tickets" bigint NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_entries" (
	"promotion_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_entries_promotion_id_member_id_pk" PRIMARY KEY("promotion_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "raffle_winners" (
	"promotion_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"tickets" bigint NOT NULL,
	"prize_minor" bigint NOT NULL,
	"bonus_id" integer,
	CONSTRAINT "raffle_winners_promotion_id_rank_pk" PRIMARY KEY("promotion_id","rank")
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "ticket_minor" bigint;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "prizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_winners_member_uq" ON "raffle_winners" USING btree ("promotion_id","member_id");