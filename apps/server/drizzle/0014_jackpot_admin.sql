ALTER TABLE "jackpot_hits" ADD COLUMN "seed_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD COLUMN "hit_every_minor" bigint;