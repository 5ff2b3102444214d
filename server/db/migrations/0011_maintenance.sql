CREATE TYPE "public"."interval_unit" AS ENUM('day', 'month');--> statement-breakpoint
CREATE TABLE "condominium_maintenances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condominium_id" uuid NOT NULL,
	"catalog_id" integer,
	"system" varchar(120) NOT NULL,
	"activity" varchar(200) NOT NULL,
	"type_id" integer NOT NULL,
	"periodicity_id" integer NOT NULL,
	"responsible_type_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"due_soon_days" smallint NOT NULL,
	"affects_residents" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"public_id" varchar(22) NOT NULL,
	"last_performed_on" date,
	"last_done_late" boolean DEFAULT false NOT NULL,
	"next_due_on" date NOT NULL,
	"due_soon_notice_for" date,
	"overdue_notice_for" date,
	"search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower("condominium_maintenances"."system" || ' ' || "condominium_maintenances"."activity"))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condominium_maintenances_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "condominium_maintenances_condominium_id_id_unique" UNIQUE("condominium_id","id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_catalog" (
	"id" serial PRIMARY KEY NOT NULL,
	"system" varchar(120) NOT NULL,
	"activity" varchar(200) NOT NULL,
	"type_id" integer NOT NULL,
	"periodicity_id" integer NOT NULL,
	"responsible_type_id" integer NOT NULL,
	"affects_residents" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_document_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condominium_id" uuid NOT NULL,
	"record_id" uuid,
	"document_type_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(120) NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_evidence_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "maintenance_periodicities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"interval_unit" interval_unit NOT NULL,
	"interval_amount" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condominium_id" uuid NOT NULL,
	"maintenance_id" uuid NOT NULL,
	"performed_on" date NOT NULL,
	"due_on" date NOT NULL,
	"done_late" boolean NOT NULL,
	"responsible_type_id" integer NOT NULL,
	"company" varchar(160),
	"professional" varchar(120),
	"art_number" varchar(40),
	"cost_cents" bigint,
	"notes" text,
	"recorded_by" uuid,
	"search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(coalesce("maintenance_records"."company", '') || ' ' || coalesce("maintenance_records"."professional", '') || ' ' || coalesce("maintenance_records"."notes", '')))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_records_condominium_id_id_unique" UNIQUE("condominium_id","id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_responsible_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "condominium_maintenances" ADD CONSTRAINT "condominium_maintenances_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominium_maintenances" ADD CONSTRAINT "condominium_maintenances_catalog_id_maintenance_catalog_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."maintenance_catalog"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominium_maintenances" ADD CONSTRAINT "condominium_maintenances_type_id_maintenance_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."maintenance_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominium_maintenances" ADD CONSTRAINT "condominium_maintenances_periodicity_id_maintenance_periodicities_id_fk" FOREIGN KEY ("periodicity_id") REFERENCES "public"."maintenance_periodicities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominium_maintenances" ADD CONSTRAINT "condominium_maintenances_responsible_type_id_maintenance_responsible_types_id_fk" FOREIGN KEY ("responsible_type_id") REFERENCES "public"."maintenance_responsible_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_catalog" ADD CONSTRAINT "maintenance_catalog_type_id_maintenance_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."maintenance_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_catalog" ADD CONSTRAINT "maintenance_catalog_periodicity_id_maintenance_periodicities_id_fk" FOREIGN KEY ("periodicity_id") REFERENCES "public"."maintenance_periodicities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_catalog" ADD CONSTRAINT "maintenance_catalog_responsible_type_id_maintenance_responsible_types_id_fk" FOREIGN KEY ("responsible_type_id") REFERENCES "public"."maintenance_responsible_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_evidence" ADD CONSTRAINT "maintenance_evidence_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_evidence" ADD CONSTRAINT "maintenance_evidence_document_type_id_maintenance_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."maintenance_document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_evidence" ADD CONSTRAINT "maintenance_evidence_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_evidence" ADD CONSTRAINT "maintenance_evidence_record_fk" FOREIGN KEY ("condominium_id","record_id") REFERENCES "public"."maintenance_records"("condominium_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_responsible_type_id_maintenance_responsible_types_id_fk" FOREIGN KEY ("responsible_type_id") REFERENCES "public"."maintenance_responsible_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_maintenance_fk" FOREIGN KEY ("condominium_id","maintenance_id") REFERENCES "public"."condominium_maintenances"("condominium_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "condominium_maintenances_catalog_unique" ON "condominium_maintenances" USING btree ("condominium_id","catalog_id") WHERE "condominium_maintenances"."catalog_id" is not null;--> statement-breakpoint
CREATE INDEX "condominium_maintenances_search_idx" ON "condominium_maintenances" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "condominium_maintenances_due_idx" ON "condominium_maintenances" USING btree ("condominium_id","next_due_on","id");--> statement-breakpoint
CREATE INDEX "condominium_maintenances_active_due_idx" ON "condominium_maintenances" USING btree ("next_due_on") WHERE "condominium_maintenances"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_catalog_activity_unique" ON "maintenance_catalog" USING btree (lower("system"),lower("activity"));--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_document_types_name_unique" ON "maintenance_document_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "maintenance_evidence_record_idx" ON "maintenance_evidence" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "maintenance_evidence_unclaimed_idx" ON "maintenance_evidence" USING btree ("created_at") WHERE "maintenance_evidence"."record_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_periodicities_name_unique" ON "maintenance_periodicities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "maintenance_records_search_idx" ON "maintenance_records" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "maintenance_records_listing_order_idx" ON "maintenance_records" USING btree ("condominium_id","performed_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "maintenance_records_maintenance_idx" ON "maintenance_records" USING btree ("maintenance_id","performed_on" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_responsible_types_name_unique" ON "maintenance_responsible_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_types_name_unique" ON "maintenance_types" USING btree (lower("name"));
--> statement-breakpoint
-- What each execution belongs to is a condominium's: the tenant policy of decision 009.
ALTER TABLE "condominium_maintenances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "condominium_maintenances" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_scope ON "condominium_maintenances"
  USING ((SELECT zelo_is_master()) OR "condominium_id" = ANY ((SELECT zelo_condominium_ids())::uuid[]));--> statement-breakpoint
ALTER TABLE "maintenance_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "maintenance_records" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_scope ON "maintenance_records"
  USING ((SELECT zelo_is_master()) OR "condominium_id" = ANY ((SELECT zelo_condominium_ids())::uuid[]));--> statement-breakpoint
ALTER TABLE "maintenance_evidence" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "maintenance_evidence" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_scope ON "maintenance_evidence"
  USING ((SELECT zelo_is_master()) OR "condominium_id" = ANY ((SELECT zelo_condominium_ids())::uuid[]));--> statement-breakpoint
-- The reference lists and the catalogue of NBR 5674 practice (editable by master).
INSERT INTO "maintenance_types" ("name") VALUES ('Preventiva'), ('Corretiva'), ('Preditiva'), ('Inspeção');--> statement-breakpoint
INSERT INTO "maintenance_responsible_types" ("name") VALUES ('Empresa especializada'), ('Empresa capacitada'), ('Equipe de manutenção local');--> statement-breakpoint
INSERT INTO "maintenance_document_types" ("name") VALUES ('Nota fiscal'), ('Laudo técnico'), ('Certificado'), ('ART ou RRT'), ('Relatório de serviço'), ('Ordem de serviço'), ('Fotografia');--> statement-breakpoint
INSERT INTO "maintenance_periodicities" ("name", "interval_unit", "interval_amount") VALUES ('Diária', 'day', 1), ('Semanal', 'day', 7), ('Quinzenal', 'day', 15), ('Mensal', 'month', 1), ('Bimestral', 'month', 2), ('Trimestral', 'month', 3), ('Semestral', 'month', 6), ('Anual', 'month', 12), ('Bienal', 'month', 24), ('Trienal', 'month', 36), ('Quinquenal', 'month', 60);--> statement-breakpoint
INSERT INTO "maintenance_catalog" ("system", "activity", "type_id", "periodicity_id", "responsible_type_id", "affects_residents") VALUES
  ('Hidráulica', 'Limpeza e desinfecção da caixa d''água e cisternas', (SELECT id FROM maintenance_types WHERE name = 'Preventiva'), (SELECT id FROM maintenance_periodicities WHERE name = 'Semestral'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa especializada'), true),
  ('Hidráulica', 'Teste de funcionamento das bombas de recalque', (SELECT id FROM maintenance_types WHERE name = 'Inspeção'), (SELECT id FROM maintenance_periodicities WHERE name = 'Mensal'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Equipe de manutenção local'), false),
  ('Hidráulica', 'Verificação de vazamentos, registros e válvulas', (SELECT id FROM maintenance_types WHERE name = 'Inspeção'), (SELECT id FROM maintenance_periodicities WHERE name = 'Mensal'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Equipe de manutenção local'), false),
  ('Combate a incêndio', 'Inspeção dos extintores (lacre, manômetro e validade)', (SELECT id FROM maintenance_types WHERE name = 'Inspeção'), (SELECT id FROM maintenance_periodicities WHERE name = 'Semestral'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa capacitada'), false),
  ('Combate a incêndio', 'Recarga dos extintores', (SELECT id FROM maintenance_types WHERE name = 'Preventiva'), (SELECT id FROM maintenance_periodicities WHERE name = 'Anual'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa especializada'), false),
  ('Combate a incêndio', 'Inspeção de mangueiras e hidrantes', (SELECT id FROM maintenance_types WHERE name = 'Inspeção'), (SELECT id FROM maintenance_periodicities WHERE name = 'Semestral'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa capacitada'), false),
  ('Combate a incêndio', 'Teste do alarme de incêndio', (SELECT id FROM maintenance_types WHERE name = 'Inspeção'), (SELECT id FROM maintenance_periodicities WHERE name = 'Mensal'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Equipe de manutenção local'), false),
  ('Iluminação de emergência', 'Teste da iluminação de emergência e baterias', (SELECT id FROM maintenance_types WHERE name = 'Inspeção'), (SELECT id FROM maintenance_periodicities WHERE name = 'Mensal'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Equipe de manutenção local'), false),
  ('SPDA', 'Inspeção do SPDA (para-raios)', (SELECT id FROM maintenance_types WHERE name = 'Inspeção'), (SELECT id FROM maintenance_periodicities WHERE name = 'Anual'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa especializada'), false),
  ('SPDA', 'Medição da resistência de aterramento', (SELECT id FROM maintenance_types WHERE name = 'Preditiva'), (SELECT id FROM maintenance_periodicities WHERE name = 'Anual'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa especializada'), false),
  ('Gerador', 'Partida semanal do gerador', (SELECT id FROM maintenance_types WHERE name = 'Inspeção'), (SELECT id FROM maintenance_periodicities WHERE name = 'Semanal'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Equipe de manutenção local'), false),
  ('Gerador', 'Manutenção preventiva do gerador', (SELECT id FROM maintenance_types WHERE name = 'Preventiva'), (SELECT id FROM maintenance_periodicities WHERE name = 'Mensal'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa especializada'), false),
  ('Elevadores', 'Manutenção preventiva dos elevadores', (SELECT id FROM maintenance_types WHERE name = 'Preventiva'), (SELECT id FROM maintenance_periodicities WHERE name = 'Mensal'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa especializada'), true),
  ('Portões', 'Teste e lubrificação dos portões automáticos', (SELECT id FROM maintenance_types WHERE name = 'Preventiva'), (SELECT id FROM maintenance_periodicities WHERE name = 'Mensal'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa capacitada'), false),
  ('Instalações elétricas', 'Inspeção das instalações elétricas e dos quadros', (SELECT id FROM maintenance_types WHERE name = 'Inspeção'), (SELECT id FROM maintenance_periodicities WHERE name = 'Anual'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa especializada'), false),
  ('Instalações elétricas', 'Reaperto das conexões dos quadros de distribuição', (SELECT id FROM maintenance_types WHERE name = 'Preventiva'), (SELECT id FROM maintenance_periodicities WHERE name = 'Anual'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa capacitada'), false),
  ('Controle de pragas', 'Dedetização e desratização das áreas comuns', (SELECT id FROM maintenance_types WHERE name = 'Preventiva'), (SELECT id FROM maintenance_periodicities WHERE name = 'Semestral'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa especializada'), true),
  ('Cobertura', 'Limpeza de calhas, rufos e ralos', (SELECT id FROM maintenance_types WHERE name = 'Preventiva'), (SELECT id FROM maintenance_periodicities WHERE name = 'Semestral'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Equipe de manutenção local'), false),
  ('Fachada', 'Inspeção da fachada e dos revestimentos', (SELECT id FROM maintenance_types WHERE name = 'Inspeção'), (SELECT id FROM maintenance_periodicities WHERE name = 'Anual'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa especializada'), false),
  ('Fachada', 'Lavagem da fachada', (SELECT id FROM maintenance_types WHERE name = 'Preventiva'), (SELECT id FROM maintenance_periodicities WHERE name = 'Trienal'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa especializada'), true),
  ('Piscina', 'Tratamento e análise da água da piscina', (SELECT id FROM maintenance_types WHERE name = 'Preventiva'), (SELECT id FROM maintenance_periodicities WHERE name = 'Semanal'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Equipe de manutenção local'), false),
  ('Gás', 'Inspeção da rede de gás e teste de estanqueidade', (SELECT id FROM maintenance_types WHERE name = 'Inspeção'), (SELECT id FROM maintenance_periodicities WHERE name = 'Anual'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa especializada'), false),
  ('Impermeabilização', 'Inspeção da impermeabilização de lajes e jardineiras', (SELECT id FROM maintenance_types WHERE name = 'Inspeção'), (SELECT id FROM maintenance_periodicities WHERE name = 'Anual'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa capacitada'), false),
  ('Edificação', 'Inspeção predial (laudo de inspeção)', (SELECT id FROM maintenance_types WHERE name = 'Inspeção'), (SELECT id FROM maintenance_periodicities WHERE name = 'Anual'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa especializada'), false),
  ('Edificação', 'Revisão dos sistemas estruturais (laudo)', (SELECT id FROM maintenance_types WHERE name = 'Inspeção'), (SELECT id FROM maintenance_periodicities WHERE name = 'Quinquenal'), (SELECT id FROM maintenance_responsible_types WHERE name = 'Empresa especializada'), false);
