ALTER TABLE "user_condominiums" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A person may belong to several condominiums (docs/decisions/021). Being active in one is that condominium's
-- switch; the session lookup reads only active memberships, so inactivating someone in B ends their access to B's
-- data while their sessions keep working in A. `membership_inactive` tells sign-in why a person with no active
-- condominium is refused; it is looked up only for them.
DROP FUNCTION zelo_authenticate(text, integer);--> statement-breakpoint
CREATE FUNCTION zelo_authenticate(p_token_hash text, p_idle_minutes integer)
  RETURNS TABLE (session_id uuid, user_id uuid, type user_type, name text, email varchar, profile_picture text, memberships jsonb,
                 membership_inactive boolean)
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
  SELECT f.id, u.id, u.type, u.name, u.email, u.profile_picture, m.memberships,
    m.memberships = '[]'::jsonb AND EXISTS (
      SELECT 1 FROM user_condominiums uc JOIN condominiums c ON c.id = uc.condominium_id
      WHERE uc.user_id = u.id AND c.active AND NOT uc.active)
  FROM found f JOIN users u ON u.id = f.user_id
  CROSS JOIN LATERAL (SELECT coalesce((
      SELECT jsonb_agg(
        jsonb_build_object('uuid', c.id, 'comercial_name', c.comercial_name, 'allowed_modules', c.allowed_modules,
                           'plan', jsonb_build_object('name', p.name, 'rank', p.rank))
        ORDER BY uc.created_at, c.comercial_name)
      FROM user_condominiums uc JOIN condominiums c ON c.id = uc.condominium_id JOIN plans p ON p.id = c.plan_id
      WHERE uc.user_id = u.id AND c.active AND uc.active
    ), '[]'::jsonb) AS memberships) m;
END
$$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION zelo_authenticate(text, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION zelo_authenticate(text, integer) TO zelo_app;--> statement-breakpoint
-- Whether a person also belongs to a condominium outside the request's scope: then their identity is not the
-- scoped caller's to change. The policies hide exactly those memberships, so this is a reviewed door past them
-- that answers one boolean and nothing of the other condominium.
CREATE FUNCTION zelo_member_elsewhere(p_user_id uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  SET zelo.is_master = 'on'
  AS $$
  SELECT EXISTS (SELECT 1 FROM user_condominiums WHERE user_id = p_user_id AND NOT (condominium_id = ANY (zelo_condominium_ids())))
$$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION zelo_member_elsewhere(uuid) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION zelo_member_elsewhere(uuid) TO zelo_app;--> statement-breakpoint
-- Whichever code path does it: losing one's last active membership ends one's sessions for good (a token must not
-- come back to life when the membership is switched on again); a membership lost while another stays active leaves
-- the sessions working, now without that condominium.
CREATE FUNCTION end_sessions_of_last_membership() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp SET zelo.is_master = 'on' AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM user_condominiums WHERE user_id = NEW.user_id AND active) THEN
    UPDATE sessions SET revoked_at = now() WHERE user_id = NEW.user_id AND revoked_at IS NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER user_condominiums_inactivated_end_sessions AFTER UPDATE OF active ON user_condominiums
  FOR EACH ROW WHEN (OLD.active AND NOT NEW.active) EXECUTE FUNCTION end_sessions_of_last_membership();--> statement-breakpoint
-- A changed e-mail or password spends every open reset and first-password link (one sent to the old address must not
-- open the account any more); a changed e-mail also ends every session, since the account now answers to another
-- address that has yet to be confirmed. A link issued after the change, in the same transaction, stays usable.
CREATE FUNCTION spend_links_of_changed_credentials() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp SET zelo.is_master = 'on' AS $$
BEGIN
  UPDATE password_resets SET used_at = now() WHERE user_id = NEW.id AND used_at IS NULL;
  IF OLD.email IS DISTINCT FROM NEW.email THEN
    UPDATE sessions SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_credentials_changed_spend_links AFTER UPDATE OF email, password_hash ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION spend_links_of_changed_credentials();
