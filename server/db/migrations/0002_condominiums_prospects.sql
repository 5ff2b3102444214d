CREATE TABLE "prospects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"condominium_name" text NOT NULL,
	"cnpj" varchar(14) NOT NULL,
	"units" integer NOT NULL,
	"message" text,
	"active" boolean DEFAULT true NOT NULL,
	"access_sent_at" timestamp with time zone,
	"condominium_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Existing condominiums take their trade name as razão social until the master corrects it.
ALTER TABLE "condominiums" ADD COLUMN "corporate_name" text;--> statement-breakpoint
UPDATE "condominiums" SET "corporate_name" = "comercial_name";--> statement-breakpoint
ALTER TABLE "condominiums" ALTER COLUMN "corporate_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "phone" varchar(11);--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "mobile_phone" varchar(11);--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "zip_code" varchar(8);--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "number" varchar(20);--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "complement" text;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "neighborhood" text;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "state_id" smallint;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "units" integer;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "blocks" integer;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_open_cnpj_unique" ON "prospects" USING btree ("cnpj") WHERE "prospects"."access_sent_at" is null;--> statement-breakpoint
CREATE INDEX "prospects_search_idx" ON "prospects" USING gin (immutable_unaccent(lower("name" || ' ' || "email" || ' ' || "condominium_name" || ' ' || "cnpj")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prospects_created_at_idx" ON "prospects" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "condominiums" ADD CONSTRAINT "condominiums_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominiums" ADD CONSTRAINT "condominiums_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "condominiums_search_idx" ON "condominiums" USING gin (immutable_unaccent(lower("comercial_name" || ' ' || "corporate_name" || ' ' || "cnpj")) gin_trgm_ops);