CREATE TABLE "bet_daily" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" varchar(16) NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"win_loss_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bet_daily_merchant_id_member_id_day_category_vendor_pk" PRIMARY KEY("merchant_id","member_id","day","category","vendor")
);
--> statement-breakpoint
ALTER TABLE "bet_daily" ADD CONSTRAINT "bet_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_daily" ADD CONSTRAINT "bet_daily_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Backfill (hand-written, ADR 049): the rounds settled before bet_daily existed, once, in the
-- migration's own transaction, so no round settling afterwards is counted twice. The day is the
-- business day of BUSINESS_DAY_OFFSET_MINUTES (UTC+7), as bet-daily.repository.ts computes it.
INSERT INTO "bet_daily" ("merchant_id", "member_id", "day", "category", "vendor", "rounds", "stake_minor", "valid_bet_minor", "payout_minor", "win_loss_minor")
SELECT r."merchant_id", r."member_id", ((r."settled_at" AT TIME ZONE 'UTC') + interval '420 minutes')::date,
	coalesce(g."game_type", 'OTHER'), r."vendor", count(*)::int, sum(r."stake_minor"), sum(r."valid_bet_minor"),
	sum(r."payout_minor"), sum(r."win_loss_minor")
FROM "bet_records" r
LEFT JOIN "games" g ON g."merchant_id" = r."merchant_id" AND g."vassalage" = r."vendor" AND g."game_code" = r."game_code"
WHERE r."status" = 'settled' AND r."settled_at" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
