CREATE TYPE "public"."reform_attachment_kind" AS ENUM('plan', 'art', 'project');--> statement-breakpoint
CREATE TABLE "reform_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condominium_id" uuid NOT NULL,
	"reform_id" uuid,
	"kind" "reform_attachment_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(120) NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reform_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "reform_attachments" ADD CONSTRAINT "reform_attachments_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reform_attachments" ADD CONSTRAINT "reform_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reform_attachments" ADD CONSTRAINT "reform_attachments_reform_fk" FOREIGN KEY ("condominium_id","reform_id") REFERENCES "public"."reforms"("condominium_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reform_attachments_reform_idx" ON "reform_attachments" USING btree ("reform_id");--> statement-breakpoint
CREATE INDEX "reform_attachments_unclaimed_idx" ON "reform_attachments" USING btree ("created_at") WHERE "reform_attachments"."reform_id" is null;--> statement-breakpoint
-- A reform's papers belong to its condominium: the tenant policy of decision 009.
ALTER TABLE "reform_attachments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reform_attachments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_scope ON "reform_attachments"
  USING ((SELECT zelo_is_master()) OR "condominium_id" = ANY ((SELECT zelo_condominium_ids())::uuid[]));
