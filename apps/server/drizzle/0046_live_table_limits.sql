CREATE TABLE "provider"."live_table_limits" (
	"table_id" integer NOT NULL,
	"brand" varchar(32) NOT NULL,
	"min_stake_minor" bigint NOT NULL,
	"max_stake_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_table_limits_table_id_brand_pk" PRIMARY KEY("table_id","brand")
);
--> statement-breakpoint
ALTER TABLE "provider"."live_table_limits" ADD CONSTRAINT "live_table_limits_table_id_live_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "provider"."live_tables"("id") ON DELETE no action ON UPDATE no action;