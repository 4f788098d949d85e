CREATE TABLE "member_tree" (
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tree_descendant_idx" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "member_tree_ancestor_depth_idx" ON "member_tree" USING btree ("ancestor_id","depth");--> statement-breakpoint
-- Every member is its own ancestor at depth 0, then each upline above it (ADR 054).
INSERT INTO "member_tree" ("ancestor_id", "descendant_id", "depth")
WITH RECURSIVE chain (descendant_id, ancestor_id, depth) AS (
  SELECT id, id, 0 FROM "members"
  UNION ALL
  SELECT c.descendant_id, m.upline_id, c.depth + 1
  FROM chain c JOIN "members" m ON m.id = c.ancestor_id
  WHERE m.upline_id IS NOT NULL AND c.depth < 64
)
SELECT ancestor_id, descendant_id, depth FROM chain;--> statement-breakpoint
-- A new member: itself, then its upline's ancestors one level further.
CREATE FUNCTION member_tree_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.upline_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER member_tree_insert AFTER INSERT ON "members"
FOR EACH ROW EXECUTE FUNCTION member_tree_on_insert();--> statement-breakpoint
-- A member moved to another upline takes its whole team along: the team's links to the old
-- ancestors go, links to the new upline's ancestors come. Moving under one's own team is refused.
CREATE FUNCTION member_tree_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
    RETURN NEW;
  END IF;
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'member % cannot move under its own team (member %)', NEW.id, NEW.upline_id
      USING ERRCODE = 'check_violation';
  END IF;
  DELETE FROM member_tree t
  USING member_tree team, member_tree above
  WHERE team.ancestor_id = NEW.id
    AND above.descendant_id = NEW.id AND above.depth > 0
    AND t.ancestor_id = above.ancestor_id AND t.descendant_id = team.descendant_id;
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT above.ancestor_id, team.descendant_id, above.depth + team.depth + 1
    FROM member_tree above JOIN member_tree team ON team.ancestor_id = NEW.id
    WHERE above.descendant_id = NEW.upline_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER member_tree_move AFTER UPDATE OF upline_id ON "members"
FOR EACH ROW EXECUTE FUNCTION member_tree_on_move();
