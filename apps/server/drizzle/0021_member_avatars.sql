CREATE TABLE "member_avatars" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"mime" varchar(16) NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_avatars" ADD CONSTRAINT "member_avatars_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;