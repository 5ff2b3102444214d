ALTER TABLE "notifications" ADD CONSTRAINT "notifications_membership_fk" FOREIGN KEY ("user_id","condominium_id") REFERENCES "public"."user_condominiums"("user_id","condominium_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Tenancy's second wall (docs/decisions/009). The API connects as `zelo_app` (or a login role that is a member of
-- it): neither superuser, table owner nor BYPASSRLS. Roles are cluster-wide, so two databases migrating at the same
-- time may both try to create it: the loser's duplicate is swallowed.
DO $$
BEGIN
  CREATE ROLE zelo_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO zelo_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO zelo_app;--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO zelo_app;--> statement-breakpoint
-- Reference data is written by the seeds, which run as the owner; the API only reads it.
REVOKE INSERT, UPDATE, DELETE ON plans, states, cities FROM zelo_app;--> statement-breakpoint
-- Tables of later migrations (run by the same owner) are granted the same way.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO zelo_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO zelo_app;--> statement-breakpoint
-- The request's scope, set per transaction with set_config(…, true) (server/platform/access/unit-of-work.ts).
-- A connection that has none set sees no tenant row at all.
CREATE FUNCTION zelo_is_master() RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(current_setting('zelo.is_master', true), '') = 'on' $$;--> statement-breakpoint
CREATE FUNCTION zelo_condominium_ids() RETURNS uuid[]
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_to_array(nullif(current_setting('zelo.condominium_ids', true), ''), ',')::uuid[], '{}') $$;--> statement-breakpoint
-- Policies compare with `(SELECT …)`: evaluated once per query (an InitPlan), so an index on condominium_id serves them.
ALTER TABLE "condominiums" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "condominiums" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_scope ON "condominiums"
  USING ((SELECT zelo_is_master()) OR "id" = ANY ((SELECT zelo_condominium_ids())::uuid[]));--> statement-breakpoint
ALTER TABLE "user_condominiums" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_condominiums" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_scope ON "user_condominiums"
  USING ((SELECT zelo_is_master()) OR "condominium_id" = ANY ((SELECT zelo_condominium_ids())::uuid[]));--> statement-breakpoint
-- Rows about no condominium (prospects, platform actions) are the platform's: master only.
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_scope ON "audit_log"
  USING ((SELECT zelo_is_master()) OR "condominium_id" = ANY ((SELECT zelo_condominium_ids())::uuid[]));--> statement-breakpoint
-- Access requests belong to no tenant yet: the platform's (master) only.
ALTER TABLE "prospects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "prospects" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY platform_only ON "prospects" USING ((SELECT zelo_is_master()));--> statement-breakpoint
-- The session lookup of every signed-in request, in one round trip: the caller, their session user (SPEC §3) and
-- their active condominiums with each one's modules and plan. It runs before any scope exists, so it is the one
-- reviewed door past the policies (SECURITY DEFINER, fixed search_path, only EXECUTE granted), and it answers only
-- to whoever holds the token. last_seen_at is refreshed at most once a minute: reads stay reads.
CREATE FUNCTION zelo_authenticate(p_token_hash text, p_idle_minutes integer)
  RETURNS TABLE (session_id uuid, user_id uuid, type user_type, name text, email varchar, profile_picture text, memberships jsonb)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  SET zelo.is_master = 'on'
  AS $$
BEGIN
  RETURN QUERY
  WITH found AS (
    SELECT s.id, s.user_id, s.last_seen_at
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > now()
      AND s.last_seen_at > now() - make_interval(mins => p_idle_minutes) AND u.active
  ), touched AS (
    UPDATE sessions SET last_seen_at = now() FROM found
    WHERE sessions.id = found.id AND found.last_seen_at < now() - interval '1 minute'
  )
  SELECT f.id, u.id, u.type, u.name, u.email, u.profile_picture,
    coalesce((
      SELECT jsonb_agg(
        jsonb_build_object('uuid', c.id, 'comercial_name', c.comercial_name, 'allowed_modules', c.allowed_modules,
                           'plan', jsonb_build_object('name', p.name, 'rank', p.rank))
        ORDER BY uc.created_at, c.comercial_name)
      FROM user_condominiums uc JOIN condominiums c ON c.id = uc.condominium_id JOIN plans p ON p.id = c.plan_id
      WHERE uc.user_id = u.id AND c.active
    ), '[]'::jsonb)
  FROM found f JOIN users u ON u.id = f.user_id;
END
$$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION zelo_authenticate(text, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION zelo_authenticate(text, integer) TO zelo_app;
