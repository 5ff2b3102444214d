CREATE TABLE "prospect_contact_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prospect_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"condominium_name" text NOT NULL,
	"units" integer NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prospect_contact_attempts" ADD CONSTRAINT "prospect_contact_attempts_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_contact_attempts_prospect_idx" ON "prospect_contact_attempts" USING btree ("prospect_id","created_at");--> statement-breakpoint
-- Like the requests they belong to: the platform's (master) only.
ALTER TABLE "prospect_contact_attempts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "prospect_contact_attempts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY platform_only ON "prospect_contact_attempts" USING ((SELECT zelo_is_master()));--> statement-breakpoint
-- Deactivating a user or a condominium ends sessions for good: a token must not come back to life when the
-- flag is set again, whichever code path sets it. The functions see every membership whatever the writer's scope
-- (SECURITY DEFINER, fixed search_path, the platform's setting for their own statements only).
CREATE FUNCTION end_sessions_of_inactivated_user() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp SET zelo.is_master = 'on' AS $$
BEGIN
  UPDATE sessions SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_inactivated_end_sessions AFTER UPDATE OF active ON users
  FOR EACH ROW WHEN (OLD.active AND NOT NEW.active) EXECUTE FUNCTION end_sessions_of_inactivated_user();--> statement-breakpoint
CREATE FUNCTION end_sessions_of_inactivated_condominium() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp SET zelo.is_master = 'on' AS $$
BEGIN
  -- Master is not scoped to condominiums and keeps working.
  UPDATE sessions SET revoked_at = now()
  FROM user_condominiums, users
  WHERE user_condominiums.condominium_id = NEW.id
    AND sessions.user_id = user_condominiums.user_id
    AND users.id = user_condominiums.user_id
    AND users.type <> 'master'
    AND sessions.revoked_at IS NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER condominiums_inactivated_end_sessions AFTER UPDATE OF active ON condominiums
  FOR EACH ROW WHEN (OLD.active AND NOT NEW.active) EXECUTE FUNCTION end_sessions_of_inactivated_condominium();
--> statement-breakpoint
-- Logos move onto the storage adapter: keys are paths under DATA_DIR/uploads, where the files already are. The
-- migration sees every condominium even when its owner is not a superuser (FORCE ROW LEVEL SECURITY binds owners).
SELECT set_config('zelo.is_master', 'on', true);--> statement-breakpoint
UPDATE condominiums SET logo = 'logos/' || logo WHERE logo IS NOT NULL AND logo NOT LIKE 'logos/%';
