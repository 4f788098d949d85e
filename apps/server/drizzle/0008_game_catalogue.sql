CREATE TABLE "favorite_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vassalage" varchar(32) NOT NULL,
	"game_type" varchar(16) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"game_name" text NOT NULL,
	"name_key" text NOT NULL,
	"icon_url" text NOT NULL,
	"is_game" boolean DEFAULT true NOT NULL,
	"sub_category" varchar(4),
	"hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"jackpot" boolean DEFAULT false NOT NULL,
	"rtp" numeric(5, 2),
	"engine" varchar(32),
	"maintenance" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "games_merchant_id_vassalage_game_code_unique" UNIQUE("merchant_id","vassalage","game_code")
);
--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_games_recent" ON "favorite_games" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "games_list_by_type" ON "games" USING btree ("merchant_id","game_type","sort","id") WHERE "games"."enabled";--> statement-breakpoint
CREATE INDEX "games_list_by_vendor" ON "games" USING btree ("merchant_id","vassalage","game_type","sort","id") WHERE "games"."enabled";--> statement-breakpoint
CREATE INDEX "games_hot" ON "games" USING btree ("merchant_id","sort") WHERE "games"."enabled" and "games"."hot";