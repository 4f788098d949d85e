CREATE TABLE "bet_periods" (
	"member_id" bigint NOT NULL,
	"period" varchar(10) NOT NULL,
	"merchant_id" integer NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"win_loss_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bet_periods_member_id_period_pk" PRIMARY KEY("member_id","period")
);
--> statement-breakpoint
CREATE INDEX "bet_periods_rank_idx" ON "bet_periods" USING btree ("merchant_id","period","win_loss_minor","member_id");--> statement-breakpoint
-- The periods a business day counts in (ADR 060): the day (`2026-11-26`), its ISO week (`2026-W48`) and
-- its month (`2026-11`); the keys of contracts' periodOf and of team_period_players.
CREATE FUNCTION bet_period_keys(day date) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[to_char(day, 'YYYY-MM-DD'), to_char(day, 'IYYY-"W"IW'), to_char(day, 'YYYY-MM')]
$$;--> statement-breakpoint
-- bet_daily rows inserted (a member's first round of a day, category and vendor, or a bulk load) or
-- added to (the usual settlement): the difference, to the member's week and month. One statement per
-- trigger, so a bulk load's rows are summed per member and period before they are written.
CREATE FUNCTION bet_periods_bets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO bet_periods (member_id, period, merchant_id, rounds, stake_minor, valid_bet_minor, payout_minor,
      win_loss_minor)
    SELECT member_id, p.period, merchant_id, sum(rounds), sum(stake_minor), sum(valid_bet_minor), sum(payout_minor),
      sum(win_loss_minor)
    FROM new_rows CROSS JOIN LATERAL unnest(bet_period_keys(day)) p(period)
    GROUP BY 1, 2, 3
    ON CONFLICT (member_id, period) DO UPDATE SET
      rounds = bet_periods.rounds + excluded.rounds,
      stake_minor = bet_periods.stake_minor + excluded.stake_minor,
      valid_bet_minor = bet_periods.valid_bet_minor + excluded.valid_bet_minor,
      payout_minor = bet_periods.payout_minor + excluded.payout_minor,
      win_loss_minor = bet_periods.win_loss_minor + excluded.win_loss_minor;
  ELSE
    INSERT INTO bet_periods (member_id, period, merchant_id, rounds, stake_minor, valid_bet_minor, payout_minor,
      win_loss_minor)
    SELECT n.member_id, p.period, n.merchant_id, sum(n.rounds - o.rounds), sum(n.stake_minor - o.stake_minor),
      sum(n.valid_bet_minor - o.valid_bet_minor), sum(n.payout_minor - o.payout_minor),
      sum(n.win_loss_minor - o.win_loss_minor)
    FROM new_rows n
    JOIN old_rows o ON o.merchant_id = n.merchant_id AND o.member_id = n.member_id AND o.day = n.day
      AND o.category = n.category AND o.vendor = n.vendor
    CROSS JOIN LATERAL unnest(bet_period_keys(n.day)) p(period)
    GROUP BY 1, 2, 3
    ON CONFLICT (member_id, period) DO UPDATE SET
      rounds = bet_periods.rounds + excluded.rounds,
      stake_minor = bet_periods.stake_minor + excluded.stake_minor,
      valid_bet_minor = bet_periods.valid_bet_minor + excluded.valid_bet_minor,
      payout_minor = bet_periods.payout_minor + excluded.payout_minor,
      win_loss_minor = bet_periods.win_loss_minor + excluded.win_loss_minor;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bet_periods_bets_insert AFTER INSERT ON "bet_daily"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bet_periods_bets_changed();--> statement-breakpoint
CREATE TRIGGER bet_periods_bets_update AFTER UPDATE ON "bet_daily"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bet_periods_bets_changed();--> statement-breakpoint
-- Recounts bet_periods from bet_daily: the migration fills it with it, and a bulk load (the benches) runs
-- it once after loading with the triggers off, as team_rollups_rebuild() (migration 0025).
CREATE FUNCTION bet_periods_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM bet_periods;
  INSERT INTO bet_periods (member_id, period, merchant_id, rounds, stake_minor, valid_bet_minor, payout_minor,
    win_loss_minor)
  SELECT member_id, p.period, merchant_id, sum(rounds), sum(stake_minor), sum(valid_bet_minor), sum(payout_minor),
    sum(win_loss_minor)
  FROM bet_daily CROSS JOIN LATERAL unnest(bet_period_keys(day)) p(period)
  GROUP BY 1, 2, 3;
END $$;--> statement-breakpoint
SELECT bet_periods_rebuild();
