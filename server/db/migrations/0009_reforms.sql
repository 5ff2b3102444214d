CREATE TYPE "public"."reform_status" AS ENUM('pending', 'approved', 'disapproved', 'finished');--> statement-breakpoint
CREATE TYPE "public"."work_category" AS ENUM('electrical', 'plumbing', 'gas', 'cladding', 'waterproofing', 'structure', 'facade', 'painting', 'small_repairs');--> statement-breakpoint
CREATE TABLE "reform_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"condominium_id" uuid NOT NULL,
	"reform_id" uuid NOT NULL,
	"action" varchar(20) NOT NULL,
	"from_status" "reform_status",
	"to_status" "reform_status",
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reforms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condominium_id" uuid NOT NULL,
	"apartment_id" uuid NOT NULL,
	"requester_id" uuid,
	"title" varchar(160) NOT NULL,
	"description" text NOT NULL,
	"categories" "work_category"[] NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"professional_name" varchar(120),
	"professional_registry" varchar(40),
	"art_number" varchar(40),
	"company" varchar(160),
	"workers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "reform_status" DEFAULT 'pending' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower("reforms"."title" || ' ' || "reforms"."description" || ' ' || coalesce("reforms"."company", '') || ' ' || coalesce("reforms"."professional_name", '')))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reforms_condominium_id_id_unique" UNIQUE("condominium_id","id")
);
--> statement-breakpoint
ALTER TABLE "reform_events" ADD CONSTRAINT "reform_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reform_events" ADD CONSTRAINT "reform_events_reform_fk" FOREIGN KEY ("condominium_id","reform_id") REFERENCES "public"."reforms"("condominium_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reforms" ADD CONSTRAINT "reforms_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reforms" ADD CONSTRAINT "reforms_apartment_fk" FOREIGN KEY ("condominium_id","apartment_id") REFERENCES "public"."apartments"("condominium_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reform_events_reform_idx" ON "reform_events" USING btree ("reform_id","id");--> statement-breakpoint
CREATE INDEX "reforms_search_idx" ON "reforms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reforms_listing_order_idx" ON "reforms" USING btree ("condominium_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "reforms_apartment_idx" ON "reforms" USING btree ("apartment_id");--> statement-breakpoint
-- Reforms and their history belong to one condominium each: the tenant policy of decision 009.
ALTER TABLE "reforms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reforms" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_scope ON "reforms"
  USING ((SELECT zelo_is_master()) OR "condominium_id" = ANY ((SELECT zelo_condominium_ids())::uuid[]));--> statement-breakpoint
ALTER TABLE "reform_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reform_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_scope ON "reform_events"
  USING ((SELECT zelo_is_master()) OR "condominium_id" = ANY ((SELECT zelo_condominium_ids())::uuid[]));
