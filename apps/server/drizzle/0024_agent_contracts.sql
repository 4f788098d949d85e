CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"member_id" bigint NOT NULL,
	"upline_id" bigint,
	"cycle" varchar(16) NOT NULL,
	"tiers" jsonb NOT NULL,
	"max_rate_bp" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"termination_requested_by" varchar(8),
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(24),
	CONSTRAINT "agent_contracts_status" CHECK ("agent_contracts"."status" in ('offered', 'active', 'rejected', 'terminated', 'replaced', 'withdrawn')),
	CONSTRAINT "agent_contracts_rate" CHECK ("agent_contracts"."max_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "contract_periods" (
	"merchant_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"period_key" varchar(16) NOT NULL,
	"lease_holder" text,
	"lease_until" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "contract_periods_merchant_id_kind_period_key_pk" PRIMARY KEY("merchant_id","kind","period_key")
);
--> statement-breakpoint
CREATE TABLE "contract_settings" (
	"merchant_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"enabled" boolean NOT NULL,
	"cycle" varchar(16) NOT NULL,
	"payer" varchar(16) NOT NULL,
	"max_rate_bp" integer NOT NULL,
	CONSTRAINT "contract_settings_merchant_id_kind_pk" PRIMARY KEY("merchant_id","kind")
);
--> statement-breakpoint
CREATE TABLE "contract_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"period_key" varchar(16) NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"member_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"payer_id" bigint,
	"valid_bet_minor" bigint NOT NULL,
	"profit_loss_minor" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" varchar(24) NOT NULL,
	"entry_id" bigint,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "contract_settlements_status" CHECK ("contract_settlements"."status" in ('pending', 'paid', 'insufficientBalance', 'nothingDue'))
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_periods" ADD CONSTRAINT "contract_periods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settings" ADD CONSTRAINT "contract_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_active" ON "agent_contracts" USING btree ("merchant_id","member_id","kind") WHERE "agent_contracts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_offer" ON "agent_contracts" USING btree ("merchant_id","member_id","kind") WHERE "agent_contracts"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("merchant_id","upline_id","kind");--> statement-breakpoint
CREATE INDEX "agent_contracts_in_force_idx" ON "agent_contracts" USING btree ("merchant_id","kind","accepted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlements_period_member" ON "contract_settlements" USING btree ("merchant_id","kind","period_key","member_id");--> statement-breakpoint
CREATE INDEX "contract_settlements_member_idx" ON "contract_settlements" USING btree ("merchant_id","member_id","kind","period_from");