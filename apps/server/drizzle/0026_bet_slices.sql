CREATE TABLE "bet_slices" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"slice_start" timestamp with time zone NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_loss_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bet_slices_merchant_id_member_id_slice_start_pk" PRIMARY KEY("merchant_id","member_id","slice_start")
);
--> statement-breakpoint
ALTER TABLE "bet_slices" ADD CONSTRAINT "bet_slices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_slices" ADD CONSTRAINT "bet_slices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_slices_start_brin" ON "bet_slices" USING brin ("slice_start");--> statement-breakpoint
-- Rounds settled in the kept window before this table existed, each in its 5-minute slice.
INSERT INTO "bet_slices" ("merchant_id", "member_id", "slice_start", "rounds", "valid_bet_minor", "win_loss_minor")
SELECT r."merchant_id", r."member_id", to_timestamp(floor(extract(epoch FROM r."settled_at") / 300) * 300),
	count(*)::int, sum(r."valid_bet_minor"), sum(r."win_loss_minor")
FROM "bet_records" r
WHERE r."status" = 'settled' AND r."settled_at" IS NOT NULL AND r."settled_at" > now() - interval '40 days'
GROUP BY 1, 2, 3;
