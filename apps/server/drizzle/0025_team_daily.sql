CREATE TABLE "team_daily" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"merchant_id" integer NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"win_loss_minor" bigint DEFAULT 0 NOT NULL,
	"deposits_minor" bigint DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"withdrawals_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_daily_agent_id_day_shard_pk" PRIMARY KEY("agent_id","day","shard")
);
--> statement-breakpoint
CREATE TABLE "team_period_players" (
	"agent_id" bigint NOT NULL,
	"period" varchar(10) NOT NULL,
	"shard" smallint NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_period_players_agent_id_period_shard_pk" PRIMARY KEY("agent_id","period","shard")
);
--> statement-breakpoint
-- Announcements to agents (issue 16, agentAnnouncement): the message audience `agents`.
ALTER TABLE "member_messages" DROP CONSTRAINT "member_messages_audience_ck";--> statement-breakpoint
ALTER TABLE "member_messages" DROP CONSTRAINT "member_messages_target_ck";--> statement-breakpoint
CREATE INDEX "members_agents_idx" ON "members" USING btree ("merchant_id","id") WHERE "members"."type" in (1, 2, 41, 42);--> statement-breakpoint
CREATE INDEX "members_trial_in_team_idx" ON "members" USING btree ("merchant_id","id") WHERE "members"."type" = 4 and "members"."upline_id" is not null;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_audience_ck" CHECK ("member_messages"."audience" in ('brand', 'agents', 'team', 'member'));--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_target_ck" CHECK (("member_messages"."audience" in ('brand', 'agents')) = ("member_messages"."target_member_id" is null));--> statement-breakpoint
-- The business day (UTC+7, BUSINESS_DAY_OFFSET_MINUTES in contracts) an instant falls on.
CREATE FUNCTION business_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT ((at AT TIME ZONE 'UTC') + interval '420 minutes')::date
$$;--> statement-breakpoint
-- The agents above a member (ADR 057): team_daily is kept for agents only, the only members with team pages.
-- A trial account (type 4) never counts in a team.
CREATE FUNCTION team_agents_of(member bigint) RETURNS TABLE (agent_id bigint) LANGUAGE sql STABLE AS $$
  SELECT t.ancestor_id FROM members d
  JOIN member_tree t ON t.descendant_id = d.id AND t.depth > 0
  JOIN members a ON a.id = t.ancestor_id AND a.type IN (1, 2, 41, 42)
  WHERE d.id = member AND d.type <> 4
$$;--> statement-breakpoint
-- Rounds added to bet_daily as new rows (a member's first round of a day, game category and vendor, or
-- a bulk load): their sums, the members whose first round of the day, ISO week or month they are.
CREATE FUNCTION team_daily_bets_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH days AS (
    SELECT merchant_id, member_id, day, count(*) AS n FROM new_rows GROUP BY 1, 2, 3
  ), firsts AS (
    SELECT d.merchant_id, d.member_id, d.day FROM days d
    WHERE (SELECT count(*) FROM bet_daily b
           WHERE b.merchant_id = d.merchant_id AND b.member_id = d.member_id AND b.day = d.day) = d.n
  ), moves AS (
    SELECT merchant_id, member_id, day, rounds, stake_minor, valid_bet_minor, payout_minor, win_loss_minor,
      0 AS players FROM new_rows
    UNION ALL
    SELECT merchant_id, member_id, day, 0, 0, 0, 0, 0, 1 FROM firsts
  )
  INSERT INTO team_daily (agent_id, day, shard, merchant_id, players, rounds, stake_minor, valid_bet_minor,
    payout_minor, win_loss_minor)
  SELECT t.agent_id, m.day, (m.member_id % 8)::smallint, m.merchant_id, sum(m.players), sum(m.rounds),
    sum(m.stake_minor), sum(m.valid_bet_minor), sum(m.payout_minor), sum(m.win_loss_minor)
  FROM moves m CROSS JOIN LATERAL team_agents_of(m.member_id) t
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (agent_id, day, shard) DO UPDATE SET
    players = team_daily.players + excluded.players,
    rounds = team_daily.rounds + excluded.rounds,
    stake_minor = team_daily.stake_minor + excluded.stake_minor,
    valid_bet_minor = team_daily.valid_bet_minor + excluded.valid_bet_minor,
    payout_minor = team_daily.payout_minor + excluded.payout_minor,
    win_loss_minor = team_daily.win_loss_minor + excluded.win_loss_minor;

  WITH keyed AS (
    SELECT merchant_id, member_id, to_char(day, 'IYYY-"W"IW') AS period,
      date_trunc('week', day)::date AS first_day, (date_trunc('week', day) + interval '6 days')::date AS last_day
    FROM new_rows
    UNION ALL
    SELECT merchant_id, member_id, to_char(day, 'YYYY-MM'),
      date_trunc('month', day)::date, (date_trunc('month', day) + interval '1 month - 1 day')::date
    FROM new_rows
  ), counted AS (
    SELECT merchant_id, member_id, period, first_day, last_day, count(*) AS n FROM keyed GROUP BY 1, 2, 3, 4, 5
  ), firsts AS (
    SELECT c.member_id, c.period FROM counted c
    WHERE (SELECT count(*) FROM bet_daily b
           WHERE b.merchant_id = c.merchant_id AND b.member_id = c.member_id
             AND b.day BETWEEN c.first_day AND c.last_day) = c.n
  )
  INSERT INTO team_period_players (agent_id, period, shard, players)
  SELECT t.agent_id, f.period, (f.member_id % 8)::smallint, count(*)
  FROM firsts f CROSS JOIN LATERAL team_agents_of(f.member_id) t
  GROUP BY 1, 2, 3
  ON CONFLICT (agent_id, period, shard) DO UPDATE SET players = team_period_players.players + excluded.players;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER team_daily_bets_insert AFTER INSERT ON "bet_daily"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_daily_bets_inserted();--> statement-breakpoint
-- Rounds added to existing bet_daily rows (the usual settlement): the difference, to every agent above.
CREATE FUNCTION team_daily_bets_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_daily (agent_id, day, shard, merchant_id, rounds, stake_minor, valid_bet_minor, payout_minor,
    win_loss_minor)
  SELECT t.agent_id, n.day, (n.member_id % 8)::smallint, n.merchant_id, sum(n.rounds - o.rounds),
    sum(n.stake_minor - o.stake_minor), sum(n.valid_bet_minor - o.valid_bet_minor),
    sum(n.payout_minor - o.payout_minor), sum(n.win_loss_minor - o.win_loss_minor)
  FROM new_rows n
  JOIN old_rows o ON o.merchant_id = n.merchant_id AND o.member_id = n.member_id AND o.day = n.day
    AND o.category = n.category AND o.vendor = n.vendor
  CROSS JOIN LATERAL team_agents_of(n.member_id) t
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (agent_id, day, shard) DO UPDATE SET
    rounds = team_daily.rounds + excluded.rounds,
    stake_minor = team_daily.stake_minor + excluded.stake_minor,
    valid_bet_minor = team_daily.valid_bet_minor + excluded.valid_bet_minor,
    payout_minor = team_daily.payout_minor + excluded.payout_minor,
    win_loss_minor = team_daily.win_loss_minor + excluded.win_loss_minor;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER team_daily_bets_update AFTER UPDATE ON "bet_daily"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_daily_bets_updated();--> statement-breakpoint
-- A new member joins every agent above them on the day they signed up (after member_tree_insert:
-- triggers of one event fire in name order).
CREATE FUNCTION team_daily_member_joined() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_daily (agent_id, day, shard, merchant_id, joined)
  SELECT agent_id, business_day(NEW.created_at), (NEW.id % 8)::smallint, NEW.merchant_id, 1
  FROM team_agents_of(NEW.id)
  ON CONFLICT (agent_id, day, shard) DO UPDATE SET joined = team_daily.joined + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER team_daily_joined AFTER INSERT ON "members"
FOR EACH ROW EXECUTE FUNCTION team_daily_member_joined();--> statement-breakpoint
-- A deposit approved: its amount on its day. The member's first deposit is their earliest approved
-- one: if this one is earlier than every other, it is counted on its day and the one it displaces
-- is taken off its own.
CREATE FUNCTION team_daily_deposit_approved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at_ timestamptz := coalesce(NEW.decided_at, NEW.created_at);
  earliest timestamptz;
BEGIN
  IF NEW.status <> 'approved' OR (TG_OP = 'UPDATE' AND OLD.status = 'approved') THEN
    RETURN NULL;
  END IF;
  SELECT min(coalesce(d.decided_at, d.created_at)) INTO earliest FROM deposits d
  WHERE d.member_id = NEW.member_id AND d.status = 'approved' AND d.id <> NEW.id;
  INSERT INTO team_daily (agent_id, day, shard, merchant_id, deposits_minor, first_deposits)
  SELECT agent_id, business_day(at_), (NEW.member_id % 8)::smallint, NEW.merchant_id, NEW.amount,
    CASE WHEN earliest IS NULL OR at_ < earliest THEN 1 ELSE 0 END
  FROM team_agents_of(NEW.member_id)
  ON CONFLICT (agent_id, day, shard) DO UPDATE SET
    deposits_minor = team_daily.deposits_minor + excluded.deposits_minor,
    first_deposits = team_daily.first_deposits + excluded.first_deposits;
  IF earliest IS NOT NULL AND at_ < earliest THEN
    UPDATE team_daily SET first_deposits = first_deposits - 1
    WHERE agent_id IN (SELECT agent_id FROM team_agents_of(NEW.member_id))
      AND day = business_day(earliest) AND shard = (NEW.member_id % 8)::smallint;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER team_daily_deposits AFTER INSERT OR UPDATE OF status ON "deposits"
FOR EACH ROW EXECUTE FUNCTION team_daily_deposit_approved();--> statement-breakpoint
-- A withdrawal paid: its amount on the day it was paid.
CREATE FUNCTION team_daily_withdrawal_paid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'paid' OR NEW.paid_at IS NULL OR (TG_OP = 'UPDATE' AND OLD.status = 'paid') THEN
    RETURN NULL;
  END IF;
  INSERT INTO team_daily (agent_id, day, shard, merchant_id, withdrawals_minor)
  SELECT agent_id, business_day(NEW.paid_at), (NEW.member_id % 8)::smallint, NEW.merchant_id, NEW.amount
  FROM team_agents_of(NEW.member_id)
  ON CONFLICT (agent_id, day, shard) DO UPDATE SET
    withdrawals_minor = team_daily.withdrawals_minor + excluded.withdrawals_minor;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER team_daily_withdrawals AFTER INSERT OR UPDATE OF status ON "withdrawals"
FOR EACH ROW EXECUTE FUNCTION team_daily_withdrawal_paid();--> statement-breakpoint
-- Recounts both rollups from their source tables (ADR 057): the migration fills them with it, a bulk
-- load (the benches) runs it once after loading with the team triggers disabled, and the test checks
-- the triggers' tables against it.
CREATE FUNCTION team_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM team_daily;
  DELETE FROM team_period_players;

  INSERT INTO team_daily (agent_id, day, shard, merchant_id, joined, players, rounds, stake_minor, valid_bet_minor,
    payout_minor, win_loss_minor, deposits_minor, first_deposits, withdrawals_minor)
  SELECT t.agent_id, x.day, (x.member_id % 8)::smallint, x.merchant_id, sum(x.joined), sum(x.players),
    sum(x.rounds), sum(x.stake_minor), sum(x.valid_bet_minor), sum(x.payout_minor), sum(x.win_loss_minor),
    sum(x.deposits_minor), sum(x.first_deposits), sum(x.withdrawals_minor)
  FROM (
    SELECT merchant_id, member_id, day, 0 AS joined, 1 AS players, sum(rounds) AS rounds, sum(stake_minor) AS stake_minor,
      sum(valid_bet_minor) AS valid_bet_minor, sum(payout_minor) AS payout_minor, sum(win_loss_minor) AS win_loss_minor,
      0 AS deposits_minor, 0 AS first_deposits, 0 AS withdrawals_minor
    FROM bet_daily GROUP BY merchant_id, member_id, day
    UNION ALL
    SELECT merchant_id, id, business_day(created_at), 1, 0, 0, 0, 0, 0, 0, 0, 0, 0 FROM members
    UNION ALL
    SELECT merchant_id, member_id, business_day(coalesce(decided_at, created_at)), 0, 0, 0, 0, 0, 0, 0, amount, 0, 0
    FROM deposits WHERE status = 'approved'
    UNION ALL
    SELECT merchant_id, member_id, business_day(min(coalesce(decided_at, created_at))), 0, 0, 0, 0, 0, 0, 0, 0, 1, 0
    FROM deposits WHERE status = 'approved' GROUP BY merchant_id, member_id
    UNION ALL
    SELECT merchant_id, member_id, business_day(paid_at), 0, 0, 0, 0, 0, 0, 0, 0, 0, amount
    FROM withdrawals WHERE status = 'paid' AND paid_at IS NOT NULL
  ) x CROSS JOIN LATERAL team_agents_of(x.member_id) t
  GROUP BY 1, 2, 3, 4;
  INSERT INTO team_period_players (agent_id, period, shard, players)
  SELECT t.agent_id, p.period, (p.member_id % 8)::smallint, count(*)
  FROM (
    SELECT DISTINCT member_id, to_char(day, 'IYYY-"W"IW') AS period FROM bet_daily
    UNION
    SELECT DISTINCT member_id, to_char(day, 'YYYY-MM') FROM bet_daily
  ) p CROSS JOIN LATERAL team_agents_of(p.member_id) t
  GROUP BY 1, 2, 3;
END $$;--> statement-breakpoint
SELECT team_rollups_rebuild();