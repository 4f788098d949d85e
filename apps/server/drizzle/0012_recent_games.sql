CREATE TABLE "recent_games" (
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"launches" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recent_games_latest" ON "recent_games" USING btree ("member_id","launched_at");