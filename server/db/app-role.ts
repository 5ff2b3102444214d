import pg from 'pg';

/** The role the API's pool runs as (created by migration 0004): no superuser, no table, no BYPASSRLS. */
export const APP_ROLE = 'zelo_app';

/** `PostgreSQL: tuple concurrently updated`: two processes altering the same role at the same instant. */
const CONCURRENT_UPDATE = 'XX000';

/** `url` with the app role's name and password in place of the owner's. */
export function appRoleUrl(url: string, password: string) {
  const appUrl = new URL(url);
  appUrl.username = APP_ROLE;
  appUrl.password = encodeURIComponent(password);
  return appUrl.toString();
}

/**
 * As the owner, lets the app role sign in with `password`, for servers this process manages (the embedded one, the
 * test cluster). Roles belong to the whole cluster and test runs share it: when the role already signs in with that
 * password nothing is altered, and a concurrent ALTER by another run is tried again.
 */
export async function enableAppRoleLogin(ownerUrl: string, password: string) {
  if (await canSignIn(appRoleUrl(ownerUrl, password))) return;
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await owner.query(`alter role ${APP_ROLE} with login password ${owner.escapeLiteral(password)}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== CONCURRENT_UPDATE || attempt === 3) throw error;
      }
    }
  } finally {
    await owner.end();
  }
}

async function canSignIn(url: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Refuses a pool whose role would pass the row-level policies: a superuser, a BYPASSRLS role, or one that owns (or
 * is a member of the owner of) a table. Misconfigured DATABASE_APP_URL must stop the start, not open every tenant.
 */
export async function assertRestrictedRole(pool: pg.Pool) {
  const { rows } = await pool.query<{ role: string; superuser: boolean; bypassrls: boolean; owns_tables: boolean }>(
    `select current_user as role, r.rolsuper as superuser, r.rolbypassrls as bypassrls,
            exists (select 1 from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
                    and pg_has_role(current_user, c.relowner, 'USAGE')) as owns_tables
     from pg_roles r where r.rolname = current_user`,
  );
  const role = rows[0];
  if (!role || role.superuser || role.bypassrls || role.owns_tables) {
    throw new Error(
      `A API não pode usar o papel "${role?.role ?? '?'}" no PostgreSQL: ele é superusuário, dono das tabelas ou ignora RLS. ` +
        `Use em DATABASE_APP_URL um papel membro de ${APP_ROLE} (veja docs/decisions/009-tenancy-row-level-security.md).`,
    );
  }
}
