CREATE TABLE "document_expiry_notices" (
	"condominium_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"threshold" varchar(16) NOT NULL,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_expiry_notices_document_id_threshold_valid_until_pk" PRIMARY KEY("document_id","threshold","valid_until")
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"expires" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condominium_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(120) NOT NULL,
	"size" integer NOT NULL,
	"sha256" char(64) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "document_versions_number_unique" UNIQUE("document_id","number"),
	CONSTRAINT "document_versions_content_unique" UNIQUE("condominium_id","sha256")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condominium_id" uuid NOT NULL,
	"type_id" integer NOT NULL,
	"type_name" varchar(80) NOT NULL,
	"title" varchar(160) NOT NULL,
	"description" text,
	"valid_until" date,
	"visible_to_residents" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower("documents"."title" || ' ' || "documents"."type_name" || ' ' || coalesce("documents"."description", '')))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_condominium_id_id_unique" UNIQUE("condominium_id","id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_job_runs" (
	"job" varchar(80) NOT NULL,
	"run_on" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "scheduled_job_runs_job_run_on_pk" PRIMARY KEY("job","run_on")
);
--> statement-breakpoint
ALTER TABLE "document_expiry_notices" ADD CONSTRAINT "document_expiry_notices_document_fk" FOREIGN KEY ("condominium_id","document_id") REFERENCES "public"."documents"("condominium_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_fk" FOREIGN KEY ("condominium_id","document_id") REFERENCES "public"."documents"("condominium_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_type_id_document_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_name_unique" ON "document_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_listing_order_idx" ON "documents" USING btree ("condominium_id","title","id");--> statement-breakpoint
CREATE INDEX "documents_valid_until_idx" ON "documents" USING btree ("valid_until") WHERE "documents"."active" and "documents"."valid_until" is not null;--> statement-breakpoint
-- Documents, their versions and their expiry notices belong to one condominium each: the tenant policy of decision 009.
ALTER TABLE "documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "documents" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_scope ON "documents"
  USING ((SELECT zelo_is_master()) OR "condominium_id" = ANY ((SELECT zelo_condominium_ids())::uuid[]));--> statement-breakpoint
ALTER TABLE "document_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "document_versions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_scope ON "document_versions"
  USING ((SELECT zelo_is_master()) OR "condominium_id" = ANY ((SELECT zelo_condominium_ids())::uuid[]));--> statement-breakpoint
ALTER TABLE "document_expiry_notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "document_expiry_notices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_scope ON "document_expiry_notices"
  USING ((SELECT zelo_is_master()) OR "condominium_id" = ANY ((SELECT zelo_condominium_ids())::uuid[]));--> statement-breakpoint
-- The papers a Brazilian condominium keeps; those that usually expire say so.
INSERT INTO "document_types" ("name", "expires") VALUES
  ('Convenção do condomínio', false),
  ('Regimento interno', false),
  ('Ata de assembleia', false),
  ('Edital de convocação', false),
  ('AVCB (Auto de Vistoria do Corpo de Bombeiros)', true),
  ('Apólice de seguro', true),
  ('Laudo técnico', true),
  ('Laudo de SPDA (para-raios)', true),
  ('Certificado de limpeza da caixa d''água', true),
  ('Contrato de prestação de serviços', true),
  ('Planta do edifício', false),
  ('Manual do proprietário', false),
  ('Prestação de contas', false),
  ('Outros', false);
