CREATE TYPE "public"."resident_relation" AS ENUM('proprietario', 'inquilino', 'morador');--> statement-breakpoint
CREATE TABLE "apartments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condominium_id" uuid NOT NULL,
	"block" varchar(40) DEFAULT '' NOT NULL,
	"number" varchar(20) NOT NULL,
	"floor" smallint,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower("apartments"."block" || ' ' || "apartments"."number" || ' ' || "apartments"."block" || "apartments"."number"))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apartments_condominium_id_id_unique" UNIQUE("condominium_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_apartments" (
	"user_id" uuid NOT NULL,
	"apartment_id" uuid NOT NULL,
	"condominium_id" uuid NOT NULL,
	"relation" "resident_relation" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_apartments_user_id_apartment_id_pk" PRIMARY KEY("user_id","apartment_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cpf" varchar(11);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rg" varchar(14);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" varchar(11);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_phone" varchar(11);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower("users"."name" || ' ' || "users"."email" || ' ' || coalesce("users"."cpf", '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_apartments" ADD CONSTRAINT "user_apartments_apartment_fk" FOREIGN KEY ("condominium_id","apartment_id") REFERENCES "public"."apartments"("condominium_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_apartments" ADD CONSTRAINT "user_apartments_membership_fk" FOREIGN KEY ("user_id","condominium_id") REFERENCES "public"."user_condominiums"("user_id","condominium_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "apartments_block_number_unique" ON "apartments" USING btree ("condominium_id",lower("block"),lower("number"));--> statement-breakpoint
CREATE INDEX "apartments_search_idx" ON "apartments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "apartments_listing_order_idx" ON "apartments" USING btree ("condominium_id","block","floor","number","id");--> statement-breakpoint
CREATE INDEX "user_apartments_apartment_id_idx" ON "user_apartments" USING btree ("apartment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_cpf_unique" ON "users" USING btree ("cpf") WHERE "users"."cpf" is not null;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_listing_order_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
-- Apartments and their residents belong to one condominium each: the tenant policy of decision 009.
ALTER TABLE "apartments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "apartments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_scope ON "apartments"
  USING ((SELECT zelo_is_master()) OR "condominium_id" = ANY ((SELECT zelo_condominium_ids())::uuid[]));--> statement-breakpoint
ALTER TABLE "user_apartments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_apartments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_scope ON "user_apartments"
  USING ((SELECT zelo_is_master()) OR "condominium_id" = ANY ((SELECT zelo_condominium_ids())::uuid[]));
